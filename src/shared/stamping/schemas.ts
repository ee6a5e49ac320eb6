import { z } from 'zod';
import { codeField, textField } from '../common/schemas';

/**
 * A row of either sealing list: spec 02 (xmbh, wh, ifSign, ifSignMsg, id, path, md5) and spec 01
 * (xmbh, wh, ifSignMsg, ifSign, ifAgainSign, md5, id). What a variant does not send is null.
 * wsmc (the document's name) is not in the spec: a server that sends it names the row; otherwise
 * the dialog takes the name from the task's tree.
 */
export const stampRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  xmbh: textField,
  wh: textField,
  ifSign: codeField,
  ifSignMsg: textField,
  ifAgainSign: codeField,
  path: textField,
  md5: textField,
  wsmc: textField,
});

export type StampRow = z.infer<typeof stampRowSchema>;
