import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { NeedsNetworkError } from '../errors';
import { gatherReadiness } from './readiness';
import type { ReadChannel } from '../gather';
import { treeRowSchema, taskInfoSchema } from '../../../shared/detail/schemas';
import type { Channel } from '../../../shared/contract';

// The readiness read gathers its input through the other areas' handlers (scripted here): only
// what the task can need is read, a part that cannot be read is named, the answer is as old as its
// oldest part.

const row = (o: Record<string, unknown>): Record<string, unknown> => ({
  UUID: String(o.UUID ?? o.TITLE),
  TITLE: '',
  TREE_LEVEL: 3,
  ...o,
});

const tree = [
  row({
    UUID: 't1',
    TREE_LEVEL: 1,
    RWID: 'T',
    TITLE: '日常检查',
    children: [
      row({
        UUID: 'c1',
        TREE_LEVEL: 2,
        TITLE: '检查文书',
        children: [
          row({ ID: 'a', FLWSID: 'fa', TITLE: '消防监督检查记录', STATUS: '1' }),
          row({
            ID: 'b',
            FLWSID: 'fb',
            TITLE: '责令限期改正通知书',
            WH: 'W1',
            STATUS: '3',
            SFSD: '1',
            STATUS2: '2',
          }),
          row({ ID: 'x', TITLE: '删除的文书', STATUS: '1', RW_ISDELETED: '1' }),
        ],
      }),
    ],
  }),
  // Another task of the run: its documents are not this task's.
  row({
    UUID: 't2',
    TREE_LEVEL: 1,
    RWID: 'P',
    TITLE: '行政处罚',
    children: [row({ ID: 'p', TITLE: '行政处罚决定书', STATUS: '2', RWID: 'P' })],
  }),
].map((r) => treeRowSchema.parse(r));

const rwxx = taskInfoSchema.parse({
  RWID: 'T',
  runId: 'run1',
  RWMC: '日常检查',
  RWLX: 31,
  rwzt: '2',
});

const cached = <T>(data: T, updatedAt = 100, source: 'network' | 'cache' = 'network') => ({
  data,
  source,
  updatedAt,
});

function script(answers: Partial<Record<Channel, () => unknown>>): {
  read: ReadChannel;
  asked: Channel[];
} {
  const asked: Channel[] = [];
  const read = (async (channel: Channel) => {
    asked.push(channel);
    const answer = answers[channel];
    if (!answer) throw new Error(`unexpected ${channel}`);
    return answer();
  }) as ReadChannel;
  return { read, asked };
}

describe('archive readiness gathering', () => {
  it('reads what the task needs and lists its own blockers', async () => {
    const { read, asked } = script({
      'detail:get': () =>
        cached({ config: { rwxx, btnsList: [], wslbsList: [], wssList: [], dataMap: {} }, tree }),
      'service:records': () => cached({ records: [], total: 0 }, 50, 'cache'),
      'inspection:dangers': () =>
        cached([
          { ID: '1', RWID: 'T', YHXX: '疏散通道堆放杂物', ZGQK: '0', FCRWID: null, SQFC: '0' },
        ]),
      'penalty:cases': () => {
        throw new NeedsNetworkError();
      },
      'videos:evidenceTree': () =>
        cached([
          {
            wslbmc: '检查文书',
            children: [
              {
                title: '消防监督检查记录',
                wh: null,
                wssyid: 'a',
                children: [{ fileName: '执法记录.avi', fileUrl: '', outMapId: 'o', uuid: 'u' }],
              },
            ],
          },
        ]),
      'credit:general': () =>
        cached({ record: null, refusal: null, due: { due: true, drafted: false, overdue: 1 } }),
      'uploads:list': () => [
        { title: '', name: '现场.mp4', state: 'uploading', target: { RWID: 'T' } },
        { title: '', name: '别的任务.mp4', state: 'uploading', target: { RWID: 'P' } },
      ],
    });
    const got = await gatherReadiness(read, silentLogger, { runId: 'run1', RWID: 'T' });
    expect(asked.sort()).toEqual([
      'credit:general',
      'detail:get',
      'inspection:dangers',
      'penalty:cases',
      'service:records',
      'uploads:list',
      'videos:evidenceTree',
    ]);
    expect(got.data.blockers.map((b) => b.text)).toEqual([
      '文书「消防监督检查记录」审批通过（当前：草稿，未送审）',
      '文书「责令限期改正通知书（W1）」送达（尚无送达记录）',
      '文件「现场.mp4」上传完成（上传中）',
      '执法证据「执法记录.avi」（消防监督检查记录）待服务器确认接收',
      '隐患「疏散通道堆放杂物」整改',
      '逾期不改的失信信息录入',
    ]);
    expect(got.data.unchecked).toEqual(['行政处罚案件']);
    expect(got).toMatchObject({ source: 'cache', updatedAt: 50 });
  });

  it('asks nothing a penalty case without documents could need', async () => {
    const info = { ...rwxx, RWID: 'P', RWLX: 61, rwzt: '1', sjtbzt: '1' };
    const { read, asked } = script({
      'detail:get': () =>
        cached({
          config: { rwxx: info, btnsList: [], wslbsList: [], wssList: [], dataMap: {} },
          tree: [],
        }),
      'uploads:list': () => [],
    });
    const got = await gatherReadiness(read, silentLogger, { runId: 'run1', RWID: 'P' });
    expect(asked).toEqual(['detail:get', 'uploads:list']);
    expect(got.data).toEqual({
      blockers: [
        { kind: 'penalty', text: '本案处罚结案', link: { to: 'button', type: 'penaltyClose' } },
        {
          kind: 'clock',
          text: '恢复计时（办案期限已中止计时）',
          link: { to: 'button', type: 'resumeClock' },
        },
      ],
      unchecked: [],
    });
  });
});
