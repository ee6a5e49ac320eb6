import { z } from 'zod';
import { codeField, isEmptyValue, textField } from '../common/schemas';

/** A supplementary person of the unit (shdwJbxxBqcbList item, 补充采集). */
export const unitPersonSchema = z.looseObject({
  ID: textField.optional(),
  RYLX: codeField,
  XM: textField,
  XB: codeField.optional(),
  SFZH: textField.optional(),
  LXDH: textField.optional(),
  HYZK: codeField.optional(),
  ZSBH: textField.optional(),
});

export type UnitPerson = z.infer<typeof unitPersonSchema>;

/**
 * A unit by ID (dwId 3045). The main fields are named; the rest of the record (the edit form's
 * fields, src/shared/units/forms.ts) passes through as the server sent it. The supplementary
 * persons come with the record, so the edit form opens offline from the cached unit.
 */
export const unitRecordSchema = z.looseObject({
  ID: z.union([z.string(), z.number()]).transform(String),
  DWMC: z.string(),
  DWDZ: textField,
  TYSHXYDM: textField,
  FDDBR: textField,
  JGDWLB: codeField,
  LXDH: textField,
  // null-to-empty servers send "" for no list.
  shdwJbxxBqcbList: z.preprocess(
    (v) => (isEmptyValue(v) ? [] : v),
    z.array(unitPersonSchema).optional(),
  ),
});

export type UnitRecord = z.infer<typeof unitRecordSchema>;
