import { describe, expect, it } from 'vitest';
import {
  readinessBlockers,
  readinessRefusal,
  type ReadinessDocument,
  type ReadinessInput,
} from './readiness';
import { serviceRecordSchema, type ServiceRecord } from '../service/schemas';

const NOTICE = '责令限期改正通知书';
const WH = '新城消限字〔2026〕第0018号';

const doc = (over: Partial<ReadinessDocument> = {}): ReadinessDocument => ({
  ID: 'd1',
  FLWSID: 'f1',
  TITLE: NOTICE,
  WH,
  STATUS: '3',
  SFSD: '2',
  STATUS2: '2',
  ...over,
});

const record = (over: Record<string, unknown> = {}): ServiceRecord =>
  serviceRecordSchema.parse({
    ID: 'r1',
    RWID: 'T',
    flwssyid: 'd1',
    flwsid: 'f1',
    SDFS: '1',
    SDXS: '1',
    SFSD: '1',
    HZFJ: 0,
    SDDATE: '2026-03-01 10:00:00',
    ...over,
  });

const input = (over: Partial<ReadinessInput> = {}): ReadinessInput => ({
  task: { RWID: 'T', RWLX: 31, RWFLID: '31', rwzt: '2', sjtbzt: null },
  documents: [],
  ...over,
});

const texts = (i: ReadinessInput): string[] => readinessBlockers(i).map((b) => b.text);

describe('archive readiness', () => {
  it('has nothing to say about a finished task with its documents done', () => {
    expect(readinessBlockers(input({ documents: [doc()], services: [] }))).toEqual([]);
    expect(readinessRefusal([])).toBeNull();
  });

  it('names each document still on its way to approval, with where it stands', () => {
    const docs = [
      doc({ ID: 'a', STATUS: '1', TITLE: '消防监督检查记录', WH: null }),
      doc({ ID: 'b', STATUS: '2' }),
      doc({ ID: 'c', STATUS: '5', WH: null }),
      doc({ ID: 'd', STATUS: '9', WH: null }),
      // A refused document (4) is a decision the file keeps; a record needing no approval is done.
      doc({ ID: 'e', STATUS: '4' }),
      doc({ ID: 'g', STATUS: '10', TITLE: '询问笔录', WH: null, SFSD: '1', STATUS2: '1' }),
    ];
    const blockers = readinessBlockers(input({ documents: docs }));
    expect(blockers.map((b) => b.text)).toEqual([
      '文书「消防监督检查记录」审批通过（当前：草稿，未送审）',
      `文书「${NOTICE}（${WH}）」审批通过（当前：审批中）`,
      `文书「${NOTICE}」审批通过（当前：已退回）`,
      `文书「${NOTICE}」审批通过（当前：已撤回）`,
    ]);
    expect(blockers[0]).toMatchObject({
      kind: 'approval',
      link: { to: 'document', FLWSID: 'f1', ID: 'a' },
    });
  });

  it('asks for the seal of an approved served document with a number, then for its delivery', () => {
    const blockers = readinessBlockers(
      input({ documents: [doc({ STATUS2: '1', SFSD: '1' })], services: [] }),
    );
    expect(blockers).toEqual([
      {
        kind: 'seal',
        text: `文书「${NOTICE}（${WH}）」盖章`,
        link: { to: 'button', type: 'stamp' },
      },
      {
        kind: 'delivery',
        text: `文书「${NOTICE}（${WH}）」送达（尚无送达记录）`,
        link: { to: 'button', type: 'service' },
      },
    ]);
  });

  it('says what proof an undelivered document lacks, or that the delivery waits to be confirmed', () => {
    const d = doc({ SFSD: '1' });
    expect(texts(input({ documents: [d], services: [record()] }))).toEqual([
      `文书「${NOTICE}（${WH}）」送达（缺送达回证）`,
    ]);
    expect(texts(input({ documents: [d], services: [record({ HZFJ: 1 })] }))).toEqual([
      `文书「${NOTICE}（${WH}）」送达（待确认送达）`,
    ]);
    // Without the records read, the delivery is still missing; what it lacks is not said.
    expect(texts(input({ documents: [d] }))).toEqual([
      `文书「${NOTICE}（${WH}）」送达（尚无送达记录）`,
    ]);
  });

  it('asks for the proof of a document delivered without it', () => {
    const post = record({ SDXS: '3', SFSD: '2', YJHZFJ: 1, KDDH: null });
    expect(readinessBlockers(input({ documents: [doc()], services: [post] }))).toEqual([
      {
        kind: 'proof',
        text: `文书「${NOTICE}（${WH}）」补齐送达证明（缺邮寄单号）`,
        link: { to: 'button', type: 'service' },
      },
    ]);
  });

  it('leaves records and forms alone: only served documents are sealed and delivered', () => {
    const record = doc({ TITLE: '消防监督检查记录', STATUS: '10', SFSD: '1', STATUS2: '1' });
    expect(texts(input({ documents: [record], services: [] }))).toEqual([]);
  });

  it('names files the server has not confirmed: the upload queue and unconfirmed evidence', () => {
    const blockers = readinessBlockers(
      input({
        uploads: [
          { name: '现场检查.mp4', state: 'uploading' },
          { name: '检查记录签字页.pdf', state: 'failed' },
          { name: '整改照片.jpg', state: 'paused' },
          { name: '送达回证.pdf', state: 'held' },
          { name: '已上传.pdf', state: 'done' },
          { name: '已取消.pdf', state: 'cancelled' },
        ],
        evidence: [
          { fileName: '现场执法记录01.mp4', document: '询问笔录', confirmed: true },
          { fileName: '现场执法记录02.avi', document: '询问笔录', confirmed: false },
        ],
      }),
    );
    expect(blockers.map((b) => b.text)).toEqual([
      '文件「现场检查.mp4」上传完成（上传中）',
      '文件「检查记录签字页.pdf」上传完成（上传失败）',
      '文件「整改照片.jpg」上传完成（已暂停）',
      '文件「送达回证.pdf」上传完成（待保存）',
      '执法证据「现场执法记录02.avi」（询问笔录）待服务器确认接收',
    ]);
    expect(blockers[0].link).toEqual({ to: 'uploads' });
    expect(blockers[4].link).toEqual({ to: 'button', type: 'evidenceSync' });
  });

  it('names dangers not rectified, except those a re-inspection carries on', () => {
    const danger = { RWID: 'T', ZGQK: '0', FCRWID: null, SQFC: '0' };
    const blockers = readinessBlockers(
      input({
        dangers: [
          { ...danger, ID: '1', YHXX: '二层包间未按规定配置灭火器' },
          { ...danger, ID: '2', YHXX: '已整改的隐患', ZGQK: '1' },
          { ...danger, ID: '3', YHXX: '已立复查', FCRWID: 'R' },
          { ...danger, ID: '4', YHXX: '已申请复查', SQFC: '1' },
        ],
      }),
    );
    expect(blockers).toEqual([
      {
        kind: 'danger',
        text: '隐患「二层包间未按规定配置灭火器」整改',
        link: { to: 'button', type: 'hiddenDangers' },
      },
    ]);
    // The re-inspection itself is held by the dangers it re-checks.
    const reinspection = input({
      task: { RWID: 'R', RWLX: 45, RWFLID: '45', rwzt: '1', sjtbzt: null },
      dangers: [{ ...danger, ID: '3', YHXX: '防火卷帘下方堆放桌椅', FCRWID: 'R' }],
    });
    expect(texts(reinspection)).toEqual(['隐患「防火卷帘下方堆放桌椅」整改']);
  });

  it('names open penalty cases the task is linked to, and its own open case', () => {
    const linked = {
      CFRWID: 'C',
      runId: 'run1',
      RWMC: '关于某商场消防违法行为的行政处罚',
      RWZT: '1',
      LYRWID: 'X,T',
      LYCPRWID: null,
      LYJSFWRWID: null,
    };
    const blockers = readinessBlockers(
      input({
        penaltyCases: [
          linked,
          { ...linked, CFRWID: 'D', LYRWID: 'X' },
          // A technical-service task (class 37) is linked through LYJSFWRWID.
          { ...linked, CFRWID: 'E', LYRWID: null, LYJSFWRWID: 'T' },
        ],
      }),
    );
    expect(blockers).toEqual([
      {
        kind: 'penalty',
        text: '行政处罚案件「关于某商场消防违法行为的行政处罚」结案',
        link: { to: 'task', RWID: 'C', runId: 'run1' },
      },
    ]);
    const own = input({ task: { RWID: 'C', RWLX: 61, RWFLID: '61', rwzt: '1', sjtbzt: null } });
    expect(readinessBlockers(own)).toEqual([
      { kind: 'penalty', text: '本案处罚结案', link: { to: 'button', type: 'penaltyClose' } },
    ]);
    // A coercive measure (65) is no case; a finished case was closed.
    expect(texts({ ...own, task: { ...own.task, RWLX: 65 } })).toEqual([]);
    expect(texts({ ...own, task: { ...own.task, rwzt: '2' } })).toEqual([]);
  });

  it('asks for a credit entry that is due, and for the clock to be resumed', () => {
    expect(readinessBlockers(input({ credit: { due: true, drafted: false } }))).toEqual([
      {
        kind: 'credit',
        text: '逾期不改的失信信息录入',
        link: { to: 'button', type: 'creditGeneral' },
      },
    ]);
    expect(texts(input({ credit: { due: true, drafted: true } }))).toEqual([]);
    expect(texts(input({ credit: { due: false, drafted: false } }))).toEqual([]);
    const suspended = input({
      task: { RWID: 'T', RWLX: 31, RWFLID: null, rwzt: '2', sjtbzt: '1' },
    });
    expect(readinessBlockers(suspended)).toEqual([
      {
        kind: 'clock',
        text: '恢复计时（办案期限已中止计时）',
        link: { to: 'button', type: 'resumeClock' },
      },
    ]);
  });

  it('lists the blockers in the order of the work, and refuses with all of them', () => {
    const blockers = readinessBlockers(
      input({
        task: { RWID: 'T', RWLX: 31, RWFLID: '31', rwzt: '2', sjtbzt: '1' },
        documents: [doc({ STATUS2: '1' }), doc({ ID: 'z', STATUS: '1', WH: null })],
        dangers: [
          { ID: '1', RWID: 'T', YHXX: '疏散通道堆放杂物', ZGQK: '0', FCRWID: null, SQFC: null },
        ],
      }),
    );
    expect(blockers.map((b) => b.kind)).toEqual(['approval', 'seal', 'danger', 'clock']);
    expect(readinessRefusal(blockers)).toBe(
      `归档前请先完成：文书「${NOTICE}」审批通过（当前：草稿，未送审）；文书「${NOTICE}（${WH}）」盖章；` +
        '隐患「疏散通道堆放杂物」整改；恢复计时（办案期限已中止计时）',
    );
  });
});
