import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdOf } from '../tasks/seed/build';
import { call, login, startTestServer, withDatabase, type TestServer } from '../testing';
import { GENERIC_API, LOOKUP } from '../../shared/generic/constants';
import { genericPageSchema, lookupRowSchema } from '../../shared/generic/schemas';

// The picker's lookup (getPageData, queryType 1) over HTTP, with the form the client's generic
// service sends (src/main/core/generic/service.ts).

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
  // Units whose names hold LIKE's wildcards, and enough of one kind to pass the 99-row cap.
  withDatabase(server.dataDir, (db) => {
    const insert = db.prepare(
      "INSERT INTO xfjd_shdw (ID, DWMC, DWDZ, TYSHXYDM, FDDBR, JGDWLB, ZGDWID) VALUES (?, ?, '地址', 'X', '某', '2', '1502030000')",
    );
    insert.run('T-PCT', '百分之百%安全公司');
    insert.run('T-UND', '下划_线商贸公司');
    insert.run('T-UNX', '下划线商贸公司');
    for (let i = 1; i <= 130; i += 1)
      insert.run(`T-BULK-${i}`, `批量测试单位${String(i).padStart(3, '0')}`);
  });
});
afterAll(async () => {
  await server.dispose();
});

const XC = '1501020000';
const page = genericPageSchema(lookupRowSchema);

type Obj = {
  tableName?: unknown;
  labelField?: unknown;
  keyField?: unknown;
  keyValue?: unknown;
  search?: unknown;
};
/** The client's lookup form; `obj` as the client builds it (absent parts are ''). */
const lookup = async (obj: Obj, form: Record<string, string> = {}, token: string | null = demo) =>
  call(server.url, token, GENERIC_API.pageQuery, {
    current: String(LOOKUP.current),
    size: String(LOOKUP.size),
    runId: runIdOf(1),
    queryType: String(LOOKUP.queryType),
    extendTreeType: String(LOOKUP.extendTreeType),
    obj: JSON.stringify({ keyField: '', keyValue: '', search: '', ...obj }),
    ...form,
  });
const rows = async (obj: Obj, form: Record<string, string> = {}) => {
  const { json } = await lookup(obj, form);
  expect(json, JSON.stringify(json)).toMatchObject({ code: 200, success: true });
  return page.parse(json.data);
};

describe('getPageData queryType 1: the picker lookup', () => {
  it('searches supervised units by their label and answers the whitelisted columns in data.data', async () => {
    const found = await rows({ tableName: 'XFJD_SHDW', labelField: 'DWMC', search: '鼎盛' });
    expect(found).toMatchObject({ total: 1, current: 1, size: 99 });
    expect(found.records[0]).toEqual({
      ID: '150102000101',
      DWMC: '呼和浩特市鼎盛购物中心有限公司',
      DWDZ: '内蒙古自治区呼和浩特市新城区新华大街88号',
      TYSHXYDM: '91150102MA0N3K8X2Y',
      FDDBR: '赵建国',
      LXDH: '0471-6923188',
      XFAQZRR: '赵建国',
      XFAQGLR: '孙丽娟',
      JGDWLB: '1',
      DWXZ: '商场市场',
      ZGDWID: XC,
    });
  });

  it('filters exactly by the key field and value, and lists by label when nothing is typed', async () => {
    const own = await rows({
      tableName: 'XFJD_SHDW',
      labelField: 'DWMC',
      keyField: 'ZGDWID',
      keyValue: XC,
    });
    expect(own.total).toBe(7);
    expect(own.records.every((r) => r.ZGDWID === XC)).toBe(true);
    const names = own.records.map((r) => r.DWMC ?? '');
    expect(names).toEqual([...names].sort());
    expect(
      (
        await rows({
          tableName: 'XFJD_SHDW',
          labelField: 'DWMC',
          keyField: 'ZGDWID',
          keyValue: XC.slice(0, 4),
        })
      ).total,
    ).toBe(0);
  });

  it("matches '%' and '_' as typed, not as wildcards", async () => {
    expect(
      (await rows({ tableName: 'XFJD_SHDW', labelField: 'DWMC', search: '%' })).records.map(
        (r) => r.ID,
      ),
    ).toEqual(['T-PCT']);
    expect(
      (await rows({ tableName: 'XFJD_SHDW', labelField: 'DWMC', search: '下划_线' })).records.map(
        (r) => r.ID,
      ),
    ).toEqual(['T-UND']);
    expect((await rows({ tableName: 'XFJD_SHDW', labelField: 'DWMC', search: '下划' })).total).toBe(
      2,
    );
  });

  it('answers at most 99 records with the real total, so the picker can show 99+', async () => {
    const first = await rows({
      tableName: 'XFJD_SHDW',
      labelField: 'DWMC',
      search: '批量测试单位',
    });
    expect(first).toMatchObject({ total: 130, size: 99 });
    expect(first.records).toHaveLength(99);
    const asked = await rows(
      { tableName: 'XFJD_SHDW', labelField: 'DWMC', search: '批量测试单位' },
      { size: '500' },
    );
    expect(asked).toMatchObject({ total: 130, size: 99 });
    expect(asked.records).toHaveLength(99);
    const second = await rows(
      { tableName: 'XFJD_SHDW', labelField: 'DWMC', search: '批量测试单位' },
      { current: '2' },
    );
    expect(second.records.map((r) => r.DWMC)).toEqual(
      Array.from({ length: 31 }, (_, i) => `批量测试单位${String(100 + i)}`),
    );
  });

  it('looks up officers without their password, and the fire-rescue brigades', async () => {
    const officers = await rows({ tableName: 'BLADE_USER', labelField: 'REAL_NAME', search: '张' });
    expect(officers.records).toEqual([
      {
        ID: '1123598821738675201',
        REAL_NAME: '张伟',
        ACCOUNT: 'demo',
        POLICE_NUMBER: '1502117',
        COMPANY_ID: XC,
        DEPT_ID: '1501020010',
      },
    ]);
    // The task's co-officer is an officer of the unit (询问人 on the 鼎盛 case), with his number.
    const unit = await rows({
      tableName: 'BLADE_USER',
      labelField: 'REAL_NAME',
      keyField: 'COMPANY_ID',
      keyValue: XC,
      search: '李强',
    });
    expect(unit.records.map((r) => [r.REAL_NAME, r.POLICE_NUMBER])).toEqual([['李强', '1502121']]);
    const brigades = await rows({ tableName: 'xfjd_zgdw', labelField: 'DWMC' });
    expect(brigades.total).toBe(4);
    expect(Object.keys(brigades.records[0]).sort()).toEqual(['DWMC', 'ID', 'JC', 'REGION_CODE']);
  });

  it('refuses tables and columns outside the whitelist, and malformed lookups, in Chinese', async () => {
    const cases: Array<[Obj | string, string]> = [
      [{ tableName: 'XFJD_FLWS', labelField: 'TITLE' }, '查询表XFJD_FLWS不存在或不允许查询'],
      [
        { tableName: 'XFJD_SHDW; DROP TABLE xfjd_shdw', labelField: 'DWMC' },
        '查询表XFJD_SHDW; DROP TABLE xfjd_shdw不存在或不允许查询',
      ],
      [
        { tableName: 'BLADE_USER', labelField: 'PASSWORD_MD5' },
        '查询表BLADE_USER没有可查询的字段PASSWORD_MD5',
      ],
      [
        {
          tableName: 'BLADE_USER',
          labelField: 'REAL_NAME',
          keyField: 'PASSWORD_MD5',
          keyValue: 'x',
        },
        '查询表BLADE_USER没有可查询的字段PASSWORD_MD5',
      ],
      [{ tableName: 'XFJD_SHDW', labelField: 'EXTRA' }, '查询表XFJD_SHDW没有可查询的字段EXTRA'],
      [
        { tableName: 'XFJD_SHDW', labelField: 'constructor' },
        '查询表XFJD_SHDW没有可查询的字段constructor',
      ],
      [{ labelField: 'DWMC' }, '查询表名不能为空'],
      [{ tableName: 'XFJD_SHDW' }, '显示字段不能为空'],
      [{ tableName: { name: 'XFJD_SHDW' }, labelField: 'DWMC' }, '查询表名格式不正确'],
      [
        { tableName: 'XFJD_SHDW', labelField: 'DWMC', search: 'x'.repeat(101) },
        '搜索内容格式不正确',
      ],
      ['{"tableName": ', '查询条件obj不是有效的JSON'],
      ['["XFJD_SHDW"]', '查询条件obj必须是JSON对象'],
    ];
    for (const [obj, msg] of cases) {
      const { json } = typeof obj === 'string' ? await lookup({}, { obj }) : await lookup(obj);
      expect(json, msg).toEqual({ code: 400, success: false, data: null, msg });
    }
    expect(
      (await lookup({ tableName: 'XFJD_SHDW', labelField: 'DWMC' }, { current: '0' })).json.msg,
    ).toBe('页码必须是正整数');
  });

  it('needs a signed-in officer', async () => {
    const { status, json } = await lookup({ tableName: 'XFJD_SHDW', labelField: 'DWMC' }, {}, null);
    expect(status).toBe(401);
    expect(json).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
  });
});
