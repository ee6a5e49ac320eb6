import { describe, expect, it } from 'vitest';
import { ok, type FakeReply } from '../testing/fake-http';
import type { PenaltyService } from './penalty-service';
import { T, TASK, usePenaltyRig } from './testing';
import { GENERIC_API } from '../../../shared/generic/constants';
import {
  CHECK_APPLICATIONS_DWID,
  PENALTY_API,
  PENALTY_CASES_DWID,
} from '../../../shared/penalty/constants';

// The penalty reads against a scripted server: the fields sent, the answers parsed (null-to-empty
// included), the cache offline, and malformed answers refused in Chinese and never cached.

const ITEM = {
  CFRWID: 9001,
  RWMC: '某商贸有限公司行政处罚',
  CFDXLX: 2,
  CF_LYTYPE: '1',
  CFLCLX: '1',
  CFDXMC: '某商贸有限公司',
  CFDXDZ: '',
};

const CASE = {
  CFRWID: 9001,
  RWMC: '某商贸有限公司行政处罚',
  runId: 'run9',
  CFDXMC: '某商贸有限公司',
  CFDXLX: '2',
  CFLCLX: 1,
  RWZT: '1',
  LARQ: '2024-05-01',
  CBRXM: '张伟',
  LYRWID: 'rw1,rw5',
  LYCPRWID: '',
  LYJSFWRWID: '',
};

const REDUCTION = {
  CZR: '张伟',
  CFZL: '罚款',
  CFJE: 6000,
  JQJE: '4000',
  JQCFYL: '当事人积极配合调查',
  GLWS: '行政处罚决定书',
  WFXWLIST: [{ WFXW: '占用疏散通道', FDED: '5000-50000', LFCD: '10000-30000' }],
};

const APPLICATION = {
  ID: 77,
  RWID: 'rw1',
  SQDW: '某商贸有限公司',
  SQR: '王五',
  LXDH: '',
  SQRQ: '2024-06-03',
  ZGQK: '疏散通道已清理',
  CRT_TIME: '2024-06-03 10:00:00',
  CRT_USERNAME: '张伟',
};

const page = (records: unknown[]): FakeReply =>
  ok({ data: { records, total: records.length, current: 1, size: 9999, pages: 1 } });

describe('penalty service: reads', () => {
  const rig = usePenaltyRig();
  const answer = rig.answer;
  const sent = rig.sent;

  it('reads the generated item and the reduction with the task', async () => {
    answer({ [PENALTY_API.item]: ok(ITEM), [PENALTY_API.reduction]: ok(REDUCTION) });
    expect((await rig.service.item(T)).data).toMatchObject({
      CFRWID: '9001',
      CFDXLX: '2',
      CFDXDZ: null,
    });
    const reduction = (await rig.service.reduction(T)).data;
    // The reason arrives as JQCFYL from this gateway, and is read as JQCFYY.
    expect(reduction).toMatchObject({ CFJE: '6000', JQJE: '4000', JQCFYY: '当事人积极配合调查' });
    expect(reduction?.WFXWLIST).toEqual([
      { WFXW: '占用疏散通道', FDED: '5000-50000', LFCD: '10000-30000' },
    ]);
    expect(sent()).toEqual([
      { path: PENALTY_API.item, form: TASK },
      { path: PENALTY_API.reduction, form: TASK },
    ]);
  });

  it.each([
    ['null', null],
    ['null-to-empty\'s ""', ''],
    ["null-to-empty's {}", {}],
  ])('reads no item and no reduction (%s) as null', async (_n, data) => {
    answer({ [PENALTY_API.item]: ok(data), [PENALTY_API.reduction]: ok(data) });
    expect((await rig.service.item(T)).data).toBeNull();
    expect((await rig.service.reduction(T)).data).toBeNull();
  });

  it('queries the link table (20032) whole, with the task and its class', async () => {
    answer({ [GENERIC_API.pageQuery]: page([CASE]) });
    const cases = await rig.service.cases({ ...T, RWFLID: '37' });
    expect(cases.data).toEqual([
      { ...CASE, CFRWID: '9001', CFLCLX: '1', LYCPRWID: null, LYJSFWRWID: null },
    ]);
    const [call] = sent();
    expect(call.path).toBe(GENERIC_API.pageQuery);
    expect(call.form).toMatchObject({
      dwId: String(PENALTY_CASES_DWID),
      runId: 'run1',
      current: '1',
      size: '9999',
    });
    expect(JSON.parse(call.form.obj)).toEqual({ RWID: 'rw1', RWFLID: '37' });
  });

  it('sends no class for a task without one', async () => {
    answer({ [GENERIC_API.pageQuery]: page([]) });
    expect((await rig.service.cases({ ...T, RWFLID: null })).data).toEqual([]);
    expect(JSON.parse(sent()[0].form.obj)).toEqual({ RWID: 'rw1' });
  });

  it("lists the task's three-stop check applications (3903)", async () => {
    answer({ [GENERIC_API.pageQuery]: page([APPLICATION]) });
    expect((await rig.service.checkApplications(T)).data).toEqual([
      { ...APPLICATION, ID: '77', LXDH: null },
    ]);
    const [call] = sent();
    expect(call.form).toMatchObject({ dwId: String(CHECK_APPLICATIONS_DWID), runId: 'run1' });
    expect(JSON.parse(call.form.obj)).toEqual({ RWID: 'rw1' });
  });

  const reads: [string, (s: PenaltyService) => Promise<unknown>, string, FakeReply][] = [
    ['item', (s) => s.item(T), PENALTY_API.item, ok(ITEM)],
    ['reduction', (s) => s.reduction(T), PENALTY_API.reduction, ok(REDUCTION)],
    ['cases', (s) => s.cases({ ...T, RWFLID: '1' }), GENERIC_API.pageQuery, page([CASE])],
    [
      'checkApplications',
      (s) => s.checkApplications(T),
      GENERIC_API.pageQuery,
      page([APPLICATION]),
    ],
  ];

  it.each(reads)('%s: answers from the cache offline', async (_n, run, path, reply) => {
    answer({ [path]: reply });
    const fresh = await run(rig.service);
    rig.deps.setOnline(false);
    rig.server.handle(() => ({ destroy: true }));
    const cached = await run(rig.service);
    expect(cached).toMatchObject({ source: 'cache', data: (fresh as { data: unknown }).data });
  });

  const malformed: [string, Record<string, FakeReply>][] = [
    ['a wrong item', { [PENALTY_API.item]: ok({ CFRWID: { x: 1 }, RWMC: '案件' }) }],
    ['a reduction with a bad list', { [PENALTY_API.reduction]: ok({ ...REDUCTION, WFXWLIST: 5 }) }],
    ['a page without records', { [GENERIC_API.pageQuery]: ok({ data: { total: 1 } }) }],
    ['a case without its id', { [GENERIC_API.pageQuery]: page([{ ...CASE, CFRWID: null }]) }],
    [
      'an HTML page',
      Object.fromEntries(
        [PENALTY_API.item, PENALTY_API.reduction, GENERIC_API.pageQuery].map((p) => [
          p,
          { raw: Buffer.from('<html></html>'), headers: { 'Content-Type': 'text/html' } },
        ]),
      ),
    ],
  ];

  describe.each(malformed)('%s', (_n, replies) => {
    it.each(reads.filter(([, , path]) => replies[path]))(
      '%s: refused in Chinese, caching nothing',
      async (_r, run) => {
        answer(replies);
        const err = await run(rig.service).catch((e: unknown) => e);
        expect(err).toMatchObject({ kind: 'server' });
        expect((err as Error).message).toMatch(/服务器返回/);
        rig.deps.setOnline(false);
        rig.server.handle(() => ({ destroy: true }));
        await expect(run(rig.service)).rejects.toMatchObject({ kind: 'needs-network' });
      },
    );
  });
});
