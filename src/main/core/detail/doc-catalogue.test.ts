import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, pathOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import { createDetailService, type DetailService } from './detail-service';
import { DETAIL_API } from '../../../shared/detail/constants';

// getRwDetailWslb and getRwDetailWs through the detail service: the fields sent, the answers
// parsed, the last answer offline, refusals shown (never hidden behind the cache).

const T = { runId: 'run1', RWID: 'rw1' } as const;
const CATEGORIES = [
  { id: 11, wslbmc: '检查文书', lbdm: 'jcws', rwid: 'rw1', sort: 1 },
  { id: '12', wslbmc: '处罚文书', lbdm: 'cfws', rwid: 'rw1', sort: 2 },
];
const TYPES = [
  {
    id: 420,
    wsmc: '消防监督检查记录',
    tjfs: '1',
    xzurl: '/ws/xfjdjcjl',
    wsdyid: 'WSDY420',
    kglsh: '',
    rwwslbid: '11',
    rwwsszid: '420',
  },
];

describe('document catalogue (getRwDetailWslb, getRwDetailWs)', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let service: DetailService;
  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    service = createDetailService(() => deps.client, deps.reads, deps.generic);
  });
  afterEach(async () => {
    await server.close();
  });

  const sent = (): Array<{ path: string; form: Record<string, string> }> =>
    server.calls.map((c) => ({ path: pathOf(c.path), form: formOf(c.body) }));

  it('sends the task and the category, and parses the rows', async () => {
    server.handle((c) => ok(pathOf(c.path) === DETAIL_API.detailWslb ? CATEGORIES : TYPES));
    const cats = await service.docCategories(T);
    expect(cats.source).toBe('network');
    expect(cats.data).toEqual([
      expect.objectContaining({ id: '11', wslbmc: '检查文书' }),
      expect.objectContaining({ id: '12', wslbmc: '处罚文书' }),
    ]);
    await service.docCategories({ ...T, wslbid: '12' });
    const types = await service.docTypes({ ...T, wslbid: '11' });
    expect(types.data).toEqual([
      expect.objectContaining({ id: '420', wsmc: '消防监督检查记录', kglsh: null, rwwslbid: '11' }),
    ]);
    expect(sent()).toEqual([
      { path: DETAIL_API.detailWslb, form: { rwid: 'rw1', runId: 'run1' } },
      { path: DETAIL_API.detailWslb, form: { rwid: 'rw1', runId: 'run1', wslbid: '12' } },
      { path: DETAIL_API.detailWs, form: { rwid: 'rw1', runId: 'run1', wslbid: '11' } },
    ]);
  });

  it('reads null and null-to-empty as no rows, and refuses an answer without data', async () => {
    server.handle(() => ok(null));
    expect((await service.docCategories(T)).data).toEqual([]);
    server.handle(() => ok(''));
    expect((await service.docTypes({ ...T, wslbid: '11' })).data).toEqual([]);
    server.handle(() => ({ body: { code: 200, success: true, msg: '操作成功' } }));
    await expect(service.docTypes({ ...T, wslbid: '12' })).rejects.toMatchObject({
      kind: 'server',
    });
    server.handle(() => ok([{ wslbmc: '没有ID' }]));
    await expect(service.docCategories({ ...T, wslbid: '13' })).rejects.toBeTruthy();
  });

  it('answers offline from the last answer of the same question, else needs the network', async () => {
    server.handle((c) => ok(pathOf(c.path) === DETAIL_API.detailWslb ? CATEGORIES : TYPES));
    await service.docCategories(T);
    await service.docTypes({ ...T, wslbid: '11' });
    const before = server.calls.length;

    deps.setOnline(false);
    const cats = await service.docCategories(T);
    expect(cats.source).toBe('cache');
    expect(cats.data.map((c) => c.id)).toEqual(['11', '12']);
    expect((await service.docTypes({ ...T, wslbid: '11' })).source).toBe('cache');
    expect(server.calls.length).toBe(before);

    // Another category was never read: nothing to answer with.
    server.handle(() => ({ destroy: true }));
    await expect(service.docTypes({ ...T, wslbid: '12' })).rejects.toMatchObject({
      kind: 'needs-network',
    });
    // Unknown to be offline, the connection fails: the last answer still comes back.
    deps.setOnline(true);
    expect((await service.docCategories(T)).source).toBe('cache');
  });

  it('shows a refusal instead of the cached answer', async () => {
    server.handle(() => ok(CATEGORIES));
    await service.docCategories(T);
    server.handle(() => refuse('无权查看该任务'));
    await expect(service.docCategories(T)).rejects.toMatchObject({
      kind: 'server',
      message: '无权查看该任务',
    });
  });
});
