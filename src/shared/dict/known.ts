import { DICT, type DictCode } from './constants';
import { dictMessages } from './messages';

// The labels the client knows without asking (docs/decisions.md "Issue 29: dictionaries never show
// a code"): the spec's status codes (spec 02 §3 and §4: STATUS 1 draft, 5/9 returned or recalled,
// 10 no approval needed; STATUS1 3 recalled; SFSD 1 not delivered, 2 delivered) in the words the
// province system shows them, and the task types. The server's dictionary wins wherever it has a
// key; these fill in before it arrives, offline on a fresh account, and for a key it lacks. The
// reference server seeds its dictionaries from the same table (src/server/dict/seed.ts).
// Choice dictionaries (penalty target, case source, person type) are not here: a form offers the
// server's own keys or none, never guessed ones.

/** A known entry: its key, its label, its tag colour (the remark a BladeX dictionary carries). */
export type KnownDictEntry = { key: string; value: string; remark?: string };

/** Task types (RWLX), with the labels the province system shows. */
export const TASK_TYPE_LABELS: Readonly<Record<number, string>> = {
  2: '消防产品监督抽查',
  6: '消防产品质量抽样检验',
  7: '消防产品市场准入抽查',
  11: '公众聚集场所投入使用、营业前消防安全检查',
  12: '大型群众性活动举办前消防安全检查',
  13: '举报投诉核查',
  14: '消防安全重点单位界定核查',
  15: '重大火灾隐患督办',
  16: '消防技术服务机构监督检查',
  17: '上级交办执法检查',
  18: '消防安全约谈',
  19: '消防产品质量问题核查',
  31: '日常消防监督检查',
  32: '双随机抽查',
  33: '专项检查',
  45: '责令改正复查',
  56: '临时查封期满复查',
  61: '行政处罚（一般程序）',
  62: '行政处罚（简易程序）',
  63: '行政处罚（快速办理）',
  64: '行政处罚（听证程序）',
  65: '临时查封',
  66: '行政强制执行',
  67: '责令停产停业',
  68: '加处罚款',
  69: '申请人民法院强制执行',
  70: '不予行政处罚',
  74: '重点单位检查',
  75: '个人行政处罚',
  76: '涉嫌犯罪案件移送',
  80: '火灾事故调查',
};

export const KNOWN_DICTS: Readonly<Partial<Record<DictCode, readonly KnownDictEntry[]>>> = {
  [DICT.docStatus]: [
    { key: '1', value: '草稿', remark: 'informative' },
    { key: '2', value: '审批中', remark: 'brand' },
    { key: '3', value: '审批通过', remark: 'success' },
    { key: '4', value: '审批不通过', remark: 'danger' },
    { key: '5', value: '已退回', remark: 'warning' },
    { key: '9', value: '已撤回', remark: 'subtle' },
    { key: '10', value: '无需审批', remark: 'success' },
  ],
  [DICT.status1]: [
    { key: '1', value: '未发送', remark: 'informative' },
    { key: '2', value: '已发送', remark: 'success' },
    { key: '3', value: '已撤回', remark: 'warning' },
  ],
  [DICT.status2]: [
    { key: '1', value: '未盖章', remark: 'informative' },
    { key: '2', value: '已盖章', remark: 'success' },
  ],
  [DICT.status3]: [
    { key: '1', value: '未归档', remark: 'informative' },
    { key: '2', value: '已归档', remark: 'success' },
  ],
  [DICT.delivery]: [
    { key: '1', value: '未送达', remark: 'warning' },
    { key: '2', value: '已送达', remark: 'success' },
  ],
  [DICT.subTaskState]: [
    { key: '0', value: '待办', remark: 'informative' },
    { key: '1', value: '办理中', remark: 'brand' },
    { key: '2', value: '已完成', remark: 'success' },
    { key: '3', value: '已结案', remark: 'subtle' },
    { key: '4', value: '已中止', remark: 'warning' },
    { key: '5', value: '已作废', remark: 'danger' },
  ],
  [DICT.execution]: [
    { key: '1', value: '已履行', remark: 'success' },
    { key: '2', value: '部分履行', remark: 'warning' },
    { key: '3', value: '未履行', remark: 'danger' },
    { key: '4', value: '强制执行', remark: 'brand' },
  ],
  [DICT.taskType]: Object.entries(TASK_TYPE_LABELS).map(([key, value]) => ({ key, value })),
};

const STATUS_DICTS: ReadonlySet<DictCode> = new Set([
  DICT.docStatus,
  DICT.status1,
  DICT.status2,
  DICT.status3,
  DICT.delivery,
  DICT.subTaskState,
  DICT.execution,
]);

/** What a code nobody names reads as: a neutral text, never the code itself. */
export function unknownDictLabel(code: DictCode): string {
  if (STATUS_DICTS.has(code)) return dictMessages.dictUnknownStatus;
  if (code === DICT.taskType) return dictMessages.dictUnknownTaskType;
  return dictMessages.dictUnknown;
}

/** A code's known label, or null when the client knows none. */
export function knownDictLabel(code: DictCode, key: string): string | null {
  return KNOWN_DICTS[code]?.find((e) => e.key === key)?.value ?? null;
}
