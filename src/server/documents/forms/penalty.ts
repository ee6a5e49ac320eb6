import {
  COMMON,
  endsRange,
  withFormat,
  d,
  dict,
  dt,
  minutesAfter,
  n,
  officerPicker,
  s,
  t,
  ta,
  type FieldDef,
  type FormDef,
  type SampleCtx,
} from './types';

// Case, investigation, penalty and coercive-measure documents.

const FACTS =
  '经查，当事人经营场所存在占用、堵塞、封闭疏散通道、安全出口的行为，经责令限期改正后逾期未改正。';
const BASIS = '《中华人民共和国消防法》第六十条第一款第三项';
const REMEDY = (c: { brigade: { name: string } }): string =>
  `如不服本决定，可以在收到本决定书之日起六十日内依法向呼和浩特市人民政府申请行政复议，或者在六个月内依法向人民法院提起行政诉讼。（作出机关：${c.brigade.name}）`;
const PAY =
  '限于收到本决定书之日起十五日内到指定银行或者通过电子支付系统缴纳罚款。到期不缴纳罚款的，每日按罚款数额的百分之三加处罚款。';

/** The person a seeded 询问笔录 names in its title ('询问笔录（赵建国）'), else the legal representative. */
const PERSON = {
  name: (c: SampleCtx): string =>
    /（(?:.*员工)?(.+)）$/.exec(c.title)?.[1] ?? c.unit?.legalPerson ?? '',
};
/**
 * The penalty target as the wizard fills it (spec 01 §2: the document page's query carries
 * CFDXLX, CF_LYTYPE, CFDXMC, CFDXDZ); optional, a case's target defaults to the task's unit.
 */
const TARGET = {
  type: (): FieldDef => dict('CFDXLX', '处罚对象类型', 'XFJD_XZCF_CFDXLX', false, '2'),
  source: (): FieldDef => dict('CF_LYTYPE', '处罚来源类型', 'XFJD_XZCF_CFLYLX', false, '1'),
  name: (required = false): FieldDef =>
    t('CFDXMC', '处罚对象名称', required, (c) => c.unit?.name ?? ''),
  address: (required = false): FieldDef =>
    t('CFDXDZ', '处罚对象地址', required, (c) => c.unit?.address ?? ''),
};

const QUESTIONS = (c: SampleCtx): string =>
  [
    `问：我们是${c.brigade.name}的执法人员（出示执法证件），现依法向你询问，你应当如实回答，对与案件无关的问题有拒绝回答的权利。听清楚了吗？`,
    '答：听清楚了。',
    '问：你与本案当事人是什么关系？',
    `答：我是${c.unit?.name ?? '该单位'}的负责人。`,
    '问：检查时发现的疏散通道被货物堵塞的情况，你是否知道？',
    '答：知道，是前一天进货后临时堆放的，还没来得及清理。',
    '问：以上所说是否属实？',
    '答：属实。',
  ].join('\n');

export const PENALTY_FORMS: readonly FormDef[] = [
  {
    form: 'laspb',
    title: '立案审批表',
    fields: [
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}消防违法案`),
      s('AJLY', '案件来源', ['监督检查发现', '举报投诉', '火灾调查', '其他部门移送'], true),
      TARGET.type(),
      TARGET.source(),
      TARGET.name(),
      TARGET.address(),
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      // Optional here: the party of a case may be an individual, who has no legal representative.
      COMMON.legalPerson('法定代表人', false),
      ta('JYAQ', '简要案情', true, () => FACTS),
      t('CBR', '承办人', true),
      ta('CBRYJ', '承办人意见', true, () => '建议立案调查。'),
      d('LARQ', '立案日期', true),
    ],
  },
  {
    form: 'ladjb',
    title: '立案登记表',
    fields: [
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}消防违法案`),
      TARGET.type(),
      TARGET.source(),
      TARGET.name(),
      TARGET.address(),
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      ta('JYAQ', '简要案情', true, () => FACTS),
      t('CBR', '承办人', true),
      d('LARQ', '立案日期', true),
    ],
  },
  {
    // 询问笔录 (spec 02 §2, 调查取证): who asked whom, when and where, then the questions and answers.
    form: 'xwbl',
    title: '询问笔录',
    fields: [
      dt('KSSJ', '询问开始时间', true),
      endsRange(
        'KSSJ',
        dt('JSSJ', '询问结束时间', true, (c) => minutesAfter(c, 50)),
      ),
      t('XWDD', '询问地点', true, (c) => `${c.brigade.name}询问室`),
      // Chosen from the officer's unit like the inspection record's officers; the names print.
      ...officerPicker('XWRID', '询问人', 'XWR', true),
      t('JLR', '记录人', true, (c) => c.coOfficer),
      t('BXWR', '被询问人姓名', true, (c) => PERSON.name(c)),
      s('XB', '性别', ['男', '女'], true),
      withFormat('idNumber', t('SFZH', '身份证号', true, '150102198203150314')),
      withFormat('phone', t('BXWRDH', '联系电话', true, '13847100316')),
      t('ZZ', '住址', true, '内蒙古自治区呼和浩特市新城区锡林郭勒北路17号'),
      t('GZDW', '工作单位及职务', false, (c) => (c.unit ? `${c.unit.name} 负责人` : '')),
      ta('XWNR', '问答内容', true, (c) => QUESTIONS(c)),
    ],
  },
  {
    // The decisions (9007, 9008); xzcfjds and xzcfjdsgr are the verbal notices (./notice.ts).
    form: 'cfjdsdw',
    title: '行政处罚决定书',
    fields: [
      dict('CFDXLX', '处罚对象类型', 'XFJD_XZCF_CFDXLX', true, '2'),
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      COMMON.creditCode(),
      COMMON.legalPerson(),
      ta('WFSS', '违法事实', true, () => FACTS),
      ta(
        'ZJ',
        '证据',
        true,
        () => '消防监督检查记录、责令限期改正通知书、复查记录、现场照片、询问笔录等证据证实。',
      ),
      ta('CFYJ', '处罚依据', true, () => BASIS),
      ta('CFJD', '处罚决定', true, () => '给予罚款人民币伍仟元整的行政处罚。'),
      withFormat('money', n('FKJE', '罚款金额（元）', true, '5000')),
      ta('LXFS', '履行方式和期限', true, () => PAY),
      ta('JJTJ', '救济途径', true, REMEDY),
      COMMON.signDate('决定日期'),
    ],
  },
  {
    form: 'cfjdsgr',
    title: '行政处罚决定书（个人）',
    fields: [
      t('XM', '姓名', true, '刘某某'),
      s('XB', '性别', ['男', '女'], true),
      withFormat('idNumber', t('SFZH', '身份证号', true, '150102199005120354')),
      t('ZZ', '住址', true, '内蒙古自治区呼和浩特市新城区东街街道办事处某小区3号楼2单元'),
      t('GZDW', '工作单位', false, (c) => c.unit?.name ?? ''),
      ta(
        'WFSS',
        '违法事实',
        true,
        () => '当事人在后厨违规使用液化石油气，引发火灾，造成部分厨房设备烧损。',
      ),
      ta('ZJ', '证据', true, () => '火灾现场勘验笔录、询问笔录、现场照片等证据证实。'),
      ta('CFYJ', '处罚依据', true, () => '《中华人民共和国消防法》第六十四条第二项'),
      ta('CFJD', '处罚决定', true, () => '给予警告并处罚款人民币伍佰元整。'),
      withFormat('money', n('FKJE', '罚款金额（元）', true, '500')),
      ta('LXFS', '履行方式和期限', true, () => PAY),
      ta('JJTJ', '救济途径', true, REMEDY),
      COMMON.signDate('决定日期'),
    ],
  },
  {
    form: 'dccfjds',
    title: '当场行政处罚决定书',
    fields: [
      TARGET.type(),
      TARGET.name(),
      TARGET.address(),
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      ta('WFSS', '违法事实', true, () => '后厨油烟管道未定期清洗，消防器材未保持完好有效。'),
      ta('CFYJ', '处罚依据', true, () => '《中华人民共和国消防法》第六十条第一款第一项'),
      s('CFZL', '处罚种类', ['警告', '罚款'], true, '2'),
      withFormat('money', n('FKJE', '罚款金额（元）', false, '200')),
      s('JNFS', '缴纳方式', ['当场缴纳', '到指定银行缴纳'], true, '2'),
      dt('CFSJ', '处罚时间', true),
      t('CFDD', '处罚地点', true, (c) => c.unit?.address ?? ''),
      t('ZFRY', '执法人员', true, (c) => `${c.officer}、${c.coOfficer}`),
    ],
  },
  {
    // 当场行政处罚决定书（个人） (299, spec 01 §2): the wizard's individual target, named and placed.
    form: 'dccfjdsgr',
    title: '当场行政处罚决定书（个人）',
    fields: [
      dict('CFDXLX', '处罚对象类型', 'XFJD_XZCF_CFDXLX', true, '1'),
      t('CFDXMC', '处罚对象姓名', true, '刘某某'),
      t(
        'CFDXDZ',
        '处罚对象住址',
        true,
        '内蒙古自治区呼和浩特市新城区东街街道办事处某小区3号楼2单元',
      ),
      withFormat('idNumber', t('SFZH', '身份证号', false, '150102199005120354')),
      ta('WFSS', '违法事实', true, () => '在公共场所违规使用明火，未采取防火措施。'),
      ta('CFYJ', '处罚依据', true, () => '《中华人民共和国消防法》第六十三条第二项'),
      s('CFZL', '处罚种类', ['警告', '罚款'], true, '1'),
      withFormat('money', n('FKJE', '罚款金额（元）', false, '200')),
      s('JNFS', '缴纳方式', ['当场缴纳', '到指定银行缴纳'], true, '2'),
      dt('CFSJ', '处罚时间', true),
      t('CFDD', '处罚地点', true, (c) => c.unit?.address ?? ''),
      t('ZFRY', '执法人员', true, (c) => `${c.officer}、${c.coOfficer}`),
    ],
  },
  {
    // 不予行政处罚决定书 (44): the facts, why no penalty is given and on what basis, and the remedy.
    form: 'byxzcfjds',
    title: '不予行政处罚决定书',
    fields: [
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      COMMON.creditCode(),
      COMMON.legalPerson('法定代表人', false),
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}消防违法案`),
      ta(
        'WFSS',
        '违法事实',
        true,
        () => '当事人消防设施未保持完好有效，系初次违法且危害后果轻微，已及时改正。',
      ),
      ta('ZJ', '证据', true, () => '消防监督检查记录、复查记录、现场照片、询问笔录等证据证实。'),
      s(
        'BYCFQX',
        '不予处罚情形',
        [
          '违法行为轻微并及时改正，没有造成危害后果',
          '初次违法且危害后果轻微并及时改正',
          '当事人有证据足以证明没有主观过错',
          '违法行为在二年内未被发现',
          '其他依法不予处罚的情形',
        ],
        true,
        '2',
      ),
      ta(
        'BYCFLY',
        '不予处罚理由及依据',
        true,
        () => '《中华人民共和国行政处罚法》第三十三条第一款',
      ),
      ta('JJTJ', '救济途径', true, REMEDY),
      COMMON.signDate('决定日期'),
    ],
  },
  {
    // 超期行政处罚延期审批表 (120): the case cannot be decided within its period; the extension
    // asked for and why. Its approval moves the planned end (server/actions/approval.ts).
    form: 'cqxzcfyqspb',
    title: '超期行政处罚延期审批表',
    fields: [
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}消防违法案`),
      t('DSR', '当事人', true),
      d('LARQ', '立案日期', true, (c) => c.after(-25)),
      d('BAQX', '原办案期限', true, (c) => c.after(5)),
      n('YQTS', '申请延长天数', true, '30'),
      d('YQZRQ', '延长至', true, (c) => c.after(35)),
      ta('YQLY', '延期理由', true, () => '当事人申请听证，案情复杂，需进一步调查取证。'),
      t('CBR', '承办人', true),
      d('TBRQ', '填表日期', true),
    ],
  },
  {
    // 超期行政处罚审批表 (cqxzcfspb; the spec gives no rwwsszid, 9023 is ours): a case whose
    // period has run out goes on only with approval, saying why it overran and what is proposed.
    form: 'cqxzcfspb',
    title: '超期行政处罚审批表',
    fields: [
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}消防违法案`),
      t('DSR', '当事人', true),
      d('LARQ', '立案日期', true, (c) => c.after(-92)),
      d('BAQX', '法定办案期限', true, (c) => c.after(-2)),
      n('CQTS', '超期天数', true, '2'),
      ta(
        'CQYY',
        '超期原因',
        true,
        () => '案件涉及的消防设施检测鉴定周期较长，鉴定意见书于办案期限届满后方才出具。',
      ),
      ta('NCLYJ', '拟处理意见', true, () => '建议继续办理，依法作出行政处罚决定。'),
      t('CBR', '承办人', true),
      d('TBRQ', '填表日期', true),
    ],
  },
  {
    form: 'sqbaqxzzjsspb',
    title: '案件中止计时审批表',
    fields: [
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}消防违法案`),
      d('LARQ', '立案日期', true),
      ta('ZZYY', '中止计时原因', true, () => '当事人申请听证，听证期间案件中止计时。'),
      ta('ZZYJ', '法律依据', false, () => '《消防救援机构办理行政案件程序规定》第四十条'),
      t('CBR', '承办人', true),
    ],
  },
  {
    form: 'sqrwzfspb',
    title: '任务作废审批表',
    fields: [
      t('RWMC', '任务名称', true),
      ta('ZFYY', '作废原因', true, () => '案件转为一般程序办理，原简易程序任务作废。'),
      t('SQR', '申请人', true, (c) => c.officer),
    ],
  },
  {
    // 终止案件调查决定书 (220): why the investigation ends, on what basis.
    form: 'zzajdcjds',
    title: '终止案件调查决定书',
    fields: [
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}消防违法案`),
      d('LARQ', '立案日期', true, (c) => c.after(-20)),
      s(
        'ZZQX',
        '终止调查情形',
        [
          '没有违法事实',
          '违法行为已过追究时效',
          '违法嫌疑人死亡或者单位终止',
          '案件移送其他机关管辖',
          '其他需要终止调查的情形',
        ],
        true,
      ),
      ta('ZZLY', '终止调查理由', true, () => '经调查，违法事实不能成立。'),
      ta('ZZYJ', '法律依据', true, () => '《消防救援机构办理行政案件程序规定》'),
      COMMON.signDate('决定日期'),
    ],
  },
  {
    // 移送案件通知书 (115 of a penalty case, 460 of a fire investigation): to the authority that
    // takes the case over, naming the suspected crime and the materials sent with it.
    form: 'ysajtzs',
    title: '移送案件通知书',
    fields: [
      t('JSDW', '接受单位', true, '包头市公安局昆都仑区分局'),
      t('DSR', '当事人', true),
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}涉嫌消防责任事故案`),
      t('SXZM', '涉嫌罪名', true, '消防责任事故罪'),
      ta(
        'YSLY',
        '移送理由及依据',
        true,
        () => '当事人涉嫌消防责任事故罪，依据《行政执法机关移送涉嫌犯罪案件的规定》第三条移送。',
      ),
      ta(
        'YSCL',
        '移送材料',
        false,
        () => '涉嫌犯罪案件调查报告、现场检查笔录、询问笔录、现场照片等材料。',
      ),
      n('FJSL', '附件（份）', true, '12'),
      t('LXR', '联系人', false, (c) => c.officer),
      withFormat('phone', t('DWLXDH', '联系电话', false)),
      COMMON.signDate('移送日期'),
    ],
  },
  {
    // 案件移送通知书 (ajystzs; no rwwsszid in the spec, 9022 is ours): tells the party its case has
    // gone to another authority, after the 移送案件通知书 it names (the page's lyId).
    form: 'ajystzs',
    title: '案件移送通知书',
    source: { number: 'YSWSWH' },
    fields: [
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      t('AJMC', '案件名称', true, (c) => `${c.unit?.name ?? ''}涉嫌消防责任事故案`),
      t(
        'YSWSWH',
        '移送案件通知书文号',
        false,
        (c) => `${c.brigade.abbr}消移字〔${c.created.slice(0, 4)}〕第0004号`,
      ),
      t('JSDW', '接受单位', true, '包头市公安局昆都仑区分局'),
      ta(
        'YSLY',
        '移送理由',
        true,
        () =>
          '你单位涉嫌消防责任事故罪，依据《行政执法机关移送涉嫌犯罪案件的规定》第三条，本案已移送接受单位依法处理。',
      ),
      ta(
        'GZSX',
        '告知事项',
        true,
        () => '案件移送后，有关事宜请与接受单位联系；对移送决定有异议的，可以向本机关提出。',
      ),
      COMMON.signDate('移送日期'),
    ],
  },
  {
    form: 'jtyajllscf',
    title: '临时查封决定书',
    fields: [
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      ta(
        'CFLY',
        '查封理由',
        true,
        () => '存在疏散通道、安全出口数量不足，严重威胁公共安全的火灾隐患。',
      ),
      t('CFFW', '查封范围', true, '宾馆二层至四层客房区域'),
      d('CFQSRQ', '查封起始日期', true),
      endsRange(
        'CFQSRQ',
        d('CFJZRQ', '查封截止日期', true, (c) => c.after(30)),
      ),
      ta('JJTJ', '救济途径', true, REMEDY),
      COMMON.signDate('决定日期'),
    ],
  },
  {
    // 现场临时查封 (spec 02 §9, LSCFLX 2): the record made on the spot, before the decision is written.
    form: 'lscfxcbl',
    title: '临时查封现场笔录',
    fields: [
      dt('KSSJ', '查封开始时间', true),
      endsRange(
        'KSSJ',
        dt('JSSJ', '查封结束时间', true, (c) => c.created.slice(0, 11) + '17:30'),
      ),
      t('XCDD', '查封地点', true, (c) => c.unit?.address ?? ''),
      ...officerPicker('ZFRYID', '执法人员', 'ZFRY', true),
      t('DSR', '当事人', true),
      t('XCFZR', '当事人现场负责人', true),
      withFormat(
        'phone',
        t('XCFZRDH', '现场负责人联系电话', false, (c) => c.unit?.phone ?? ''),
      ),
      ta(
        'CFLY',
        '查封理由及依据',
        true,
        () =>
          '疏散通道、安全出口数量不足，严重威胁公共安全，依据《中华人民共和国消防法》第五十四条、第七十条实施临时查封。',
      ),
      ta('CFFW', '查封范围', true, () => '宾馆二层至四层客房区域及其疏散楼梯间'),
      ta(
        'XCQK',
        '现场情况',
        true,
        () =>
          '执法人员出示执法证件，告知当事人查封理由和依据，当事人无异议，对二层至四层客房区域张贴封条。',
      ),
      s('DSRYJ', '当事人意见', ['无异议', '有异议', '拒绝签名'], true),
      t('JZR', '见证人', false, '王某（社区网格员）'),
    ],
  },
  {
    // 催告书 (行政强制法 第三十五条): the duty and its deadline, how to fulfil it, the amount where
    // money is owed, and the right to state and defend. One form for the fine (101), the three-stop
    // order (421) and another duty (417): the type presets 催告类型.
    form: 'cgs',
    title: '催告书',
    source: { number: 'YWSWH' },
    presets: { '101': { CGLX: '1' }, '421': { CGLX: '2' }, '417': { CGLX: '3' } },
    fields: [
      COMMON.unitName('当事人'),
      COMMON.unitAddress('地址'),
      t(
        'YWSWH',
        '原决定书文号',
        true,
        (c) => `${c.brigade.abbr}消行罚决字〔${c.created.slice(0, 4)}〕第0014号`,
      ),
      s('CGLX', '催告类型', ['加处罚款', '停产停业', '其他义务'], true),
      ta(
        'LXYW',
        '应当履行的义务',
        true,
        () => '你单位未在规定期限内履行行政处罚决定，现催告你单位于收到本催告书之日起十日内履行。',
      ),
      d('LXQX', '履行期限', true, (c) => c.after(10)),
      ta('LXFS', '履行方式', true, () => '到指定银行或者通过电子支付系统缴纳罚款及加处的罚款。'),
      withFormat('money', n('FKJE', '罚款金额（元）', false, '5000')),
      withFormat('money', n('JCFK', '加处罚款金额（元）', false, '1500')),
      ta(
        'CSSB',
        '陈述申辩告知',
        true,
        () =>
          '根据《中华人民共和国行政强制法》第三十六条的规定，你单位收到本催告书后有权进行陈述和申辩。逾期仍不履行的，本机关将依法申请人民法院强制执行。',
      ),
      COMMON.signDate('催告日期'),
    ],
  },
];
