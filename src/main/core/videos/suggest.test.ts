import { describe, expect, it } from 'vitest';
import { gatherStaleVideos, gatherTaskSuggestions } from './suggest';
import { silentLogger } from '../logger';
import type { ReadChannel } from '../gather';
import type { Cached } from '../../../shared/common/types';
import type { Channel, ParsedRequest, Response } from '../../../shared/contract';
import { taskInfoSchema, treeRowSchema } from '../../../shared/detail/schemas';
import { serviceRecordSchema } from '../../../shared/service/schemas';
import { videoRecordSchema, type VideoRecord } from '../../../shared/videos/schemas';
import { parseChinaTime } from '../../../shared/videos/suggest';

// The gathering of the suggestion rule's input from the other areas' reads (scripted here; the
// reference server's answers in video.integration.test.ts): which reads, with what, and what the
// officer is told when a part cannot be read.

const NOW = parseChinaTime('2026-11-25 10:00:00') ?? 0;
const UNIT = '1501020000';

const cached = <T>(
  data: T,
  source: 'network' | 'cache' = 'network',
  updatedAt = NOW,
): Cached<T> => ({
  data,
  source,
  updatedAt,
});

const row = (over: Record<string, unknown>) =>
  treeRowSchema.parse({ UUID: String(over.ID ?? over.RWID), TITLE: '', children: [], ...over });

/** Task T1: an inspection record (jcjlid), an inquiry record, a sampling row of another task. */
const detail = (rwzt = '1') =>
  cached({
    config: {
      rwxx: taskInfoSchema.parse({
        RWID: 'T1',
        runId: 'R1',
        RWMC: '关于欣悦KTV的举报投诉核查',
        CBRXM: '张伟',
        copycbr: '李强、王磊',
        jcjlid: 'F-JCJL',
        rwzt,
      }),
      btnsList: [],
      wslbsList: [],
      wssList: [],
      dataMap: {},
    },
    tree: [
      row({
        TREE_LEVEL: 1,
        RWID: 'T1',
        children: [
          row({ TREE_LEVEL: 3, ID: 'D1', FLWSID: 'F-JCJL', XGURL: '/ws/xfjdjcjl?x=1' }),
          row({ TREE_LEVEL: 3, ID: 'D2', FLWSID: 'F-XWBL', XGURL: '/ws/xwbl' }),
          row({ TREE_LEVEL: 3, ID: 'D3', FLWSID: 'F-DEL', XGURL: '/ws/xwbl', RW_ISDELETED: '1' }),
          row({ TREE_LEVEL: 3, ID: 'D4', FLWSID: 'F-ZGTZ', XGURL: '/ws/zlxqzgtzs' }),
        ],
      }),
      row({
        TREE_LEVEL: 1,
        RWID: 'T2',
        children: [row({ TREE_LEVEL: 3, ID: 'D5', FLWSID: 'F-OTHER', XGURL: '/ws/xwbl' })],
      }),
    ],
  });

const VALUES: Record<string, Record<string, string>> = {
  'F-JCJL': { JCSJ: '2026-11-17 09:30', JCJSSJ: '2026-11-17 11:10' },
  'F-XWBL': { KSSJ: '2026-11-17 13:05', JSSJ: '2026-11-17 13:50' },
};

const service = (SDDATE: string, SDFS: string, SDXS: string | null) =>
  serviceRecordSchema.parse({ ID: SDDATE + SDXS, SDDATE, SDFS, SDXS });

const video = (id: string, over: Partial<VideoRecord> = {}): VideoRecord =>
  videoRecordSchema.parse({
    ID: id,
    FILENAME: `${id}.mp4`,
    SN: 'ZFJLY-150102-01',
    POLICE_NUMBER: '1502117',
    CREATETIME: '2026-11-17 18:00:00',
    ...over,
  });

type Script = { [C in Channel]?: (req: ParsedRequest<C>) => Response<C> | Promise<Response<C>> };

function scripted(over: Script = {}): { read: ReadChannel; calls: Array<[Channel, unknown]> } {
  const calls: Array<[Channel, unknown]> = [];
  const base: Script = {
    'shell:bootstrap': () =>
      ({
        version: '1',
        settings: { workCalendar: {} },
        net: { online: true },
        session: {
          account: 'demo',
          realName: '张伟',
          tenantId: '000000',
          user: {
            user_id: 'U1',
            account: 'demo',
            real_name: '张伟',
            company_id: UNIT,
            company_name: '新城区大队',
            region_code: '150102',
            dept_id: null,
            police_number: '1502117',
            permissions: [],
          },
        },
      }) as unknown as Response<'shell:bootstrap'>,
    'recorder:settings': () => ({
      folders: [],
      recorders: [{ recorderNumber: 'ZFJLY-150102-02', policeNumber: '1502121', locked: false }],
      evidenceDir: '',
      workstation: '',
    }),
    'detail:get': () => detail(),
    'documents:get': (req) =>
      cached({
        FLWSID: req.FLWSID,
        RWID: 'T1',
        runId: 'R1',
        form: '',
        rwwsszid: '',
        TITLE: '',
        WH: null,
        STATUS: null,
        STATUS1: null,
        values: VALUES[req.FLWSID] ?? {},
      }),
    'service:records': () =>
      cached({
        records: [
          service('2026-11-17 15:20', '1', '1'),
          service('2026-11-17 16:00', '1', '3'),
          service('2026-11-17 16:30', '2', '5'),
          service('2026-11-17 17:00', '1', null),
        ],
        total: 4,
      }),
    'generic:lookup': (req) =>
      cached({
        records:
          req.search === '李强'
            ? [
                { REAL_NAME: '李强', POLICE_NUMBER: '1502121' },
                { REAL_NAME: '李强强', POLICE_NUMBER: '9' },
              ]
            : [
                { REAL_NAME: '王磊', POLICE_NUMBER: '1502130' },
                { REAL_NAME: '王磊', POLICE_NUMBER: '1502131' },
              ],
        total: 2,
      }),
    'videos:list': () =>
      cached({
        records: [
          video('v-jcjl', { PSKSSJ: '2026-11-17 09:26:00', PSJSSJ: '2026-11-17 09:58:00' }),
          video('v-xwbl', {
            SN: 'ZFJLY-150102-02',
            POLICE_NUMBER: null,
            PSKSSJ: '2026-11-17 13:10:00',
          }),
          video('v-post', { PSKSSJ: '2026-11-17 16:02:00', PSJSSJ: '2026-11-17 16:05:00' }),
          video('v-unknown-manner', {
            PSKSSJ: '2026-11-17 16:58:00',
            PSJSSJ: '2026-11-17 17:03:00',
          }),
        ],
        total: 4,
      }),
    'tasks:list': () =>
      cached({
        records: [
          { RWID: 'T1', runId: 'R1', RWMC: '任务1', rwzt: '1' },
          { RWID: 'T9', runId: 'R9', RWMC: '已结案的任务', rwzt: '3' },
        ],
        total: 2,
      }) as unknown as Response<'tasks:list'>,
  };
  const handlers = { ...base, ...over } as Record<Channel, (req: unknown) => unknown>;
  const read = (async (channel: Channel, req: unknown) => {
    calls.push([channel, req]);
    const handler = handlers[channel];
    if (!handler) throw new Error(`unscripted ${channel}`);
    return handler(req);
  }) as ReadChannel;
  return { read, calls };
}

const deps = (read: ReadChannel) => ({ read, logger: silentLogger, now: () => NOW });
const reqsOf = (calls: Array<[Channel, unknown]>, channel: Channel): unknown[] =>
  calls.filter(([c]) => c === channel).map(([, r]) => r);

describe('videos:suggest gathers the task, its officers, its times and the unbound videos', () => {
  it('reads the on-site records and on-site deliveries, the officers by name, and the videos since', async () => {
    const { read, calls } = scripted();
    const got = await gatherTaskSuggestions(deps(read), { runId: 'R1', rwid: 'T1' });
    // The inspection record (jcjlid) and the inquiry record; not the deleted one, not T2's.
    expect(reqsOf(calls, 'documents:get')).toEqual([{ FLWSID: 'F-JCJL' }, { FLWSID: 'F-XWBL' }]);
    expect(reqsOf(calls, 'service:records')).toEqual([
      { runId: 'R1', RWID: 'T1', SFCXLSSJ: '0', current: 1, size: 9999 },
    ]);
    // The officer is the 承办人 (the session's police number); each 协办人 is looked up by name.
    expect(reqsOf(calls, 'generic:lookup')).toEqual([
      {
        table: 'BLADE_USER',
        labelField: 'REAL_NAME',
        keyField: 'COMPANY_ID',
        keyValue: UNIT,
        search: '李强',
      },
      {
        table: 'BLADE_USER',
        labelField: 'REAL_NAME',
        keyField: 'COMPANY_ID',
        keyValue: UNIT,
        search: '王磊',
      },
    ]);
    // Unbound videos of the unit and below, created since a day before the first window.
    expect(reqsOf(calls, 'videos:list')).toEqual([
      {
        rwid: 'T1',
        zgdwid: UNIT,
        TYGXJGFW: '1',
        bdzt: '0',
        kssj: '2026-11-16 09:15:00',
        current: 1,
        size: 200,
      },
    ]);
    expect(got.data.suggestions.map((s) => [s.video.ID, s.reason])).toEqual([
      ['v-jcjl', '警号 1502117 为承办人张伟；拍摄时段与现场检查时段（09:30–11:10）重叠'],
      ['v-unknown-manner', '警号 1502117 为承办人张伟；拍摄时段包含文书送达时间（17:00）'],
      [
        'v-xwbl',
        '记录仪 ZFJLY-150102-02 属于协办人李强；拍摄于询问时段（13:05–13:50）内；视频无结束时间，按开始时间比对',
      ],
    ]);
    // Two officers named 王磊 in the unit: neither is guessed.
    expect(got.data.notes).toEqual(['协办人王磊的警号未能确定，未按其记录仪推荐']);
    expect(got).toMatchObject({ source: 'network', updatedAt: NOW });
  });

  it('takes an in-person delivery from a receipt marked 已送达 that the service records lack', async () => {
    // lisi's penalty case: its 送达回证 is 已送达, the service register holds nothing for it.
    const base = detail();
    const receipt = (ID: string, FLWSID: string, SFSD: string) =>
      row({ TREE_LEVEL: 3, ID, FLWSID, RWWSSZID: '46', XGURL: '/ws/sdhz', SFSD });
    const tree = [
      {
        ...base.data.tree[0],
        children: [
          receipt('R1', 'F-SDHZ', '2'),
          receipt('R2', 'F-SDHZ-POST', '2'),
          receipt('R3', 'F-SDHZ-OPEN', '1'),
        ],
      },
    ];
    const values: Record<string, Record<string, string>> = {
      'F-SDHZ': { SDSJ: '2026-11-17 15:20', SDFS: '1' },
      'F-SDHZ-POST': { SDSJ: '2026-11-17 16:00', SDFS: '3' },
      'F-SDHZ-OPEN': { SDSJ: '2026-11-17 17:00', SDFS: '1' },
    };
    const { read, calls } = scripted({
      'detail:get': () => ({ ...base, data: { ...base.data, tree } }),
      'documents:get': (req) =>
        cached({
          FLWSID: req.FLWSID,
          RWID: 'T1',
          runId: 'R1',
          form: 'sdhz',
          rwwsszid: '46',
          TITLE: '送达回证',
          WH: null,
          STATUS: '10',
          STATUS1: '2',
          values: values[req.FLWSID] ?? VALUES[req.FLWSID] ?? {},
        }),
      'service:records': () => cached({ records: [], total: 0 }),
      'videos:list': () =>
        cached({
          records: [
            video('v-handover', { PSKSSJ: '2026-11-17 15:18:00', PSJSSJ: '2026-11-17 15:25:00' }),
            video('v-post', { PSKSSJ: '2026-11-17 15:58:00', PSJSSJ: '2026-11-17 16:03:00' }),
            video('v-not-yet', { PSKSSJ: '2026-11-17 16:58:00', PSJSSJ: '2026-11-17 17:03:00' }),
          ],
          total: 3,
        }),
    });
    const got = await gatherTaskSuggestions(deps(read), { runId: 'R1', rwid: 'T1' });
    // The delivered receipts are read (and the inspection record of jcjlid); not the undelivered one.
    expect(reqsOf(calls, 'documents:get')).toEqual([
      { FLWSID: 'F-JCJL' },
      { FLWSID: 'F-SDHZ' },
      { FLWSID: 'F-SDHZ-POST' },
    ]);
    expect(got.data.notes).not.toContain(
      '该任务暂无现场检查、询问、勘验、抽样或文书送达的时间，无法推荐视频',
    );
    // The handover in person matches; the posted one and the undelivered receipt do not.
    expect(got.data.suggestions.map((s) => [s.video.ID, s.reason])).toEqual([
      ['v-handover', '警号 1502117 为承办人张伟；拍摄时段包含文书送达时间（15:20）'],
    ]);
  });

  it('counts a delivery once when the register and its receipt both hold it', async () => {
    const base = detail();
    const tree = [
      {
        ...base.data.tree[0],
        children: [row({ TREE_LEVEL: 3, ID: 'R1', FLWSID: 'F-SDHZ', RWWSSZID: '46', SFSD: '2' })],
      },
    ];
    const { read } = scripted({
      'detail:get': () => ({ ...base, data: { ...base.data, tree } }),
      'documents:get': (req) =>
        cached({
          FLWSID: req.FLWSID,
          RWID: 'T1',
          runId: 'R1',
          form: 'sdhz',
          rwwsszid: '46',
          TITLE: '送达回证',
          WH: null,
          STATUS: '10',
          STATUS1: '2',
          values: (req.FLWSID === 'F-SDHZ'
            ? { SDSJ: '2026-11-17 15:20:00', SDFS: '1' }
            : {}) as Record<string, string>,
        }),
      'service:records': () =>
        cached({ records: [service('2026-11-17 15:20', '1', '1')], total: 1 }),
      'videos:list': () =>
        cached({
          records: [
            video('v-handover', { PSKSSJ: '2026-11-17 15:18:00', PSJSSJ: '2026-11-17 15:25:00' }),
          ],
          total: 1,
        }),
    });
    const got = await gatherTaskSuggestions(deps(read), { runId: 'R1', rwid: 'T1' });
    expect(got.data.suggestions.map((s) => [s.video.ID, s.reason])).toEqual([
      ['v-handover', '警号 1502117 为承办人张伟；拍摄时段包含文书送达时间（15:20）'],
    ]);
  });

  it('goes on without a part it cannot read, says so, and is as old as its oldest part', async () => {
    const { read } = scripted({
      'service:records': () => {
        throw new Error('offline, never read');
      },
      'detail:get': () => ({ ...detail(), source: 'cache', updatedAt: NOW - 3_600_000 }),
    });
    const got = await gatherTaskSuggestions(deps(read), { runId: 'R1', rwid: 'T1' });
    expect(got.data.notes[0]).toBe('送达记录未能读取，推荐可能不完整');
    expect(got.data.suggestions.map((s) => s.video.ID)).toEqual(['v-jcjl', 'v-xwbl']);
    expect(got).toMatchObject({ source: 'cache', updatedAt: NOW - 3_600_000 });
  });

  it('reads no video for a closed task or one without times', async () => {
    const closed = scripted({ 'detail:get': () => detail('3') });
    expect(
      (await gatherTaskSuggestions(deps(closed.read), { runId: 'R1', rwid: 'T1' })).data,
    ).toEqual({
      suggestions: [],
      notes: [],
    });
    expect(reqsOf(closed.calls, 'videos:list')).toEqual([]);
    const timeless = scripted({
      'documents:get': (req) =>
        ({ ...cached({ ...VALUES }), data: { FLWSID: req.FLWSID, values: {} } }) as never,
      'service:records': () => cached({ records: [], total: 0 }),
    });
    const got = await gatherTaskSuggestions(deps(timeless.read), { runId: 'R1', rwid: 'T1' });
    expect(got.data.notes).toContain(
      '该任务暂无现场检查、询问、勘验、抽样或文书送达的时间，无法推荐视频',
    );
    expect(reqsOf(timeless.calls, 'videos:list')).toEqual([]);
  });

  it('reads at most three pages of videos and says so', async () => {
    const full = Array.from({ length: 200 }, (_, i) => video(`x${i}`));
    const { read, calls } = scripted({
      'videos:list': () => cached({ records: full, total: 900 }),
    });
    const got = await gatherTaskSuggestions(deps(read), { runId: 'R1', rwid: 'T1' });
    expect(reqsOf(calls, 'videos:list').map((r) => (r as { current: number }).current)).toEqual([
      1, 2, 3,
    ]);
    expect(got.data.notes).toContain('仅比对了最近导入的 600 个未绑定视频');
  });
});

describe('videos:stale lists what waits, reading the tasks only then', () => {
  it('reads no task when nothing waits more than three working days', async () => {
    const { read, calls } = scripted({
      'videos:list': () =>
        cached({ records: [video('new', { CREATETIME: '2026-11-24 18:00:00' })], total: 1 }),
    });
    expect((await gatherStaleVideos(deps(read))).data).toEqual({ rows: [], notes: [] });
    expect(reqsOf(calls, 'videos:list')).toEqual([
      {
        rwid: '',
        zgdwid: UNIT,
        TYGXJGFW: '1',
        bdzt: '0',
        kssj: '2026-08-27 10:00:00',
        current: 1,
        size: 200,
      },
    ]);
    expect(reqsOf(calls, 'tasks:list')).toEqual([]);
  });

  it('gathers the open tasks and answers the videos with their likely tasks', async () => {
    const { read, calls } = scripted();
    const got = await gatherStaleVideos(deps(read));
    expect(reqsOf(calls, 'tasks:list')).toEqual([{ current: 1, size: 200, descs: 'crt_time' }]);
    // The archived task is not read.
    expect(reqsOf(calls, 'detail:get')).toEqual([{ runId: 'R1', RWID: 'T1' }]);
    expect(
      got.data.rows.map((r) => [r.video.ID, r.workingDays, r.tasks.map((t) => t.RWID)]),
    ).toEqual([
      // Those with a likely task first, the latest recorded first.
      ['v-unknown-manner', 6, ['T1']],
      ['v-xwbl', 6, ['T1']],
      ['v-jcjl', 6, ['T1']],
      // The officer's own, with no likely task (a post delivery is no on-site time).
      ['v-post', 6, []],
    ]);
  });
});
