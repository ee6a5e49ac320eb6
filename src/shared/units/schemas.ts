import { z } from 'zod';
import { codeField, textField } from '../common/schemas';

export const unitRecordSchema = z.looseObject({
  ID: z.union([z.string(), z.number()]).transform(String),
  DWMC: z.string(),
  DWDZ: textField,
  TYSHXYDM: textField,
  FDDBR: textField,
  JGDWLB: codeField,
  LXDH: textField,
});

export type UnitRecord = z.infer<typeof unitRecordSchema>;
