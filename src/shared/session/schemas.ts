import { z } from 'zod';
import { textField } from '../common/schemas';
// Response schemas of the BladeX calls the client makes. One schema serves the client (parse what
// arrived), the reference server (tests check what it sends) and the renderer (types).

/**
 * A text a BladeX may send in any of its null spellings: absent, null, blade-tool's null-to-empty
 * (`""` for a string, -1 for a number, `{}` or `[]` for an object or list). Those are all "none";
 * numbers (ids sent as Long) become strings.
 */
export const looseText = z
  .unknown()
  .optional()
  .transform((v): string | null => {
    if (typeof v === 'string') return v.trim() === '' ? null : v;
    if (typeof v === 'number' && Number.isFinite(v)) return v === -1 ? null : String(v);
    return null;
  });

/** A number sent as a number or a numeric string; anything else (null, "", -1, {}) is none. */
export const looseNumber = z
  .unknown()
  .optional()
  .transform((v): number | null => {
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n >= 0 ? n : null;
  });

/**
 * The OAuth answer of `/oauth/token` with BladeX's token-enhancer fields. Only the two tokens are
 * required: every enhancer field may be null, empty or absent (docs/api.md "Login"), unknown fields
 * are dropped.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: looseText,
  refresh_token: z.string().min(1),
  expires_in: looseNumber,
  user_id: looseText,
  account: looseText,
  user_name: looseText,
  real_name: looseText,
  avatar: looseText,
  tenant_id: looseText,
  dept_id: looseText,
  role_id: looseText,
  role_name: looseText,
  post_id: looseText,
  oauth_id: looseText,
  license: looseText,
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** BladeX answers a refused grant with `error_code` / `error_description`. */
export const tokenErrorSchema = z.object({
  error_code: z.coerce.number().optional(),
  error_description: z.string(),
});

/** `/oauth/captcha`: the key to send back in `Captcha-Key`, and the image (data URL or bare base64). */
export const captchaSchema = z.object({
  key: z.string().min(1),
  image: z.string().min(1),
});

export type Captcha = z.infer<typeof captchaSchema>;

/** A BladeX record (user, department) read field by field: which fields carry what is configurable. */
export const recordSchema = z.record(z.string(), z.unknown());

export type BladeRecord = z.infer<typeof recordSchema>;

/** `/menu/buttons`: a tree of menus (MenuVO), each with a `code` and maybe `children`. */
export const menuTreeSchema = z.array(z.unknown());

/**
 * Parts of the officer's context a login may lack. A feature that needs one explains why it is
 * unavailable (`contextGap` in `shared/session/context.ts`).
 */
export const CONTEXT_PIECES = [
  'userId',
  'realName',
  'deptId',
  'unitId',
  'unitName',
  'regionCode',
  'policeNumber',
  'permissions',
] as const;

export type ContextPiece = (typeof CONTEXT_PIECES)[number];

export const contextGapSchema = z.object({
  piece: z.enum(CONTEXT_PIECES),
  /** Why it is missing, in words for the officer. */
  why: z.string(),
});

export type ContextGap = z.infer<typeof contextGapSchema>;

/**
 * The officer's context (built at login from the standard calls, cached for offline restore), and
 * the shape of the province extension `getCurrentUserInfo`. A missing piece is '' (text) or null,
 * and named in `missing`.
 */
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
  /** What the login could not find out (absent in contexts cached before this field existed). */
  missing: z.array(contextGapSchema).optional(),
});

export type UserInfo = z.infer<typeof userInfoSchema>;

/** The province extension's answer as it may really arrive: every field may be missing or empty. */
export const provinceUserInfoSchema = z.object({
  user_id: looseText,
  account: looseText,
  real_name: looseText,
  company_id: looseText,
  company_name: looseText,
  region_code: looseText,
  dept_id: looseText,
  police_number: looseText,
  permissions: z
    .unknown()
    .optional()
    .transform((v): string[] =>
      Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string' && p !== '') : [],
    ),
});

export type ProvinceUserInfo = z.infer<typeof provinceUserInfoSchema>;
