import { fresh, type FakeHandlers } from '../../test/fakes';
import type { PenaltyCase, PenaltyItem } from '../../../shared/penalty/schemas';
import type { DictItem } from '../../../shared/dict/schemas';
import { PENALTY_TASK_BUTTONS } from '../../../shared/penalty/buttons';
import type { DetailConfig, TaskInfo } from '../../../shared/detail/schemas';
import { detail, detailConfig } from '../detail/testing';
import { dictionaries } from '../../components/testing';

// The penalty area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts): a task
// with no penalty item yet, two cases to link (one already linked to rw1), every write accepted.

/** A penalty case of the link table, with `over` on top. */
export const penaltyCase = (over: Partial<PenaltyCase> = {}): PenaltyCase => ({
  CFRWID: 'cf1',
  RWMC: '南京某商贸有限公司消防安全违法行为案',
  runId: 'run9',
  CFDXMC: '南京某商贸有限公司',
  CFDXLX: '2',
  CFLCLX: '1',
  RWZT: '1',
  LARQ: '2024-05-08',
  CBRXM: '张伟',
  LYRWID: null,
  LYCPRWID: null,
  LYJSFWRWID: null,
  ...over,
});

export const penaltyCases: PenaltyCase[] = [
  penaltyCase(),
  penaltyCase({
    CFRWID: 'cf2',
    RWMC: '王某某消防违法行为案',
    CFDXMC: '王某某',
    CFDXLX: '1',
    CFLCLX: '2',
    RWZT: '2',
    LARQ: '2024-05-10',
    CBRXM: '李强',
    LYRWID: 'rw7,rw1',
  }),
];

/** A penalty item already generated from the task: its types are fixed. */
export const penaltyItem = (over: Partial<PenaltyItem> = {}): PenaltyItem => ({
  CFRWID: 'cf1',
  RWMC: '南京某商贸有限公司消防安全违法行为案',
  CFDXLX: '2',
  CF_LYTYPE: '1',
  CFLCLX: '1',
  CFDXMC: '南京某商贸有限公司',
  CFDXDZ: '南京市鼓楼区中山路1号',
  ...over,
});

const dict = (entries: ReadonlyArray<[string, string]>): DictItem[] =>
  entries.map(([dictKey, dictValue], i) => ({ dictKey, dictValue, remark: null, sort: i + 1 }));

/** The object and source type dictionaries as the province configures them. */
export const penaltyDictionaries: Readonly<Record<string, DictItem[]>> = {
  XFJD_XZCF_CFDXLX: dict([
    ['1', '个人'],
    ['2', '单位'],
  ]),
  XFJD_XZCF_CFLYLX: dict([
    ['1', '监督检查'],
    ['2', '举报投诉'],
    ['3', '火灾事故调查'],
  ]),
};

export const penaltyFakes = (): FakeHandlers => ({
  'penalty:item': () => fresh(null),
  'penalty:cases': () => fresh(penaltyCases),
  'penalty:link': () => ({ message: '关联成功!' }),
  'penalty:unlink': () => ({ message: '取消成功' }),
  'penalty:reduction': () => fresh(null),
  'penalty:close': () => ({ message: '操作成功!' }),
  'penalty:quickToGeneral': () => ({ message: '操作成功!' }),
  'penalty:liftSeal': () => ({ message: '操作成功!' }),
  'penalty:checkApplications': () => fresh([]),
  'penalty:applyCheck': () => ({ message: '操作成功!' }),
});

/** The dictionaries with the penalty ones filled (the common fake leaves them empty). */
export const penaltyDictFake: FakeHandlers = {
  'dict:get': (req) =>
    fresh(
      penaltyDictionaries[req.code] ?? dictionaries[req.code as keyof typeof dictionaries] ?? [],
    ),
};

/** Each penalty button's name as the server sends it. */
export const NAMES = Object.fromEntries(PENALTY_TASK_BUTTONS.map((b) => [b.type, b.names[0]])) as {
  [K in (typeof PENALTY_TASK_BUTTONS)[number]['type']]: string;
};

/** Every penalty button as a task's btnsList shows it. */
export const ALL = PENALTY_TASK_BUTTONS.map((b) => ({
  btnPos: '1',
  btnName: b.names[0],
  btnType: b.type,
  color: 'primary',
}));

/** The detail screen's address of the task penaltyTask answers. */
export const PENALTY_TASK_PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';

/** The task rw1 of run1 with every penalty button and the penalty dictionaries, `over` on top. */
export const penaltyTask = (
  info: Partial<TaskInfo> = {},
  over: FakeHandlers = {},
  cfg: Partial<DetailConfig> = {},
): FakeHandlers => ({
  'detail:get': () => fresh(detail({ config: detailConfig({ btnsList: ALL, ...cfg }, info) })),
  ...penaltyDictFake,
  ...over,
});
