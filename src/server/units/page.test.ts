import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdOf } from '../tasks/seed/build';
import { call, login, startTestServer, type TestServer } from '../testing';
import { DW_ID } from '../../shared/detail/constants';
import { genericPageSchema } from '../../shared/generic/schemas';
import { unitRecordSchema } from '../../shared/units/schemas';
import { GENERIC_API } from '../../shared/generic/constants';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const post = (path: string, form: Record<string, string>, token = demo) =>
  call(server.url, token, path, form);

describe('unit query (dwId 3045)', () => {
  const unit = (id: string, token = demo) =>
    post(
      GENERIC_API.pageQuery,
      {
        dwId: '3045',
        runId: runIdOf(1),
        obj: JSON.stringify({ ID: id }),
        current: '1',
        size: '10',
      },
      token,
    );

  it('answers the unit record of the officer’s brigade', async () => {
    const page = genericPageSchema(unitRecordSchema).parse((await unit('150102000101')).json.data);
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      ID: '150102000101',
      DWMC: '呼和浩特市鼎盛购物中心有限公司',
      DWDZ: '内蒙古自治区呼和浩特市新城区新华大街88号',
      TYSHXYDM: '91150102MA0N3K8X2Y',
      FDDBR: '赵建国',
      JGDWLB: '1',
      LXDH: '0471-6923188',
      JGDWLBMC: '消防安全重点单位',
      ZGDWMC: '呼和浩特市新城区消防救援大队',
      JZMJ: 48600,
    });
  });

  it('gives an empty page for unknown units and units of other brigades', async () => {
    expect(genericPageSchema(unitRecordSchema).parse((await unit('404')).json.data)).toMatchObject({
      records: [],
      total: 0,
    });
    expect(
      genericPageSchema(unitRecordSchema).parse((await unit('130102000201')).json.data).total,
    ).toBe(0);
    expect(
      (await post(GENERIC_API.pageQuery, { dwId: String(DW_ID.operationLog + 1), obj: '{}' })).json
        .msg,
    ).toBe('查询配置不存在');
  });
});
