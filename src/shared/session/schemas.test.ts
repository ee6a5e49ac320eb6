import { describe, expect, it } from 'vitest';
import { captchaSchema, provinceUserInfoSchema, tokenResponseSchema } from './schemas';
import { contextGap } from './context';

// The token answer as real BladeX gateways send it: the enhancer's fields may be null, empty,
// absent or null-to-empty; only the two tokens are needed.

const TOKENS = { access_token: 'acc', refresh_token: 'ref' };

describe('tokenResponseSchema', () => {
  it('reads the full enhancer answer', () => {
    const t = tokenResponseSchema.parse({
      ...TOKENS,
      token_type: 'bearer',
      expires_in: 7199,
      scope: 'all',
      user_id: 1123598821738675201n.toString(),
      account: 'demo',
      user_name: 'demo',
      real_name: '张伟',
      avatar: 'https://example/a.png',
      tenant_id: '000000',
      dept_id: '1501020010',
      role_name: 'administrator',
      license: 'powered by blade',
      jti: 'ignored-unknown-field',
    });
    expect(t).toMatchObject({ expires_in: 7199, real_name: '张伟', tenant_id: '000000' });
    expect('jti' in t).toBe(false);
  });

  it('accepts the bare minimum: both tokens and nothing else', () => {
    const t = tokenResponseSchema.parse(TOKENS);
    expect(t).toMatchObject({
      access_token: 'acc',
      expires_in: null,
      account: null,
      real_name: null,
      tenant_id: null,
      dept_id: null,
      user_id: null,
    });
  });

  it('takes null fields as absent', () => {
    const t = tokenResponseSchema.parse({
      ...TOKENS,
      token_type: null,
      expires_in: null,
      real_name: null,
      tenant_id: null,
      dept_id: null,
      role_name: null,
      avatar: null,
      user_name: null,
    });
    expect([t.real_name, t.tenant_id, t.dept_id, t.role_name, t.avatar]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('takes blade-tool\'s null-to-empty values as absent ("", -1, {}, [])', () => {
    const t = tokenResponseSchema.parse({
      ...TOKENS,
      token_type: 'bearer',
      expires_in: '7200',
      user_id: -1,
      account: 'demo',
      real_name: '',
      tenant_id: '',
      dept_id: '',
      role_name: '',
      avatar: {},
      license: [],
    });
    expect(t).toMatchObject({
      expires_in: 7200,
      user_id: null,
      account: 'demo',
      real_name: null,
      tenant_id: null,
      dept_id: null,
      avatar: null,
      license: null,
    });
  });

  it('reads ids and lifetimes sent as numbers or strings', () => {
    const t = tokenResponseSchema.parse({
      ...TOKENS,
      expires_in: '3600',
      user_id: 1123598821,
      dept_id: 1501020010,
      tenant_id: 150000,
    });
    expect(t).toMatchObject({
      expires_in: 3600,
      user_id: '1123598821',
      dept_id: '1501020010',
      tenant_id: '150000',
    });
    expect(tokenResponseSchema.parse({ ...TOKENS, expires_in: 'soon' }).expires_in).toBeNull();
  });

  it('still refuses an answer without the tokens', () => {
    expect(tokenResponseSchema.safeParse({ access_token: 'a' }).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ ...TOKENS, access_token: '' }).success).toBe(false);
    expect(tokenResponseSchema.safeParse('<html></html>').success).toBe(false);
  });
});

describe('province extension and captcha', () => {
  it('reads the extension whatever it leaves out', () => {
    expect(provinceUserInfoSchema.parse({ company_id: 1501, permissions: ['a', '', 3] })).toEqual({
      user_id: null,
      account: null,
      real_name: null,
      company_id: '1501',
      company_name: null,
      region_code: null,
      dept_id: null,
      police_number: null,
      permissions: ['a'],
    });
  });

  it('needs a key and an image from the captcha call', () => {
    expect(captchaSchema.safeParse({ key: 'k', image: 'data:image/png;base64,AA' }).success).toBe(
      true,
    );
    expect(captchaSchema.safeParse({ key: '', image: 'x' }).success).toBe(false);
  });
});

describe('contextGap', () => {
  it('is null for a complete context, or one cached before gaps were recorded', () => {
    expect(contextGap({ missing: [] }, 'unitId')).toBeNull();
    expect(contextGap({}, 'unitId', 'regionCode')).toBeNull();
  });

  it('explains the first missing piece asked for', () => {
    const user = {
      missing: [
        { piece: 'policeNumber' as const, why: '用户信息中未填写' },
        { piece: 'regionCode' as const, why: '部门信息中没有 regionCode 字段' },
      ],
    };
    expect(contextGap(user, 'unitId', 'regionCode', 'policeNumber')).toBe(
      '当前账号缺少区域单位代码（部门信息中没有 regionCode 字段），该功能暂不可用，请联系管理员',
    );
  });
});
