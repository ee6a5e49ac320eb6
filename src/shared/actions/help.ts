import {
  ACCEPT_WORKING_DAYS,
  HELP_TASK_TYPES,
  PENALTY_EXTENSION_DAYS,
  PENALTY_PERIOD_DAYS,
} from './constants';

// The help page of a task type (spec 02 §2: task types above 10 and below 20 have one), written
// from the spec's constants and the rules officers work by (消防法, 消防监督检查规定, the special
// regulations). Plain data: the renderer shows it, a test checks every type has one.

export type TaskTypeHelp = {
  /** The task type's name as the province system shows it (XFJD_XMRW_RWLX). */
  name: string;
  /** What the task is, in one sentence. */
  summary: string;
  /** The deadlines that apply. */
  deadlines: readonly string[];
  /** The documents the task normally produces. */
  documents: readonly string[];
  /** What to check and how to proceed. */
  rules: readonly string[];
  /** The legal basis. */
  basis: readonly string[];
};

/** Re-inspection after an order to correct: the same for every inspection task. */
const REINSPECTION =
  '责令限期改正的，在改正期限届满或者收到当事人复查申请之日起三个工作日内进行复查';

/** A violation found leads to a penalty case: the spec's case period and its extension. */
const PENALTY = `发现违法行为立案查处的，行政处罚案件自立案之日起${PENALTY_PERIOD_DAYS}日内办结；情况复杂的，经批准可延长${PENALTY_EXTENSION_DAYS}日（申请延期）`;

const CORRECTION = '责令改正通知书或责令限期改正通知书（发现问题时）';

export const TASK_TYPE_HELP: Readonly<Record<number, TaskTypeHelp>> = {
  11: {
    name: '公众聚集场所投入使用、营业前消防安全检查',
    summary: '公众聚集场所投入使用、营业前，对建设单位或者使用单位申请的消防安全检查。',
    deadlines: [
      '申请人选择告知承诺方式的：材料齐全、符合法定形式的予以许可，并及时对场所进行核查',
      '申请人不采用告知承诺方式的：自受理申请之日起十个工作日内完成检查，符合消防安全要求的予以许可',
      REINSPECTION,
    ],
    documents: [
      '公众聚集场所投入使用、营业前消防安全检查申请材料',
      '消防监督检查记录',
      '准予许可决定书或不予许可决定书',
      CORRECTION,
    ],
    rules: [
      '核对申请材料与场所实际使用情况是否一致',
      '检查消防设施、疏散通道、安全出口、消防车通道和员工消防安全培训情况',
      '核查发现与承诺内容不符的，依法责令限期改正；逾期不改正或者不具备消防安全条件的，依法撤销许可',
    ],
    basis: ['《中华人民共和国消防法》第十五条', '《公众聚集场所投入使用、营业消防安全检查规则》'],
  },
  12: {
    name: '大型群众性活动举办前消防安全检查',
    summary: '大型群众性活动举办前，对活动场所和消防安全措施的检查。',
    deadlines: [
      '在活动举办前完成检查，检查结果及时告知举办单位',
      '发现火灾隐患的，责令立即改正；不能立即改正的，在活动举办前复查',
    ],
    documents: ['消防监督检查记录', CORRECTION],
    rules: [
      '检查活动场所的消防设施、疏散通道、安全出口和疏散指示标志',
      '检查灭火和应急疏散预案、消防安全责任人和现场消防安全工作人员的落实情况',
    ],
    basis: ['《中华人民共和国消防法》第二十条', '《大型群众性活动安全管理条例》'],
  },
  13: {
    name: '举报投诉核查',
    summary: '对群众举报、投诉的消防安全违法行为进行核查并依法处理。',
    deadlines: [
      '占用、堵塞、封闭疏散通道、安全出口或者其他妨碍安全疏散行为的举报投诉，接到后二十四小时内核查',
      '其他消防安全违法行为的举报投诉，自受理之日起三个工作日内核查',
      REINSPECTION,
      PENALTY,
    ],
    documents: ['消防监督检查记录', CORRECTION, '举报投诉核查处理情况反馈'],
    rules: [
      '核查举报投诉反映的问题是否属实，现场拍照取证',
      '核查后对违法行为依法处理，并将处理情况及时告知举报投诉人',
    ],
    basis: ['《中华人民共和国消防法》第五十三条', '《消防监督检查规定》'],
  },
  14: {
    name: '消防安全重点单位界定核查',
    summary: '对照消防安全重点单位界定标准，核查单位是否应列为消防安全重点单位。',
    deadlines: ['按上级部署或本省规定的期限完成核查', REINSPECTION],
    documents: ['消防监督检查记录', '消防安全重点单位告知书', CORRECTION],
    rules: [
      '核查单位的规模、使用性质和火灾危险性，对照本省界定标准确定是否列为重点单位',
      '列为重点单位的，书面告知单位，督促其确定消防安全管理人、建立消防档案并落实重点单位职责',
    ],
    basis: ['《中华人民共和国消防法》第十七条', '《机关、团体、企业、事业单位消防安全管理规定》'],
  },
  15: {
    name: '重大火灾隐患督办',
    summary: '对判定为重大火灾隐患的单位，督促整改直至隐患消除。',
    deadlines: [
      '发现影响公共安全的重大火灾隐患，自检查之日起七个工作日内提出处理意见，书面报告本级人民政府',
      REINSPECTION,
      PENALTY,
    ],
    documents: [
      '消防监督检查记录',
      '重大火灾隐患判定意见',
      '责令限期改正通知书',
      '复查记录（整改完毕后销案）',
    ],
    rules: [
      '依据《重大火灾隐患判定方法》判定，必要时组织集体讨论或专家论证',
      '提请本级人民政府挂牌督办，跟踪整改进度',
      '不及时消除隐患可能严重威胁公共安全的，依法对危险部位或者场所采取临时查封措施',
    ],
    basis: [
      '《中华人民共和国消防法》第五十四条、第五十五条',
      '《消防监督检查规定》',
      '《重大火灾隐患判定方法》（GB 35181）',
    ],
  },
  16: {
    name: '消防技术服务机构监督检查',
    summary: '对消防设施维护保养检测、消防安全评估等技术服务机构的监督检查。',
    deadlines: ['按双随机抽查或专项部署的期限完成检查', REINSPECTION, PENALTY],
    documents: ['社会消防技术服务机构监督检查记录', CORRECTION],
    rules: [
      '检查机构的从业条件、注册消防工程师等执业人员和质量管理体系',
      '抽查机构出具的书面结论文件与服务项目的实际情况是否一致',
    ],
    basis: ['《中华人民共和国消防法》第三十四条', '《社会消防技术服务管理规定》'],
  },
  17: {
    name: '上级交办执法检查',
    summary: '按上级机关交办的事项开展的消防监督检查。',
    deadlines: ['在交办要求的期限内完成检查并反馈', REINSPECTION, PENALTY],
    documents: ['消防监督检查记录', CORRECTION, '交办事项办理情况报告'],
    rules: ['按交办要求的检查范围和内容开展检查', '检查结果和处理情况按期报告交办机关'],
    basis: ['上级机关的交办文件', '《消防监督检查规定》'],
  },
  18: {
    name: '消防安全约谈',
    summary: '对火灾隐患突出或消防安全责任不落实的单位负责人进行约谈。',
    deadlines: ['按约谈确定的整改时限跟踪落实', REINSPECTION],
    documents: ['约谈通知书', '约谈记录', '整改情况报告'],
    rules: [
      '约谈前书面通知被约谈单位的法定代表人、主要负责人或者消防安全责任人',
      '约谈时指出存在的问题，明确整改要求和时限，约谈记录由双方签字',
      '跟踪整改落实情况，逾期未整改的依法处理',
    ],
    basis: ['《消防安全责任制实施办法》'],
  },
  19: {
    name: '消防产品质量问题核查',
    summary: '对消防产品质量问题线索的核查，必要时抽样送检。',
    deadlines: [
      `受理后须在${ACCEPT_WORKING_DAYS}个工作日内完成检查（受理任务）`,
      REINSPECTION,
      PENALTY,
    ],
    documents: [
      '消防产品现场检查记录',
      '消防产品抽样记录（送检时）',
      '消防产品质量检验结果通知书',
      CORRECTION,
    ],
    rules: [
      '核查消防产品的市场准入证明、产品身份信息和现场产品质量',
      '需要检验的，依法抽样送检，并将检验结果告知被检查单位',
      '使用不合格消防产品的，责令限期改正并依法处罚',
    ],
    basis: ['《中华人民共和国消防法》第二十四条、第六十五条', '《消防产品监督管理规定》'],
  },
};

/** The help page of a task type, for types above 10 and below 20 only. */
export function taskTypeHelp(rwlx: number | null | undefined): TaskTypeHelp | null {
  if (rwlx === null || rwlx === undefined) return null;
  if (rwlx <= HELP_TASK_TYPES.above || rwlx >= HELP_TASK_TYPES.below) return null;
  return TASK_TYPE_HELP[rwlx] ?? null;
}
