import { COMMON, d, dt, s, t, ta, type FormDef } from './types';

// Delivery documents, fire-investigation documents and other materials.

export const OTHER_FORMS: readonly FormDef[] = [
  {
    form: 'sdhz',
    title: '送达回证',
    fields: [
      t(
        'WSMCWH',
        '送达文书名称及文号',
        true,
        (c) => `责令限期改正通知书（${c.brigade.abbr}消限字〔${c.created.slice(0, 4)}〕第0017号）`,
      ),
      t('SSDR', '受送达人', true),
      t('SDDD', '送达地点', true, (c) => c.unit?.address ?? ''),
      s(
        'SDFS',
        '送达方式',
        ['直接送达', '留置送达', '邮寄送达', '委托送达', '电子送达', '公告送达'],
        true,
      ),
      dt('SDSJ', '送达时间', true),
      t('SJR', '收件人签名', true),
      t('SDR', '送达人', true),
      t('JZR', '见证人', false, ''),
      ta('BZ', '备注', false, ''),
    ],
  },
  {
    form: 'dzsddzqrs',
    title: '电子送达地址确认书',
    fields: [
      t('SSDR', '受送达人', true),
      t('SJHM', '手机号码', true, (c) => c.unit?.phone ?? ''),
      t('DZYX', '电子邮箱', false, 'xfaq@example.cn'),
      s('TYDZSD', '是否同意电子送达', ['同意', '不同意'], true),
      d('QRRQ', '确认日期', true),
    ],
  },
  {
    form: 'hzxckybl',
    title: '火灾现场勘验笔录',
    fields: [
      dt('KYKSSJ', '勘验开始时间', true),
      dt('KYJSSJ', '勘验结束时间', true, (c) => c.created.slice(0, 11) + '16:40'),
      t('HZDD', '起火地点', true, (c) => c.unit?.address ?? ''),
      t('KYRY', '勘验人员', true, (c) => `${c.officer}、${c.coOfficer}`),
      t('JZR', '见证人', true, '王某（社区网格员）'),
      ta(
        'XCQK',
        '现场勘验情况',
        true,
        () =>
          '后厨西北角燃气灶具周围墙面有明显烟熏痕迹，液化石油气钢瓶角阀处连接软管脱落，软管末端有熔痕。',
      ),
    ],
  },
  {
    form: 'hzdcrdyqspb',
    title: '火灾事故调查认定延期审批表',
    fields: [
      t('HZMC', '火灾名称', true, (c) => `${c.unit?.name ?? ''}火灾`),
      d('HZRQ', '起火日期', true, (c) => c.after(-1)),
      s('YQTS', '延长期限', ['15日', '30日'], true, '2'),
      ta('YQLY', '延期理由', true, () => '需对燃气软管进行技术鉴定，鉴定结果尚未出具。'),
    ],
  },
  {
    form: 'hzsgcxrds',
    title: '火灾事故认定书',
    fields: [
      t('HZMC', '火灾名称', true, (c) => `${c.unit?.name ?? ''}火灾`),
      dt('QHSJ', '起火时间', true),
      t('QHDD', '起火地点', true, (c) => c.unit?.address ?? ''),
      ta(
        'HZSS',
        '火灾损失',
        true,
        () => '烧损厨房设备及部分装修，直接财产损失约人民币3.2万元，无人员伤亡。',
      ),
      ta(
        'QHYY',
        '起火原因',
        true,
        () => '液化石油气钢瓶连接软管老化脱落，泄漏的液化石油气遇灶具明火引发火灾。',
      ),
      ta('RDYJ', '认定依据', true, () => '现场勘验、询问笔录、技术鉴定意见。'),
      COMMON.signDate('认定日期'),
    ],
  },
  {
    // 其他材料: what the material is and where it came from; its files are uploaded on the saved
    // row (附件上传, the row's 附件), as for every document.
    form: 'qtcl',
    title: '其他材料',
    fields: [
      t('CLMC', '材料名称', true, (c) => c.title),
      s('CLLX', '材料类型', ['书证', '物证照片', '视听资料', '电子数据', '其他'], true),
      t('TGR', '提供人', false, (c) => c.unit?.safetyManager ?? c.unit?.legalPerson ?? ''),
      d('HQRQ', '获取日期', true),
      ta('CLSM', '材料说明', false, ''),
    ],
  },
];
