import { z } from 'zod';
import { codeField, textField } from '../common/schemas';

export const stampRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  xmbh: textField,
  wh: textField,
  ifSign: codeField,
  ifSignMsg: textField,
  path: textField,
  md5: textField,
});

export type StampRow = z.infer<typeof stampRowSchema>;
