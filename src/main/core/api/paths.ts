// The detail-action paths and constants live in src/shared/constants.ts (client and server share them).
export { ACTION_API, PREVIEW_PAGE, DEFAULT_PREVIEW_PREFIX, INTERFACE_ID, DW_ID_UNIT, SEAL, CASE_CATEGORY_TABLE, ARCHIVE_FOLLOW_UP_TYPES } from '../../../shared/constants';
