import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIdOf, taskId } from '../tasks/seed/build';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { call, login, startTestServer, withDatabase, type TestServer } from '../testing';
import { categories as categoryTable } from './tables';
import { DETAIL_API } from '../../shared/detail/constants';
import {
  detailConfigSchema,
  docCategoriesSchema,
  docTypesSchema,
} from '../../shared/detail/schemas';

// getRwDetailWslb and getRwDetailWs: the document catalogue the 新增文书 chooser reads, category by
// category, in the shapes of getRwDetailConfig's wslbsList and wssList.

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const PENALTY = taskId(3); // 61 in run 1, open
const RECHECK = taskId(4); // 45 in run 1, open, offers 复查申请登记
const FINISHED = taskId(1); // state 2 in run 1
const VOIDED = taskId(2); // voided, run 1
const RUN1 = runIdOf(1);
const LISI_TASK = taskId(31);

const post = async (
  path: string,
  form: Record<string, string>,
  token = demo,
): Promise<Record<string, unknown>> => (await call(server.url, token, path, form)).json;

const config = async (rwid: string): Promise<ReturnType<typeof detailConfigSchema.parse>> =>
  detailConfigSchema.parse(
    (await post(DETAIL_API.detailConfig, { rwid, runId: RUN1, pagetype: '1', SFCXLSSJ: '0' })).data,
  );

const categories = async (
  rwid: string,
  wslbid?: string,
): Promise<{ raw: unknown; list: ReturnType<typeof docCategoriesSchema.parse> }> => {
  const json = await post(DETAIL_API.detailWslb, {
    rwid,
    runId: RUN1,
    ...(wslbid ? { wslbid } : {}),
  });
  expect(json).toMatchObject({ code: 200, success: true });
  return { raw: json.data, list: docCategoriesSchema.parse(json.data) };
};

const types = async (
  rwid: string,
  wslbid: string,
): Promise<{ raw: unknown; list: ReturnType<typeof docTypesSchema.parse> }> => {
  const json = await post(DETAIL_API.detailWs, { rwid, runId: RUN1, wslbid });
  expect(json).toMatchObject({ code: 200, success: true });
  return { raw: json.data, list: docTypesSchema.parse(json.data) };
};

describe('getRwDetailWslb', () => {
  it('lists the categories of an open task that have document types, as wslbsList rows', async () => {
    const c = await config(PENALTY);
    const { raw, list } = await categories(PENALTY);
    const withTypes = new Set(c.wssList.map((t) => t.rwwslbid));
    const expected = c.wslbsList.filter((l) => withTypes.has(l.id));
    expect(expected.length).toBeGreaterThan(1);
    // The same rows as the config's, field for field, in the same order.
    expect(raw).toEqual(
      (
        (await post(DETAIL_API.detailConfig, { rwid: PENALTY, runId: RUN1 })).data as {
          wslbsList: Array<{ id: string }>;
        }
      ).wslbsList.filter((l) => withTypes.has(l.id)),
    );
    expect(list.map((l) => l.wslbmc)).toEqual(expected.map((l) => l.wslbmc));
    expect(list.map((l) => l.wslbmc)).toContain('处罚文书');
  });

  it('narrows to one category with wslbid', async () => {
    const { list: all } = await categories(PENALTY);
    const punish = all.find((l) => l.wslbmc === '处罚文书');
    expect(punish).toBeDefined();
    const { list } = await categories(PENALTY, punish?.id);
    expect(list).toEqual([punish]);
  });

  it('lists nothing on a finished or voided task: nothing may be added to it now', async () => {
    expect((await config(FINISHED)).wslbsList.length).toBeGreaterThan(0);
    expect((await categories(FINISHED)).list).toEqual([]);
    expect((await categories(VOIDED)).list).toEqual([]);
    const one = (await config(FINISHED)).wslbsList[0];
    expect((await categories(FINISHED, one.id)).list).toEqual([]);
  });
});

describe('getRwDetailWs', () => {
  it('gives the document types of one category, as wssList rows of that category', async () => {
    const c = await config(PENALTY);
    const rawConfig = (await post(DETAIL_API.detailConfig, { rwid: PENALTY, runId: RUN1 }))
      .data as { wssList: Array<{ rwwslbid: string | null }> };
    for (const category of (await categories(PENALTY)).list) {
      const { raw, list } = await types(PENALTY, category.id);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((t) => t.rwwslbid === category.id)).toBe(true);
      expect(raw).toEqual(rawConfig.wssList.filter((t) => t.rwwslbid === category.id));
    }
    const punish = c.wslbsList.find((l) => l.wslbmc === '处罚文书');
    const { list } = await types(PENALTY, punish?.id ?? '');
    expect(list.find((t) => t.id === '9007')).toMatchObject({
      wsmc: '行政处罚决定书',
      tjfs: '1',
      xzurl: '/ws/cfjdsdw',
      wsdyid: 'WSDY9007',
      rwwslbid: punish?.id,
    });
  });

  it('keeps the types the add guards explain (a registration form)', async () => {
    const c = await config(RECHECK);
    const all = (
      await Promise.all(c.wslbsList.map(async (l) => (await types(RECHECK, l.id)).list))
    ).flat();
    const categorised = c.wssList.filter((t) => t.rwwslbid !== null);
    expect(all.map((t) => t.id).sort()).toEqual(categorised.map((t) => t.id).sort());
    expect(all.find((t) => t.id === '93')).toMatchObject({ wsmc: '复查申请登记', tjfs: '2' });
    // 申请作废 opens the void application by its form: the config lists it outside any category,
    // so the header button finds it on an inspection task too (and 新增文书 does not offer it).
    expect(c.wssList.filter((t) => t.rwwslbid === null)).toEqual([
      expect.objectContaining({ id: '9006', wsmc: '任务作废审批表', xzurl: '/ws/sqrwzfspb' }),
    ]);
  });

  it('gives nothing on a finished task', async () => {
    const one = (await config(FINISHED)).wslbsList[0];
    expect((await types(FINISHED, one.id)).list).toEqual([]);
  });
});

describe('refusals', () => {
  for (const path of [DETAIL_API.detailWslb, DETAIL_API.detailWs]) {
    it(`refuses as getRwDetailConfig does on ${path}`, async () => {
      const wslbid = (await config(PENALTY)).wslbsList[0].id;
      const cases: Array<[Record<string, string>, string]> = [
        [{ rwid: LISI_TASK, runId: runIdOf(21), wslbid }, '无权查看该任务'],
        [{ rwid: '1234567890', runId: RUN1, wslbid }, '任务不存在'],
        [{ rwid: PENALTY, runId: runIdOf(2), wslbid }, '任务不属于该流程'],
        [{ runId: RUN1, wslbid }, '任务ID不能为空'],
        [{ rwid: 'x'.repeat(65), wslbid }, '任务ID长度不能超过64个字符'],
        // A category of another task is unknown here, never described.
        [
          { rwid: PENALTY, runId: RUN1, wslbid: (await config(FINISHED)).wslbsList[0].id },
          '文书类别不存在',
        ],
        [{ rwid: PENALTY, runId: RUN1, wslbid: 'nope' }, '文书类别不存在'],
        [{ rwid: PENALTY, runId: RUN1, wslbid: 'x'.repeat(65) }, '文书类别ID长度不能超过64个字符'],
      ];
      for (const [form, msg] of cases) {
        const { status, json } = await call(server.url, demo, path, form);
        expect(status).toBe(200);
        expect(json).toEqual({ code: 400, success: false, data: null, msg });
      }
      // The other officer reads their own task's catalogue.
      const lisi = (await login(server.url, 'lisi')).access;
      const lisiConfig = detailConfigSchema.parse(
        (await post(DETAIL_API.detailConfig, { rwid: LISI_TASK, runId: runIdOf(21) }, lisi)).data,
      );
      const own = { rwid: LISI_TASK, runId: runIdOf(21), wslbid: lisiConfig.wslbsList[0].id };
      expect(await post(path, own, lisi)).toMatchObject({ code: 200, success: true });
    });
  }

  it('asks getRwDetailWs for its category', async () => {
    expect(await post(DETAIL_API.detailWs, { rwid: PENALTY, runId: RUN1 })).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: '文书类别ID不能为空',
    });
  });

  it('accepts RWID as an alias of rwid and no runId', async () => {
    expect(await post(DETAIL_API.detailWslb, { RWID: PENALTY })).toMatchObject({
      code: 200,
      success: true,
    });
  });
});

describe('a category with no document type', () => {
  it('is in the task config but not among the categories that may be added to', async () => {
    withDatabase(server.dataDir, (db) =>
      drizzle(db)
        .insert(categoryTable)
        .values({ id: 'empty-cat', rwid: PENALTY, name: '空类别', code: 'none', sort: 99 })
        .run(),
    );
    expect((await config(PENALTY)).wslbsList.map((l) => l.wslbmc)).toContain('空类别');
    expect((await categories(PENALTY)).list.map((l) => l.wslbmc)).not.toContain('空类别');
    expect((await categories(PENALTY, 'empty-cat')).list).toEqual([]);
    expect((await types(PENALTY, 'empty-cat')).list).toEqual([]);
  });
});
