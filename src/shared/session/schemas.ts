import { z } from 'zod';
import { textField } from '../common/schemas';
// Response schemas of the BladeX calls the client makes. One schema serves the client (parse what
// arrived), the reference server (tests check what it sends) and the renderer (types).

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number(),
  user_id: z.union([z.string(), z.number()]).transform(String),
  account: z.string(),
  user_name: z.string().nullish(),
  real_name: z.string(),
  tenant_id: z.string(),
  dept_id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? null : String(v))),
  role_name: z.string().nullish(),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** BladeX answers a refused grant with `error_code` / `error_description`. */
export const tokenErrorSchema = z.object({
  error_code: z.coerce.number().optional(),
  error_description: z.string(),
});

export const userInfoSchema = z.object({
  user_id: z.union([z.string(), z.number()]).transform(String),
  account: z.string(),
  real_name: z.string(),
  company_id: z.union([z.string(), z.number()]).transform(String),
  company_name: z.string(),
  region_code: z.union([z.string(), z.number()]).transform(String),
  dept_id: textField,
  police_number: textField,
  permissions: z.array(z.string()).default([]),
});

export type UserInfo = z.infer<typeof userInfoSchema>;
