import { describe, expect, it } from 'vitest';
import { fieldToFix } from './refusal';

describe('the field a refused sign-in asks to fix', () => {
  it.each([
    // The reference server and blade-auth (TokenUtil) for a wrong password, with any account.
    ['用户名或密码不正确', 'password'],
    ['用户名或密码错误', 'password'],
    ['账号或密码错误，请重新输入', 'password'],
    // The account alone.
    ['用户不存在', 'username'],
    ['账号不存在', 'username'],
    ['账号已停用', 'username'],
    ['登录失败次数过多，账号已锁定，请15分钟后再试', 'username'],
    ['用户登录失败次数过多', 'username'],
    ['未获得用户的角色信息', 'username'],
    // The captcha and the tenant.
    ['验证码不正确', 'captcha'],
    ['请输入验证码', 'captcha'],
    ['租户ID未找到', 'tenantId'],
    ['租户授权已过期,请联系管理员', 'tenantId'],
  ] as const)('%s → %s', (message, field) => {
    expect(fieldToFix(message, 'server')).toBe(field);
  });

  it('names no field when the server was not reached or failed', () => {
    expect(
      fieldToFix('无法连接服务器（https://x），请检查网络或服务器地址设置', 'offline'),
    ).toBeNull();
    expect(fieldToFix('服务器内部错误（500）', 'server')).toBeNull();
    expect(fieldToFix('与客户端后台的连接已断开', 'internal')).toBeNull();
  });
});
