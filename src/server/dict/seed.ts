import type { ServerDb } from '../db/open';
import { dictItems } from './tables';
import { DICT } from '../../shared/dict/constants';

// Business dictionaries (blade_dict_biz). `remark` carries the tag colour of status dictionaries
// (docs/api.md): success, warning, danger, informative, brand or subtle.

export type DictSeed = { key: string; value: string; remark?: string };

/** Task types (RWLX) the seed uses, with the labels the province system shows. */
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

const taskTypes: DictSeed[] = Object.entries(TASK_TYPE_LABELS).map(([key, value]) => ({
  key,
  value,
}));

export const DICTIONARIES: Readonly<Record<string, DictSeed[]>> = {
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
  [DICT.taskType]: taskTypes,
  [DICT.execution]: [
    { key: '1', value: '已履行', remark: 'success' },
    { key: '2', value: '部分履行', remark: 'warning' },
    { key: '3', value: '未履行', remark: 'danger' },
    { key: '4', value: '强制执行', remark: 'brand' },
  ],
  [DICT.penaltyTarget]: [
    { key: '1', value: '个人' },
    { key: '2', value: '单位' },
  ],
  [DICT.penaltySource]: [
    { key: '1', value: '监督检查发现' },
    { key: '2', value: '举报投诉' },
    { key: '3', value: '火灾调查' },
    { key: '4', value: '其他部门移送' },
  ],
  [DICT.personType]: [
    { key: '1', value: '法定代表人' },
    { key: '2', value: '主要负责人' },
    { key: '3', value: '消防安全责任人' },
    { key: '4', value: '消防安全管理人' },
    { key: '5', value: '其他人员' },
  ],
};

/** Every dictionary, its items sorted as listed. */
export function seedDict(db: ServerDb): void {
  db.insert(dictItems)
    .values(
      Object.entries(DICTIONARIES).flatMap(([code, items]) =>
        items.map((item, i) => ({
          code,
          dictKey: item.key,
          dictValue: item.value,
          sort: i + 1,
          remark: item.remark ?? null,
        })),
      ),
    )
    .run();
}
