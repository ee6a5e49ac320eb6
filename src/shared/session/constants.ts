// Constants of the BladeX (blade-xfjd) protocol and of the product specification.
// Paths the spec leaves open are our choice; docs/api.md records them.

export const DEFAULT_TENANT_ID = '000000';

/** The OAuth client of Saber front ends; IT may name another in the machine config (auth.clientId). */
export const CLIENT_ID = 'saber';

/** Its secret (auth.clientSecret in the machine config). */
export const CLIENT_SECRET = 'saber_secret';

export const SESSION_API = {
  token: '/api/blade-auth/oauth/token',
  /** The captcha image for grant type `captcha`: `{ key, image }` (image as base64 / data URL). */
  captcha: '/api/blade-auth/oauth/captcha',
  /** The signed-in user's record (blade-user UserController.info, GET). */
  user: '/api/blade-user/info',
  /** The signed-in user's button permissions: a tree of menus with `code`s (GET). */
  buttons: '/api/blade-system/menu/buttons',
  /** A department record by `id` (blade-system DeptController.detail, GET). */
  dept: '/api/blade-system/dept/detail',
  /**
   * The province extension with the officer's whole context in one answer. Optional: login never
   * depends on it (docs/api.md "Login").
   */
  userInfo: '/api/blade-xfjd/api/base/getCurrentUserInfo',
} as const;

/** The captcha headers blade-auth's CaptchaTokenGranter reads. */
export const CAPTCHA_HEADERS = { key: 'Captcha-Key', code: 'Captcha-Code' } as const;

export const GRANT_TYPES = ['password', 'captcha'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/**
 * Which department fields carry the officer's unit id, unit name and regional unit code, first
 * found wins; IT overrides them in the machine config (`deptFields`). When none is found the
 * province extension is asked, and after it the department itself counts as the unit (its `id`,
 * `fullName` or `deptName`, as on a plain BladeX); the regional code has no such fallback.
 */
export const DEFAULT_DEPT_FIELDS = {
  unitId: ['unitId', 'companyId', 'zgdwid'],
  unitName: ['unitName', 'companyName', 'zgdwmc'],
  regionCode: ['regionCode', 'areaCode', 'xzqh'],
} as const satisfies Record<string, readonly string[]>;

/** Fields of the user record (blade-user) that may carry the police number, first found wins. */
export const DEFAULT_USER_FIELDS = {
  policeNumber: ['policeNumber', 'police_number', 'jh', 'code'],
} as const satisfies Record<string, readonly string[]>;

/** How long each call of the officer's context may take at login before it counts as missing. */
export const CONTEXT_CALL_TIMEOUT_MS = 8000;
