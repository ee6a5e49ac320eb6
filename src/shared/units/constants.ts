/** Generic paged query id of "unit by ID". */
export const DW_ID_UNIT = 3045;
