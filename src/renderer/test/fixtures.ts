import type { Bootstrap } from '../../shared/shell/contract';
import type { SessionInfo } from '../../shared/session/contract';
import type { SettingsView } from '../../shared/settings/contract';
import type { TaskDetail } from '../../shared/detail/contract';
import type { DictCode } from '../../shared/dict/constants';
import type { Page } from '../../shared/common/schemas';
import type { ApprovalRow, FlwsDetail, FormDefinition } from '../../shared/documents/schemas';
import type { CaseCategory } from '../../shared/archive/schemas';
import type { DetailConfig, OpLogRow, TaskInfo, TreeRow } from '../../shared/detail/schemas';
import type { DictItem } from '../../shared/dict/schemas';
import type { StampRow } from '../../shared/stamping/schemas';
import type { TaskRecord } from '../../shared/tasks/schemas';
import type { UnitRecord } from '../../shared/units/schemas';
// Fixture data shaped like the schemas' output (what main hands the renderer).

export const session: SessionInfo = {
  account: 'zhangwei',
  realName: '张伟',
  tenantId: '000000',
  user: {
    user_id: '1001',
    account: 'zhangwei',
    real_name: '张伟',
    company_id: '3201',
    company_name: '南京市消防救援支队',
    region_code: '32',
    dept_id: '320100',
    police_number: '3201001',
    permissions: [],
  },
};

export const settings: SettingsView = {
  serverUrl: '',
  serverUrlLocked: false,
  previewHost: '',
  tenantId: '000000',
  effectiveServerUrl: 'http://127.0.0.1:18080',
  embedded: true,
};

export const bootstrap = (over: Partial<Bootstrap> = {}): Bootstrap => ({
  version: '0.1.0',
  settings,
  session,
  net: { online: true, since: 0 },
  ...over,
});

const item = (dictKey: string, dictValue: string, remark: string | null, sort = 0): DictItem => ({ dictKey, dictValue, remark, sort });

export const dictionaries: Record<DictCode, DictItem[]> = {
  XFJD_XMRW_RWLX: [item('2', '监督抽查', null, 1), item('12', '公众聚集场所投入使用营业前消防安全检查', null, 2), item('61', '一般程序行政处罚', null, 3)],
  XFJD_XMRW_ZRWZT: [item('1', '办理中', 'brand', 1), item('2', '已办结', 'success', 2), item('3', '已作废', 'subtle', 3)],
  XFJD_FLWS_STATUS: [item('1', '草稿', 'subtle'), item('2', '审批中', 'warning'), item('3', '审批通过', 'success'), item('4', '已退回', 'danger')],
  XFJD_FLWS_SFSD: [item('1', '未送达', 'warning'), item('2', '已送达', 'success')],
  XFJD_FLWS_STATUS1: [item('1', '未签章', 'subtle'), item('2', '已签章', 'success'), item('3', '已撤回', 'warning')],
  XFJD_FLWS_STATUS2: [item('1', '未归档', 'subtle'), item('2', '已归档', 'informative')],
  XFJD_FLWS_STATUS3: [item('1', '未上报', 'subtle'), item('2', '已上报', 'success')],
  XFJD_XZCF_ZXQK: [item('1', '已履行', 'success'), item('2', '未履行', 'danger')],
  XFJD_XZCF_CFDXLX: [],
  XFJD_XZCF_CFLYLX: [],
  XFJD_XYGK_PERSONTYPE: [],
};

export const task = (n: number, over: Partial<TaskRecord> = {}): TaskRecord => ({
  RWID: `rw${n}`,
  runId: `run${n}`,
  RWMC: `任务${n}`,
  RWLX: 2,
  rwzt: '1',
  DWMC: `单位${n}`,
  SHDWID: `dw${n}`,
  JHKSRQ: '2024-05-01',
  CRT_TIME: '2024-04-20 09:30:00',
  ZBRXM: '张伟',
  ...over,
});

export const tasks: TaskRecord[] = Array.from({ length: 25 }, (_, i) => task(i + 1));

export const pageOf = <T>(rows: T[], current: number, size: number): Page<T> => ({
  records: rows.slice((current - 1) * size, current * size),
  total: rows.length,
  current,
  size,
});

export function treeRow(over: Partial<TreeRow> & Pick<TreeRow, 'UUID' | 'TITLE' | 'TREE_LEVEL'>): TreeRow {
  return {
    ID: null, WH: null, WSLBMC: null, RWMC: null, FLWSID: null, FLWSLB: null, RWWSSZID: null, RWID: null, RWLX: null,
    SFFJ: null, DCTLJG: null, SFYCX: null, RW_ISDELETED: null, CRT_USERNAME: null, CRT_TIME: null, SPRXM: null, SPSJ: null,
    STATUS: null, RWSTATUS: null, SFSD: null, STATUS1: null, STATUS2: null, STATUS3: null, ZXQK: null, GDBZ: null,
    XZURL: null, XGURL: null, DYMBID: null, MD5: null, KGLSH: null, IS_CURRENT: null, FILE_DESC: null, WSYLLX: null,
    XGCZ_BUTTONS: [], JBCZ_BUTTONS: [], JHKSRQ: null, RWFLID: null, LSCFJZRQ: null, children: [],
    ...over,
  };
}

/** Two tasks of one run: the current one with two categories, an earlier one with one. */
export const tree: TreeRow[] = [
  treeRow({
    UUID: 't1', TITLE: '监督抽查（当前）', TREE_LEVEL: 1, IS_CURRENT: '1', RWSTATUS: '1', RWID: 'rw1',
    children: [
      treeRow({
        UUID: 'c1', TITLE: '检查记录', TREE_LEVEL: 2,
        children: [
          treeRow({
            UUID: 'd1', TITLE: '消防监督检查记录', TREE_LEVEL: 3, WH: '宁消监检字〔2024〕第001号', CRT_USERNAME: '张伟',
            CRT_TIME: '2024-05-01 10:00:00', SPRXM: '李强', SPSJ: '2024-05-02 09:00:00', STATUS: '3', SFSD: '2', STATUS1: '2',
            SFFJ: '1', XGCZ_BUTTONS: [{ BUTTON_NAME: '查看', BUTTON_TYPE: 'view' }], JBCZ_BUTTONS: [{ BUTTON_NAME: '下载', BUTTON_TYPE: 'download' }],
          }),
          treeRow({ UUID: 'd2', TITLE: '现场照片', TREE_LEVEL: 3, STATUS: '1', RW_ISDELETED: '1' }),
        ],
      }),
      treeRow({
        UUID: 'c2', TITLE: '法律文书', TREE_LEVEL: 2,
        children: [
          treeRow({ UUID: 'd3', TITLE: '责令限期改正通知书', TREE_LEVEL: 3, STATUS: '2', ZXQK: '9', RW_ISDELETED: '2' }),
        ],
      }),
    ],
  }),
  treeRow({
    UUID: 't0', TITLE: '举报投诉核查', TREE_LEVEL: 1, RWSTATUS: '2', RWID: 'rw0',
    children: [
      treeRow({ UUID: 'c0', TITLE: '检查记录', TREE_LEVEL: 2, children: [treeRow({ UUID: 'd0', TITLE: '核查记录', TREE_LEVEL: 3, STATUS: '3' })] }),
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
  ...over,
});

export const detailConfig = (over: Partial<DetailConfig> = {}, info: Partial<TaskInfo> = {}): DetailConfig => ({
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

export const detail = (over: Partial<TaskDetail> = {}): TaskDetail => ({ config: detailConfig(), tree, ...over });

export const opLogs: OpLogRow[] = Array.from({ length: 23 }, (_, i) => ({
  ID: `log${i + 1}`,
  CRT_TIME: `2024-05-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`,
  CRT_USERNAME: i % 2 ? '李强' : '张伟',
  CRT_IP: '10.32.1.15',
  OP_CONTENT: `操作记录${i + 1}`,
}));

// ---- Issue 3: project detail actions ----

export const formDefinition = (form: string, over: Partial<FormDefinition> = {}): FormDefinition => ({
  form,
  rwwsszid: '420',
  title: '消防监督检查记录',
  fields: [
    { name: 'JCDD', label: '检查地点', type: 'text', required: true, span: 1 },
    { name: 'JCRQ', label: '检查日期', type: 'date', required: true, span: 1 },
    { name: 'JCSJ', label: '检查时间', type: 'datetime', required: false },
    { name: 'RS', label: '检查人数', type: 'number', required: false },
    { name: 'JCJG', label: '检查结果', type: 'select', required: true, options: [{ value: '1', label: '合格' }, { value: '2', label: '不合格' }] },
    { name: 'SDZT', label: '送达状态', type: 'select', required: false, dictCode: 'XFJD_FLWS_SFSD' },
    { name: 'JCQK', label: '检查情况', type: 'textarea', required: false, span: 2 },
  ],
  ...over,
});

export const flwsDetail = (over: Partial<FlwsDetail> = {}): FlwsDetail => ({
  FLWSID: 'ws1',
  RWID: 'rw1',
  runId: 'run1',
  form: 'xfjdjcjl',
  rwwsszid: '420',
  TITLE: '消防监督检查记录',
  WH: '宁消监检字〔2024〕第001号',
  STATUS: '1',
  STATUS1: '1',
  values: { JCDD: '南京某商场', JCRQ: '2024-05-01', JCSJ: '2024-05-01 10:00:00', RS: '2', JCJG: '1', SDZT: '', JCQK: '' },
  ...over,
});

export const approvals: ApprovalRow[] = [
  { ID: 'a1', SPJD: '承办人提交', SPRXM: '张伟', SPSJ: '2024-05-01 10:00:00', SPJG: '提交', SPYJ: '请审批' },
  { ID: 'a2', SPJD: '审核', SPRXM: '李强', SPSJ: '2024-05-02 09:00:00', SPJG: '同意', SPYJ: '同意' },
];

export const stamps: StampRow[] = [
  { id: 's1', xmbh: 'XM2024001', wh: '宁消监检字〔2024〕第001号', ifSign: '0', ifSignMsg: null, path: null, md5: null },
  { id: 's2', xmbh: 'XM2024001', wh: '宁消限字〔2024〕第002号', ifSign: '1', ifSignMsg: '已盖章', path: '/files/2.pdf', md5: 'md5-2' },
];

export const caseCategories: CaseCategory[] = [
  { ID: '1', CODE_DESC: '监督检查类', CHILDREN_LIST: [{ ID: '11', CODE_DESC: '日常检查', CHILDREN_LIST: [] }, { ID: '12', CODE_DESC: '专项检查', CHILDREN_LIST: [] }] },
  { ID: '2', CODE_DESC: '行政处罚类', CHILDREN_LIST: [] },
];

export const unit = (over: Partial<UnitRecord> = {}): UnitRecord => ({
  ID: 'dw1',
  DWMC: '南京某商贸有限公司',
  DWDZ: '南京市玄武区中山路1号',
  TYSHXYDM: '91320100MA1XXXXXX1',
  FDDBR: '王五',
  JGDWLB: '1',
  LXDH: '025-88888888',
  ...over,
});
