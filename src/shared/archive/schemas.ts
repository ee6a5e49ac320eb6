import { z } from 'zod';

/** A case category that applies to a task type (generic query 4680): the category's ID and name. */
export const caseTypeSchema = z.looseObject({
  ID: z.union([z.string(), z.number()]).transform(String),
  CODE_DESC: z.string(),
});
export type CaseType = z.infer<typeof caseTypeSchema>;

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
