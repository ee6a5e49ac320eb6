import { fresh, type FakeHandlers } from '../../test/fakes';
import type {
  HiddenDanger,
  ReinspectionApplication,
  UnitHazard,
} from '../../../shared/inspection/schemas';

// The inspection area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts): a
// task with two unrectified dangers and a rectified one, one past inspection's danger, no
// applications, every write accepted.

export const danger = (over: Partial<HiddenDanger> = {}): HiddenDanger => ({
  ID: 'yh1',
  RWID: 'rw1',
  runId: 'run1',
  DWID: 'dw1',
  RWMC: '关于南京某商贸有限公司的日常消防监督检查',
  ZGQK: '0',
  LYWSID: 'ws1',
  LYBH: '宁消限字〔2024〕第0017号',
  YHLB: '1',
  YHXX: '疏散通道堆放杂物',
  FXRQ: '2024-06-01',
  ZGRQ: null,
  FCRWID: null,
  SQFC: '0',
  ...over,
});

export const taskDangers: HiddenDanger[] = [
  danger(),
  danger({ ID: 'yh2', YHXX: '疏散指示标志损坏', LYWSID: 'ws1' }),
  danger({ ID: 'yh3', YHXX: '灭火器压力不足', ZGQK: '1', ZGRQ: '2024-06-05' }),
];

export const pastDangers: HiddenDanger[] = [
  danger({
    ID: 'yh9',
    RWID: 'rw0',
    runId: 'run0',
    RWMC: '关于南京某商贸有限公司的双随机抽查',
    YHXX: '消火栓箱内水带缺失',
    ZGQK: '1',
    ZGRQ: '2024-03-02',
    FXRQ: '2024-02-20',
  }),
];

export const hazard = (over: Partial<UnitHazard> = {}): UnitHazard => ({
  ID: 'yh1',
  XMMC: '关于南京某商贸有限公司的日常消防监督检查',
  XGWS: '责令限期改正通知书（宁消限字〔2024〕第0017号）',
  YHXX: '疏散通道堆放杂物',
  YHLB: '1',
  FXRQ: '2024-06-01',
  ZGQK: '0',
  ZGRQ: null,
  ...over,
});

export const application = (
  over: Partial<ReinspectionApplication> = {},
): ReinspectionApplication => ({
  ID: 'sq1',
  RWID: 'rw1',
  runId: 'run1',
  FLWSID: 'fl1',
  LX: 'jdjc',
  SQSJ: '2024-06-06 10:20:00',
  SQR: '张伟',
  LYBH: '宁消限字〔2024〕第0017号',
  YHLIST: [{ ID: 'yh1', YHXX: '疏散通道堆放杂物', ZGQK: '0', ZGRQ: null }],
  FCRWID: null,
  FCRWMC: null,
  LXSJ: null,
  ...over,
});

export const inspectionFakes = (): FakeHandlers => ({
  'inspection:dangers': (req) => fresh(req.scope === '1' ? taskDangers : pastDangers),
  'inspection:unitHazards': (req) =>
    fresh(req.ZGQK === '0' ? [hazard()] : [hazard({ ID: 'yh3', ZGQK: '1', ZGRQ: '2024-06-05' })]),
  'inspection:apply': () => ({ message: '操作成功！' }),
  'inspection:applications': () => fresh([]),
  'inspection:createTask': () => ({
    message: '复查任务创建成功！',
    task: { RWID: 'rw45', runId: 'run1', RWMC: '关于南京某商贸有限公司的申请复查' },
  }),
  'inspection:rectify': () => ({ message: '已确认整改' }),
  'inspection:rectifyMany': (req) => ({ message: `已确认整改${req.IDs.length}项隐患` }),
});
