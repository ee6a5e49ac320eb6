import { fresh, pageOf, type FakeHandlers } from '../../test/fakes';
import type {
  Deadlines,
  Execution,
  InspectionTimeRequest,
  Licence,
  Postponement,
  ServiceUnit,
  Suspension,
} from '../../../shared/actions/schemas';
import { NO_CLOCK_FIELDS } from '../../../shared/tasks/clock-fields';

// The task actions' fixtures and default fakes (merged by src/renderer/test/fakeApi.ts): every
// write accepts with the server's message, every read answers a plausible record.

/** A task's clock dates (getXqDateByRwid), with `over` on top. */
export const deadlines = (over: Partial<Deadlines> = {}): Deadlines => ({
  ...NO_CLOCK_FIELDS,
  RWID: 'rw1',
  ...over,
});

export const suspension: Suspension = {
  RWMC: '某商场消防监督抽查',
  sjtbzt: '1',
  LDSPSJ: '2024-05-06 09:30:00',
  ZZYY: '等待检验结果',
};

export const execution: Execution = {
  ID: 'zx1',
  ZXLX: '1',
  ZXQK: '1',
  LXRQ: '2024-05-08',
  LXQK: '已缴纳罚款',
  WSID: 'ws9',
  WH: '宁消行罚决字〔2024〕第009号',
};

/** An earlier postponement request, awaiting its approval form (SPZT 0). */
export const postponement: Postponement = {
  ID: '7',
  JHJSRQ: '2024-07-01',
  YQYY: '案情复杂，需补充调查取证',
  WSID: null,
  SQSJ: '2024-05-20 10:00:00',
  SQR: '张明',
  SPZT: '0',
};

export const inspectionRequest: InspectionTimeRequest = {
  ID: 'sq1',
  SQR: '王经理',
  YYTIME: '2024-05-20 09:00:00',
  SQSJ: '2024-05-09 15:00:00',
  SQYY: '店庆期间客流较大',
  ISTY: null,
};

export const licence: Licence = {
  ID: 'zz1',
  ZZBH: 'XF-2024-000123',
  ZZMC: '公众聚集场所投入使用、营业前消防安全检查合格证',
  ZZSJ: '2024-05-10 10:00:00',
  MD5: 'md5-zz1',
};

export const serviceUnits: ServiceUnit[] = [
  {
    ID: 'jg1',
    DWMC: '宁夏安信消防技术服务有限公司',
    TYSHXYDM: null,
    ZZDJ: '一级',
    LXR: null,
    LXDH: null,
  },
];

export const actionsFakes = (): FakeHandlers => ({
  'actions:endTask': () => ({ message: '操作成功' }),
  'actions:changeProcedure': () => ({ message: '操作成功' }),
  'actions:suspension': () => fresh(suspension),
  'actions:resumeClock': () => ({ message: '恢复成功' }),
  'actions:postpone': () => ({ message: '操作成功' }),
  'actions:postponements': () => fresh([]),
  'actions:caseStop': () => ({ message: '操作成功' }),
  'actions:accept': () => ({ message: '受理成功!' }),
  'actions:execution': () => fresh(null),
  'actions:registerExecution': () => ({ message: '保存成功!' }),
  'actions:noInspection': () => ({ message: '操作成功' }),
  'actions:inspectionTime': () => fresh(null),
  'actions:changeInspectionTime': () => ({ message: '预约成功！' }),
  'actions:serviceUnits': (req) => fresh(pageOf(serviceUnits, req.current, req.size)),
  'actions:assignService': () => ({ message: '操作成功' }),
  'actions:licence': () => fresh(null),
  'actions:makeLicence': () => ({ message: '制证成功!' }),
  'actions:downloadLicence': () => ({
    savedTo: 'C:\\下载\\电子证照.pdf',
    fileName: '电子证照.pdf',
    bytes: 1,
  }),
  'actions:deadlines': () => fresh(deadlines()),
  'actions:reminders': () => fresh([]),
  'actions:isPenaltyCase': () => fresh(false),
});
