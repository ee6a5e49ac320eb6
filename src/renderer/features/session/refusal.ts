import type { ErrorKind } from '../../../shared/contract';

// After a refused sign-in the cursor goes back to the field to fix, its text selected so typing
// replaces it. blade-auth names the cause only in its message (TokenUtil / OAuth2ErrorMessage:
// '用户名或密码错误', '验证码不正确', '租户ID未找到', '用户登录失败次数过多'…; the reference server says
// '用户名或密码不正确'), so the message decides. '用户名或密码…' does not say which one was wrong:
// the account is usually right (and remembered), so the password is the field to retype.

export type LoginFieldKey = 'tenantId' | 'username' | 'password' | 'captcha';

const RULES: readonly (readonly [RegExp, LoginFieldKey])[] = [
  [/验证码/, 'captcha'],
  [/租户/, 'tenantId'],
  // The account alone: unknown, disabled or locked (too many failures).
  [/(用户|账号|账户)名?(不存在|未注册|已停用|已禁用|已冻结|已锁定|被锁定|被禁用)/, 'username'],
  [/未获得用户|次数过多/, 'username'],
  [/密码/, 'password'],
];

/** The field a refusal asks the officer to fix, or null (server unreachable, server error). */
export function fieldToFix(message: string, kind: ErrorKind): LoginFieldKey | null {
  if (kind === 'offline' || kind === 'internal') return null;
  return RULES.find(([re]) => re.test(message))?.[1] ?? null;
}
