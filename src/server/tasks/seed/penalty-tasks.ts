import type { TaskSeed } from './task-spec';

// Tasks of the demo officer that show the penalty area (issue 15): a temporary seal not lifted yet
// (解除临时查封, 三停核查) and an order to stop business (三停核查). They come after every other
// seed so the earlier tasks' ids, documents and numbers stay what they were, and are older than the
// first page of the task list (the end-to-end walks open tasks from it).

const QC = '150102000103'; // 青城宾馆
const KTV = '150102000105';

export const PENALTY_TASKS: readonly TaskSeed[] = [
  {
    n: 51,
    run: 61,
    owner: 'demo',
    type: 65,
    unit: QC,
    name: '关于呼和浩特市青城宾馆有限责任公司地下一层歌舞厅的临时查封',
    state: '1',
    ago: 40,
    seal: 5,
    cats: [
      ['qzcs', [{ t: 88, st: '3', sd: true }]],
      ['sdws', [{ t: 46, st: '10', sd: true }]],
    ],
  },
  {
    n: 52,
    run: 62,
    owner: 'demo',
    type: 67,
    unit: KTV,
    name: '关于呼和浩特市新城区欣悦KTV娱乐会所的责令停产停业',
    state: '1',
    ago: 39,
    cats: [
      ['cfws', [{ t: 9007, st: '3', sd: true }]],
      ['sdws', []],
    ],
  },
];
