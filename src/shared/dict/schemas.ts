import { z } from 'zod';

export const dictItemSchema = z.object({
  dictKey: z.union([z.string(), z.number()]).transform(String),
  dictValue: z.string(),
  /** BladeX's dictionary remark; our server puts the tag colour there (docs/api.md). */
  remark: z.string().nullish(),
  sort: z.coerce.number().nullish(),
});

export type DictItem = z.infer<typeof dictItemSchema>;

/** Real servers answer the dictionary call with a list, some wrap it once more. */
export const dictionarySchema = z.union([
  z.array(dictItemSchema),
  z.object({ data: z.array(dictItemSchema) }).transform((v) => v.data),
]);
