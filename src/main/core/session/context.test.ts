import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BladeClient } from '../api/client';
import {
  startFakeServer,
  type FakeCall,
  type FakeReply,
  type FakeServer,
} from '../testing/fake-http';
import { buildUserContext, flattenCodes, pickField, type ContextFields } from './context';
import { M } from '../../../shared/messages';
import { contextGap } from '../../../shared/session/context';
import { DEFAULT_DEPT_FIELDS, DEFAULT_USER_FIELDS } from '../../../shared/session/constants';
import { tokenResponseSchema, type TokenResponse } from '../../../shared/session/schemas';

// The officer's context from the standard BladeX calls, against a scripted loopback server: every
// piece missing in turn, the province extension present or not, department fields named by IT.

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

const data = (d: unknown): FakeReply => ({ body: { code: 200, success: true, data: d, msg: '' } });
const springNotFound = (path: string): FakeReply => ({
  status: 404,
  body: { timestamp: '2026-01-01T00:00:00.000+00:00', status: 404, error: 'Not Found', path },
});

const USER = {
  id: '1123598821738675201',
  account: 'demo',
  realName: '张伟',
  code: '1502117',
  deptId: '1501020010',
  tenantId: '000000',
};
const DEPT = {
  id: '1501020010',
  parentId: '1501020000',
  deptName: '监督执法科',
  fullName: '呼和浩特市新城区消防救援大队监督执法科',
  unitId: '1501020000',
  unitName: '呼和浩特市新城区消防救援大队',
  regionCode: '15',
};
const BUTTONS = [
  {
    id: '1',
    code: 'xfjd',
    children: [
      { id: '2', code: '933001001', children: [] },
      { id: '3', code: 'xfjd_print' },
    ],
  },
];
const EXTENSION = {
  user_id: '1123598821738675201',
  account: 'demo',
  real_name: '张伟',
  company_id: 'EXT-UNIT',
  company_name: '扩展单位',
  region_code: '13',
  dept_id: '1501020010',
  police_number: 'EXT-PN',
  permissions: ['ext-perm'],
};

type Routes = Partial<Record<'user' | 'buttons' | 'dept' | 'ext', FakeReply>>;

/** A gateway answering the four calls as `routes` says; the standard ones answer by default. */
function serve(routes: Routes = {}): void {
  fake.handle((c: FakeCall) => {
    const path = c.path.split('?')[0];
    if (path === '/api/blade-user/info') return routes.user ?? data(USER);
    if (path === '/api/blade-system/menu/buttons') return routes.buttons ?? data(BUTTONS);
    if (path === '/api/blade-system/dept/detail') return routes.dept ?? data(DEPT);
    if (path === '/api/blade-xfjd/api/base/getCurrentUserInfo')
      return routes.ext ?? springNotFound(path);
    return springNotFound(path);
  });
}

const token = (over: Record<string, unknown> = {}): TokenResponse =>
  tokenResponseSchema.parse({
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 7200,
    user_id: '1123598821738675201',
    account: 'demo',
    real_name: '张伟',
    tenant_id: '000000',
    dept_id: '1501020010',
    ...over,
  });

const client = (): BladeClient =>
  new BladeClient({ baseUrl: () => fake.url, timeoutMs: 2000, readRetries: 0 });

const FIELDS: ContextFields = { deptFields: DEFAULT_DEPT_FIELDS, userFields: DEFAULT_USER_FIELDS };
const build = (t: TokenResponse = token(), over: Partial<typeof FIELDS> = {}, timeoutMs = 1500) =>
  buildUserContext(client(), t, { username: 'demo' }, { ...FIELDS, ...over, timeoutMs });

const pieces = (u: { missing?: { piece: string }[] }): string[] =>
  (u.missing ?? []).map((g) => g.piece);

describe('buildUserContext', () => {
  it('builds the whole context from the standard calls, without the province extension', async () => {
    serve();
    const user = await build();
    expect(user).toEqual({
      user_id: '1123598821738675201',
      account: 'demo',
      real_name: '张伟',
      company_id: '1501020000',
      company_name: '呼和浩特市新城区消防救援大队',
      region_code: '15',
      dept_id: '1501020010',
      police_number: '1502117',
      permissions: ['xfjd', '933001001', 'xfjd_print'],
      missing: [],
    });
    const dept = fake.calls.find((c) => c.path.startsWith('/api/blade-system/dept/detail'));
    expect(dept?.method).toBe('GET');
    expect(dept?.path).toBe('/api/blade-system/dept/detail?id=1501020010');
  });

  it('lets the extension fill only what the standard calls lack', async () => {
    serve({ ext: data(EXTENSION), dept: data({ ...DEPT, regionCode: '' }) });
    const user = await build();
    expect(user).toMatchObject({
      company_id: '1501020000',
      region_code: '13',
      police_number: '1502117',
      permissions: ['xfjd', '933001001', 'xfjd_print'],
      missing: [],
    });
  });

  it('signs in on the extension alone when every standard call fails', async () => {
    const down: FakeReply = { status: 500, body: { code: 500, success: false, msg: '服务器异常' } };
    serve({ ext: data(EXTENSION), user: down, buttons: down, dept: down });
    expect(await build()).toMatchObject({
      company_id: 'EXT-UNIT',
      company_name: '扩展单位',
      region_code: '13',
      police_number: 'EXT-PN',
      permissions: ['ext-perm'],
      missing: [],
    });
  });

  it('names the department pieces when the department call fails', async () => {
    serve({ dept: { status: 500, body: { code: 500, success: false, msg: '服务器异常' } } });
    const user = await build();
    expect(pieces(user)).toEqual(['unitId', 'unitName', 'regionCode']);
    expect(user).toMatchObject({ company_id: '', company_name: '', region_code: '' });
    expect(contextGap(user, 'regionCode')).toBe(
      '当前账号缺少区域单位代码（部门信息查询失败），该功能暂不可用，请联系管理员',
    );
    expect(contextGap(user, 'policeNumber')).toBeNull();
  });

  it('says which fields it looked for when the department record lacks the regional code', async () => {
    serve({ dept: data({ ...DEPT, regionCode: undefined, areaCode: '', xzqh: -1 }) });
    const user = await build();
    expect(pieces(user)).toEqual(['regionCode']);
    expect(user.missing?.[0].why).toBe(M.contextWhyNoField(DEFAULT_DEPT_FIELDS.regionCode));
    // Null-to-empty ("" and -1) counted as absent, the unit still found.
    expect(user.company_id).toBe('1501020000');
  });

  it('takes the department itself as the unit on a plain BladeX dept record', async () => {
    const plain = { id: '1501020010', deptName: '新城大队', fullName: '新城区消防救援大队' };
    serve({ dept: data(plain) });
    const user = await build();
    expect(user).toMatchObject({ company_id: '1501020010', company_name: '新城区消防救援大队' });
    expect(pieces(user)).toEqual(['regionCode']);
  });

  it('reads the department fields IT names in the machine config', async () => {
    serve({ dept: data({ id: 'd1', dwbh: 'U-9', dwmc: '九号单位', xzqhdm: '13' }) });
    const user = await build(token(), {
      deptFields: { unitId: ['dwbh'], unitName: ['dwmc'], regionCode: ['xzqhdm'] },
    });
    expect(user).toMatchObject({
      company_id: 'U-9',
      company_name: '九号单位',
      region_code: '13',
      missing: [],
    });
  });

  it('names the police number when the user record fails, and keeps the token’s name', async () => {
    serve({ user: springNotFound('/api/blade-user/info') });
    const user = await build();
    expect(pieces(user)).toEqual(['policeNumber']);
    expect(user.real_name).toBe('张伟');
    expect(user.missing?.[0].why).toBe(M.contextWhyCallFailed(M.contextSourceUser));
  });

  it('names the permissions when the button call fails', async () => {
    serve({ buttons: { status: 200, body: '<html>gateway</html>' } });
    const user = await build();
    expect(pieces(user)).toEqual(['permissions']);
    expect(user.permissions).toEqual([]);
  });

  it('finds the department through the user record when the token has none', async () => {
    serve();
    const user = await build(token({ dept_id: '' }));
    expect(user).toMatchObject({ dept_id: '1501020010', company_id: '1501020000', missing: [] });
  });

  it('names the department and unit when neither the token nor the user record has one', async () => {
    serve({ user: data({ ...USER, deptId: '' }) });
    const user = await build(token({ dept_id: null }));
    expect(pieces(user)).toEqual(['deptId', 'unitId', 'unitName', 'regionCode']);
    expect(contextGap(user, 'unitId')).toBe(M.contextUnavailable('所属单位', M.contextWhyNoDept));
    expect(fake.calls.some((c) => c.path.startsWith('/api/blade-system/dept/detail'))).toBe(false);
  });

  it('falls back to the user record and then the account for the name', async () => {
    serve({ user: data({ ...USER, realName: '' }) });
    const user = await build(token({ real_name: null }));
    expect(pieces(user)).toEqual(['realName']);
    expect(user.real_name).toBe('demo');
  });

  it('takes the first of several departments the token joins with commas', async () => {
    serve();
    await build(token({ dept_id: '1501020010,1501020099' }));
    expect(fake.calls.some((c) => c.path.endsWith('dept/detail?id=1501020010'))).toBe(true);
  });

  it('bounds each call: a department that never answers in time is missing, login goes on', async () => {
    serve({ dept: { ...data(DEPT), delayMs: 1500 } });
    const started = Date.now();
    const user = await build(token(), {}, 300);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(pieces(user)).toEqual(['unitId', 'unitName', 'regionCode']);
  });
});

describe('record helpers', () => {
  it('picks the first field with a value, skipping null-to-empty values', () => {
    expect(pickField({ a: '', b: -1, c: {}, d: 15 }, ['a', 'b', 'c', 'd'])).toBe('15');
    expect(pickField(null, ['a'])).toBeNull();
  });

  it('flattens a menu tree’s codes once each, whatever the children look like', () => {
    expect(
      flattenCodes([
        { code: 'a', children: [{ code: 'b', children: {} }, { code: 'a' }] },
        { code: '' },
        null,
        'x',
        { children: [{ code: 'c' }] },
      ]),
    ).toEqual(['a', 'b', 'c']);
    expect(flattenCodes({})).toEqual([]);
  });
});
