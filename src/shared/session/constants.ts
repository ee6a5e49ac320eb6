// Constants of the BladeX (blade-xfjd) protocol and of the product specification.
// Paths the spec leaves open are our choice; docs/api.md records them.

export const DEFAULT_TENANT_ID = '000000';

export const CLIENT_ID = 'saber';

export const CLIENT_SECRET = 'saber_secret';

export const SESSION_API = {
  token: '/api/blade-auth/oauth/token',
  userInfo: '/api/blade-xfjd/api/base/getCurrentUserInfo',
} as const;
