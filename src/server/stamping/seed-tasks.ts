import type { TaskSeed } from '../tasks/seed/task-spec';

// The province-62 officer's task (liuxin, 兰州市城关区消防救援大队): documents to seal with the spec
// 01 service. An approved notice not sealed yet (盖章, then 重新盖章 while it is not delivered) and
// a delivered, sealed one (预览 only: ifAgainSign 0). Not the demo officer's: his 32 tasks stay.

export const STAMPING_TASKS: readonly TaskSeed[] = [
  {
    n: 71,
    run: 71,
    owner: 'liuxin',
    type: 31,
    unit: null,
    name: '关于兰州市城关区金城百货商场有限公司的日常消防监督检查',
    state: '1',
    ago: 9,
    cats: [
      [
        'jcws',
        [
          { t: 420, st: '10' },
          { t: 404, st: '3', hazards: [{ text: '一层营业厅疏散指示标志被货架遮挡' }] },
          {
            t: 404,
            st: '3',
            sd: true,
            title: '责令限期改正通知书（二层仓库）',
            hazards: [{ text: '二层仓库内违规设置员工宿舍' }],
          },
        ],
      ],
    ],
  },
];
