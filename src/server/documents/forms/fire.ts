import {
  endsRange,
  withFormat,
  COMMON,
  d,
  dt,
  minutesAfter,
  n,
  s,
  t,
  ta,
  type FormDef,
  type SampleCtx,
} from './types';

// Fire-investigation documents (火灾调查文书, category hzdc): the scene examination, the extension
// of the determination period, the determination (火灾事故认定书) and, after a review ordered it,
// the re-determination with its registration, and the case transfer to the police with the
// police's acceptance registration. Their field names follow 《火灾事故调查规定》: 起火时间、起火
// 地点、起火单位、伤亡和直接财产损失、起火原因、灾害成因、认定依据, and the review notice.

const fireName = (c: SampleCtx): string => `${c.unit?.name ?? ''}火灾`;
const fireNumber = (c: SampleCtx, serial: string): string =>
  `${c.brigade.abbr}消火认字〔${c.created.slice(0, 4)}〕第${serial}号`;

const CAUSE = '液化石油气钢瓶连接软管老化脱落，泄漏的液化石油气遇灶具明火引发火灾。';
const EVIDENCE =
  '火灾现场勘验笔录、现场照片、询问笔录（刘海、刘某某）、燃气软管技术鉴定意见书、视频监控资料。';
const REVIEW =
  '当事人对火灾事故认定有异议的，可以自火灾事故认定书送达之日起十五日内，向上一级消防救援机构提出书面复核申请。';
const POLICE = '呼和浩特市公安局新城区分局';

/** When and where the fire was and what it cost: the same on the determination and the re-determination. */
const fireFacts = (): FormDef['fields'] => [
  t('HZMC', '火灾名称', true, fireName),
  dt('QHSJ', '起火时间', true, (c) => `${c.after(-1)} 11:40`),
  t('QHDD', '起火地点', true, (c) => c.unit?.address ?? ''),
  t('QHDW', '起火单位（个人）', true, (c) => c.unit?.name ?? ''),
  n('SWRS', '死亡人数', true, '0'),
  n('SSRS', '受伤人数', true, '0'),
  withFormat('money', n('ZJCCSS', '直接财产损失（元）', true, '32000')),
  ta(
    'HZSS',
    '火灾损失情况',
    true,
    () => '烧损厨房设备及部分装修，过火面积约18平方米，直接财产损失约人民币3.2万元，无人员伤亡。',
  ),
];

export const FIRE_FORMS: readonly FormDef[] = [
  {
    form: 'hzxckybl',
    title: '火灾现场勘验笔录',
    fields: [
      dt('KYKSSJ', '勘验开始时间', true),
      endsRange(
        'KYKSSJ',
        dt('KYJSSJ', '勘验结束时间', true, (c) => minutesAfter(c, 150)),
      ),
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
    // 火灾事故调查认定延期审批表 (458): the determination is due 30 days after the report; a
    // complex case may take 30 more with approval.
    form: 'hzdcrdyqspb',
    title: '火灾事故调查认定延期审批表',
    fields: [
      t('HZMC', '火灾名称', true, fireName),
      d('HZRQ', '起火日期', true, (c) => c.after(-1)),
      t('QHDD', '起火地点', true, (c) => c.unit?.address ?? ''),
      d('JJRQ', '接警日期', true, (c) => c.after(-1)),
      d('YRDQX', '原认定期限', true, (c) => c.after(29)),
      s('YQTS', '延长期限', ['15日', '30日'], true, '2'),
      d('YQZRQ', '延长至', true, (c) => c.after(59)),
      ta('YQLY', '延期理由', true, () => '需对燃气软管进行技术鉴定，鉴定结果尚未出具。'),
      t('CBR', '承办人', true),
      d('TBRQ', '填表日期', true),
    ],
  },
  {
    // 火灾事故认定书: the spec names no form for it; 9021 is ours (the re-determination is 528).
    form: 'hzsgrds',
    title: '火灾事故认定书',
    fields: [
      ...fireFacts(),
      ta('QHYY', '起火原因', true, () => CAUSE),
      ta(
        'ZHCY',
        '灾害成因',
        false,
        () => '后厨未设置可燃气体探测报警装置，员工未能及时关闭钢瓶角阀，火势沿排油烟管道蔓延。',
      ),
      ta('RDYJ', '认定依据', true, () => EVIDENCE),
      ta('FHGZ', '复核告知', true, () => REVIEW),
      COMMON.signDate('认定日期'),
    ],
  },
  {
    // 火灾事故重新认定书 (hzsgcxrds, 528): made again after the review body ordered it; it names
    // the determination it replaces (the page's lyId) and the review decision.
    form: 'hzsgcxrds',
    title: '火灾事故重新认定书',
    source: { number: 'YRDSWH' },
    fields: [
      t('YRDSWH', '原火灾事故认定书文号', true, (c) => fireNumber(c, '0011')),
      t('FHJDWH', '复核决定书文号', true, (c) => `呼消复核字〔${c.created.slice(0, 4)}〕第0003号`),
      ...fireFacts(),
      ta(
        'CXDCQK',
        '重新调查情况',
        true,
        () =>
          '根据复核决定，重新提取并送检了燃气软管和角阀残骸，补充询问了当班员工两人，调取了相邻商铺的视频监控资料。',
      ),
      ta('QHYY', '起火原因', true, () => CAUSE),
      ta('RDYJ', '认定依据', true, () => EVIDENCE),
      ta(
        'GZSX',
        '告知事项',
        true,
        () =>
          '本认定书为根据复核决定重新作出的火灾事故认定，原火灾事故认定书同时撤销。当事人对本认定仍有异议的，可以依照《火灾事故调查规定》申请复核。',
      ),
      COMMON.signDate('认定日期'),
    ],
  },
  {
    // 火灾重新认定受理登记表 (hzcxrdsldj, 320): the review body's decision ordering a new
    // determination, registered when it arrives; the new determination is due within 15 days.
    form: 'hzcxrdsldj',
    title: '火灾重新认定受理登记表',
    source: { number: 'YRDSWH' },
    fields: [
      t('HZMC', '火灾名称', true, fireName),
      t('YRDSWH', '原火灾事故认定书文号', true, (c) => fireNumber(c, '0011')),
      t('FHJG', '复核机构', true, '呼和浩特市消防救援支队'),
      t('FHJDWH', '复核决定书文号', true, (c) => `呼消复核字〔${c.created.slice(0, 4)}〕第0003号`),
      d('SDRQ', '收到复核决定日期', true),
      dt('SLSJ', '受理时间', true),
      t('DSR', '复核申请人', true),
      withFormat(
        'phone',
        t('DSRDH', '申请人联系电话', false, (c) => c.unit?.phone ?? ''),
      ),
      ta(
        'FHYY',
        '复核决定内容',
        true,
        () => '原认定主要事实不清、证据不足，责令原认定机构重新作出火灾事故认定。',
      ),
      d('CXRDQX', '重新认定期限', true, (c) => c.after(15)),
      t('SLR', '受理人', true, (c) => c.officer),
      ta('BZ', '备注', false, ''),
    ],
  },
  {
    // 接受刑事案件登记表 (jsxsajdj, 117): the police's acceptance of a case the fire investigation
    // transferred (移送案件通知书 460, the page's lyId), registered on the fire case.
    form: 'jsxsajdj',
    title: '接受刑事案件登记表',
    source: { number: 'YSWSWH' },
    fields: [
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}火灾涉嫌失火案`),
      t(
        'YSWSWH',
        '移送案件通知书文号',
        true,
        (c) => `${c.brigade.abbr}消移字〔${c.created.slice(0, 4)}〕第0004号`,
      ),
      s('AJLB', '案件类别', ['失火案', '消防责任事故案', '重大责任事故案', '其他刑事案件'], true),
      t('JSDW', '接受单位', true, POLICE),
      t('JSR', '接受人', true, '王建军'),
      withFormat('phone', t('JSRDH', '接受人联系电话', false, '0471-6512110')),
      dt('JSSJ', '接受时间', true),
      ta(
        'YSCL',
        '移送材料',
        true,
        () =>
          '移送案件通知书、火灾事故认定书、火灾现场勘验笔录、询问笔录、现场照片及视频资料，共12份。',
      ),
      ta(
        'JYAQ',
        '简要案情',
        true,
        () => '后厨员工违规操作液化石油气钢瓶引发火灾，造成较大财产损失，涉嫌失火罪。',
      ),
      t('DJR', '登记人', true, (c) => c.officer),
      ta('BZ', '备注', false, ''),
    ],
  },
];
