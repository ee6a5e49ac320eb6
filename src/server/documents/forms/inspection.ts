import {
  endsRange,
  withFormat,
  COMMON,
  d,
  dt,
  n,
  officerPicker,
  s,
  t,
  ta,
  type FormDef,
} from './types';

// Inspection documents (检查文书) and fire-product documents (产品检查文书).

const RESULT = ['合格', '不合格，责令限期改正', '不合格，当场改正', '存在重大火灾隐患'];

/** The inspection record's fields: the 消防监督检查记录 (420) and its 监督检查 variant (126, 725). */
const recordFields = (): FormDef['fields'] => [
  dt('JCSJ', '检查时间', true),
  t('JCDD', '检查地点', true, (c) => c.unit?.address ?? ''),
  // Chosen from the unit's officers (spec 01 §2 picker); their names (JCRY) are what prints.
  ...officerPicker('JCRYID', '检查人员', 'JCRY', true),
  COMMON.unitName(),
  t('XCFZR', '现场负责人', true),
  t('XCFZRZW', '现场负责人职务', false, '消防安全管理人'),
  COMMON.phone(),
  s(
    'JCLX',
    '检查类型',
    ['日常监督检查', '双随机抽查', '专项检查', '举报投诉核查', '重点单位检查', '复查'],
    true,
  ),
  ta(
    'JCQK',
    '检查情况',
    true,
    (c) =>
      `经检查，${c.unit?.name ?? '该单位'}建筑消防设施基本完好，消防控制室值班人员持证在岗；抽查室内消火栓3处、火灾自动报警系统探测器12只、应急照明及疏散指示标志20处。`,
  ),
  ta(
    'FXWT',
    '发现的问题',
    false,
    () =>
      '1.三层东侧安全出口被货物堵塞；2.二层部分疏散指示标志损坏；3.消防控制室值班记录填写不全。',
  ),
  s('JCJL', '检查结论', RESULT, true, '2'),
  ta('BZ', '备注', false, ''),
];

export const INSPECTION_FORMS: readonly FormDef[] = [
  {
    form: 'xfjdjcjl',
    title: '消防监督检查记录',
    fields: recordFields(),
  },
  {
    // 消防监督检查记录 of the supervision inspections (jdjcxfjdjcjl): 126 the routine inspection,
    // 725 the random one (双随机); the type presets 检查类型. It adds what the inspection covered
    // and whether a major fire hazard was found (重大火灾隐患 calls for its own procedure).
    form: 'jdjcxfjdjcjl',
    title: '消防监督检查记录（监督检查）',
    presets: { '126': { JCLX: '1' }, '725': { JCLX: '2' } },
    fields: [
      ...recordFields().filter((f) => f.name !== 'BZ'),
      ta(
        'JCXM',
        '检查项目',
        true,
        () =>
          '消防安全责任制落实、防火巡查检查、消防控制室值班、建筑消防设施维护保养、疏散通道和安全出口、员工消防安全培训。',
      ),
      s('ZDYH', '是否存在重大火灾隐患', ['否', '是'], true),
      ta('ZGYQ', '整改要求', false, () => '对发现的问题立即整改，整改完毕后书面报告。'),
      ta('BZ', '备注', false, ''),
    ],
  },
  {
    form: 'xfjdjcjlfc',
    title: '消防监督检查记录（复查）',
    // A re-inspection record comes from the rectification notice it checks (lyId).
    source: { number: 'YWSWH' },
    fields: [
      dt('JCSJ', '复查时间', true),
      t('JCDD', '复查地点', true, (c) => c.unit?.address ?? ''),
      COMMON.officers('复查人员'),
      COMMON.unitName(),
      t('XCFZR', '现场负责人', true),
      t(
        'YWSWH',
        '原责令改正通知书文号',
        true,
        (c) => `${c.brigade.abbr}消限字〔${c.created.slice(0, 4)}〕第0017号`,
      ),
      ta(
        'FCQK',
        '复查情况',
        true,
        () =>
          '原通知书指出的安全出口堵塞问题已清理，损坏的疏散指示标志已更换，值班记录已按要求填写。',
      ),
      s('FCJL', '复查结论', ['已全部改正', '部分改正', '未改正'], true),
    ],
  },
  {
    form: 'cpzlxqgztzs',
    title: '责令限期改正通知书',
    fields: [
      COMMON.unitName('被责令单位'),
      COMMON.unitAddress(),
      COMMON.legalPerson(),
      d('JCRQ', '检查日期', true),
      ta(
        'WFXW',
        '存在的消防安全违法行为',
        true,
        () =>
          '1.占用、堵塞、封闭疏散通道、安全出口，违反了《中华人民共和国消防法》第二十八条的规定；2.消防设施、器材、消防安全标志未保持完好有效，违反了《中华人民共和国消防法》第十六条第一款第二项的规定。',
      ),
      ta(
        'GZYQ',
        '改正要求',
        true,
        () => '立即清理疏散通道和安全出口的堆放物，更换损坏的疏散指示标志，并落实每日防火巡查。',
      ),
      endsRange(
        'JCRQ',
        d('ZGQX', '改正期限', true, (c) => c.after(15)),
      ),
      t('LXR', '联系人', false, (c) => c.officer),
      withFormat('phone', t('DWLXDH', '联系电话', false)),
      COMMON.signDate(),
    ],
  },
  {
    form: 'fcsqdj',
    title: '复查申请登记',
    source: { number: 'YWSWH' },
    fields: [
      COMMON.unitName('申请单位'),
      t('SQR', '申请人', true, (c) => c.unit?.legalPerson ?? ''),
      COMMON.phone(),
      dt('SQSJ', '申请时间', true),
      t(
        'YWSWH',
        '责令改正通知书文号',
        true,
        (c) => `${c.brigade.abbr}消限字〔${c.created.slice(0, 4)}〕第0017号`,
      ),
      ta('ZGQK', '改正情况说明', true, () => '我单位已按通知书要求完成整改，现申请复查。'),
      s('SQFS', '申请方式', ['窗口申请', '网上申请', '电话申请'], true),
    ],
  },
  {
    // 公众聚集场所投入使用、营业前消防安全检查意见书 (311): the application accepted, the place
    // inspected, the opinion, and what the applicant may do against a refusal.
    form: 'gzjjcstrsyyyqxfaqjcyjs',
    title: '公众聚集场所投入使用、营业前消防安全检查意见书',
    fields: [
      COMMON.unitName('申请人'),
      COMMON.legalPerson('法定代表人（主要负责人）'),
      t('CSMC', '场所名称', true, (c) => c.unit?.name ?? ''),
      COMMON.unitAddress('场所地址'),
      s(
        'CSLX',
        '场所类型',
        [
          '宾馆、饭店',
          '商场、集贸市场',
          '歌舞娱乐场所',
          '体育场馆、会堂',
          '公共展览馆、博物馆',
          '其他',
        ],
        true,
      ),
      n('JZMJ', '使用面积（平方米）', true, '1260'),
      t(
        'SLWH',
        '受理凭证文号',
        true,
        (c) => `${c.brigade.abbr}消安检受字〔${c.created.slice(0, 4)}〕第0021号`,
      ),
      d('SLRQ', '受理日期', true, (c) => c.after(-6)),
      d('JCRQ', '检查日期', true, (c) => c.after(-2)),
      ta(
        'JCQK',
        '检查情况',
        true,
        () =>
          '经现场检查，该场所消防设施、疏散通道、安全出口符合消防技术标准要求，员工经消防安全培训。',
      ),
      s('JCYJ', '检查意见', ['同意投入使用、营业', '不同意投入使用、营业'], true),
      ta('BHGXM', '不合格项目', false, ''),
      ta(
        'JJTJ',
        '救济途径',
        true,
        () =>
          '对本意见书不服的，可以在收到本意见书之日起六十日内依法申请行政复议，或者在六个月内依法向人民法院提起行政诉讼。',
      ),
      COMMON.signDate(),
    ],
  },
  {
    form: 'cpjdjcjl',
    title: '消防产品监督检查记录',
    fields: [
      dt('JCSJ', '检查时间', true),
      COMMON.unitName(),
      COMMON.officers(),
      t('CPMC', '产品名称', true, '手提式干粉灭火器'),
      t('GGXH', '规格型号', true, 'MFZ/ABC4'),
      t('SCDW', '生产单位', false, '浙江某消防器材有限公司'),
      t('CPZSBH', '产品证书编号', false, 'CCCF-2025-0318A'),
      ta(
        'JCQK',
        '检查情况',
        true,
        () => '现场检查产品标志、合格证和认证证书，抽查灭火器压力指示器、喷射软管和筒体外观。',
      ),
      s('JCJG', '检查结果', ['符合', '不符合', '需抽样送检'], true),
    ],
  },
  {
    form: 'xfcpzljdcccyd',
    title: '消防产品质量监督抽查抽样单',
    fields: [
      COMMON.unitName('被抽样单位'),
      t('CPMC', '样品名称', true, '手提式干粉灭火器'),
      t('GGXH', '规格型号', true, 'MFZ/ABC4'),
      t('SCRQ', '生产日期/批号', false, '2025-08 / 20250812'),
      n('CYSL', '抽样数量', true, '2'),
      n('JS', '基数', false, '120'),
      t('CYDD', '抽样地点', true, (c) => c.unit?.address ?? ''),
      dt('CYSJ', '抽样时间', true),
      t('CYR', '抽样人', true, (c) => `${c.officer}、${c.coOfficer}`),
      s('FYFS', '封样方式', ['现场封样', '送检封样'], true),
      // Samples sent to the testing agency by courier: sending the record needs the number
      // (shared/documents/send-prerequisites.ts).
      t('KDDH', '快递单号', false, ''),
    ],
  },
  {
    form: 'cpjybg',
    title: '消防产品检验报告',
    fields: [
      t('BGBH', '报告编号', true, 'GFJ-2026-0419'),
      t('JYJG', '检验机构', true, '国家消防装备质量检验检测中心'),
      t('CPMC', '产品名称', true, '手提式干粉灭火器'),
      s('JYJL', '检验结论', ['合格', '不合格'], true, '2'),
      d('BGRQ', '报告日期', true),
    ],
  },
];
