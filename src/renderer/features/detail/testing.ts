import { fail, fresh, pageOf, type FakeHandlers } from '../../test/fakes';
import type { TaskDetail } from '../../../shared/detail/contract';
import type {
  DetailConfig,
  OpLogRow,
  RowButton,
  TaskInfo,
  TreeRow,
} from '../../../shared/detail/schemas';

// The detail screen's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

export function treeRow(
  over: Partial<TreeRow> & Pick<TreeRow, 'UUID' | 'TITLE' | 'TREE_LEVEL'>,
): TreeRow {
  return {
    ID: null,
    WH: null,
    WSLBMC: null,
    RWMC: null,
    FLWSID: null,
    FLWSLB: null,
    RWWSSZID: null,
    RWID: null,
    RWLX: null,
    SFFJ: null,
    DCTLJG: null,
    SFYCX: null,
    RW_ISDELETED: null,
    CRT_USERNAME: null,
    CRT_TIME: null,
    SPRXM: null,
    SPSJ: null,
    STATUS: null,
    RWSTATUS: null,
    SFSD: null,
    STATUS1: null,
    STATUS2: null,
    STATUS3: null,
    ZXQK: null,
    GDBZ: null,
    XZURL: null,
    XGURL: null,
    DYMBID: null,
    MD5: null,
    KGLSH: null,
    IS_CURRENT: null,
    FILE_DESC: null,
    WSYLLX: null,
    XGCZ_BUTTONS: [],
    JBCZ_BUTTONS: [],
    JHKSRQ: null,
    RWFLID: null,
    LSCFJZRQ: null,
    children: [],
    ...over,
  };
}

/** A document row's button (XGCZ_BUTTONS, JBCZ_BUTTONS). */
export const rowButton = (BUTTON_NAME: string, BUTTON_TYPE: string): RowButton => ({
  BUTTON_NAME,
  BUTTON_TYPE,
});

/** A document row of task rw1 (level 3) whose page is /ws/xfjdjcjl. */
export const docRow = (over: Partial<TreeRow> & Pick<TreeRow, 'UUID' | 'TITLE'>): TreeRow =>
  treeRow({
    TREE_LEVEL: 3,
    FLWSLB: 'lb1',
    RWWSSZID: '420',
    RWID: 'rw1',
    XGURL: '/ws/xfjdjcjl',
    ...over,
  });

/** Two tasks of one run: the current one with two categories, an earlier one with one. */
export const tree: TreeRow[] = [
  treeRow({
    UUID: 't1',
    TITLE: '监督抽查（当前）',
    TREE_LEVEL: 1,
    IS_CURRENT: '1',
    RWSTATUS: '1',
    RWID: 'rw1',
    children: [
      treeRow({
        UUID: 'c1',
        TITLE: '检查记录',
        TREE_LEVEL: 2,
        children: [
          treeRow({
            UUID: 'd1',
            TITLE: '消防监督检查记录',
            TREE_LEVEL: 3,
            WH: '宁消监检字〔2024〕第001号',
            CRT_USERNAME: '张伟',
            CRT_TIME: '2024-05-01 10:00:00',
            SPRXM: '李强',
            SPSJ: '2024-05-02 09:00:00',
            STATUS: '3',
            SFSD: '2',
            STATUS1: '2',
            SFFJ: '1',
            XGCZ_BUTTONS: [{ BUTTON_NAME: '查看', BUTTON_TYPE: 'view' }],
            JBCZ_BUTTONS: [{ BUTTON_NAME: '下载', BUTTON_TYPE: 'download' }],
          }),
          treeRow({ UUID: 'd2', TITLE: '现场照片', TREE_LEVEL: 3, STATUS: '1', RW_ISDELETED: '1' }),
        ],
      }),
      treeRow({
        UUID: 'c2',
        TITLE: '法律文书',
        TREE_LEVEL: 2,
        children: [
          treeRow({
            UUID: 'd3',
            TITLE: '责令限期改正通知书',
            TREE_LEVEL: 3,
            STATUS: '2',
            ZXQK: '9',
            RW_ISDELETED: '2',
          }),
        ],
      }),
    ],
  }),
  treeRow({
    UUID: 't0',
    TITLE: '举报投诉核查',
    TREE_LEVEL: 1,
    RWSTATUS: '2',
    RWID: 'rw0',
    children: [
      treeRow({
        UUID: 'c0',
        TITLE: '检查记录',
        TREE_LEVEL: 2,
        children: [treeRow({ UUID: 'd0', TITLE: '核查记录', TREE_LEVEL: 3, STATUS: '3' })],
      }),
    ],
  }),
];

export const taskInfo = (over: Partial<TaskInfo> = {}): TaskInfo => ({
  RWID: 'rw1',
  runId: 'run1',
  RWMC: '某商场消防监督抽查',
  RWLX: 2,
  RWFLID: null,
  rwzt: '1',
  shdwid: 'dw1',
  DWMC: '南京某商贸有限公司',
  JGDWLB: '1',
  JHKSRQ: '2024-05-01',
  sjtbzt: null,
  jcjlid: null,
  jdjcjlsyid: null,
  copycbr: null,
  opid: null,
  kzsx: null,
  SFZFSP: '0',
  CBRXM: '张伟',
  CRT_TIME: '2024-04-20 09:30:00',
  // The statutory clock's other fields: a product task not yet accepted runs no clock.
  RW_ISDELETED: '0',
  LARQ: null,
  JHJSRQ: null,
  LDSPSJ: null,
  ZZTS: null,
  SLSJ: null,
  ISSTOP: null,
  BJC: null,
  ...over,
});

export const detailConfig = (
  over: Partial<DetailConfig> = {},
  info: Partial<TaskInfo> = {},
): DetailConfig => ({
  rwxx: taskInfo(info),
  btnsList: [
    { btnPos: '1', btnName: '结束任务', btnType: 'endTask', color: 'danger' },
    { btnPos: '1', btnName: '操作日志', btnType: 'opLog', color: 'info' },
    { btnPos: '2', btnName: '新增文书', btnType: 'addWs', color: 'primary' },
    { btnPos: '9', btnName: '任务切换', btnType: 'switchTask', color: 'success' },
  ],
  wslbsList: [],
  wssList: [],
  dataMap: {},
  ...over,
});

export const detail = (over: Partial<TaskDetail> = {}): TaskDetail => ({
  config: detailConfig(),
  tree,
  ...over,
});

export const opLogs: OpLogRow[] = Array.from({ length: 23 }, (_, i) => ({
  ID: `log${i + 1}`,
  CRT_TIME: `2024-05-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
  CRT_USERNAME: i % 2 ? '李强' : '张伟',
  CRT_IP: '10.32.1.15',
  OP_CONTENT: `操作记录${i + 1}`,
}));

export const detailFakes = (): FakeHandlers => ({
  'detail:get': () => fresh(detail()),
  'detail:opLog': (req) => fresh(pageOf(opLogs, req.current, req.size)),
  'detail:canSwitch': () => ({ message: '操作成功' }),
  // No catalogue read yet and no network: the 新增文书 chooser shows the task config's lists
  // (a test that fakes the task config gets its own types there; chooser tests fake these).
  'detail:docCategories': () => fail('needs-network', '需要联网'),
  'detail:docTypes': () => fail('needs-network', '需要联网'),
});
