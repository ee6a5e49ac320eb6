import { z } from 'zod';

export type CaseCategory = { ID: string; CODE_DESC: string; CHILDREN_LIST: CaseCategory[] };

type CaseCategoryInput = {
  ID: string | number;
  CODE_DESC: string;
  CHILDREN_LIST?: CaseCategoryInput[] | null;
};

export const caseCategorySchema: z.ZodType<CaseCategory, CaseCategoryInput> = z.object({
  ID: z.union([z.string(), z.number()]).transform(String),
  CODE_DESC: z.string(),
  CHILDREN_LIST: z
    .lazy(() => z.array(caseCategorySchema))
    .nullish()
    .transform((v) => v ?? []),
});
