import { COMMON, d, s, t, ta, type FormDef } from '../documents/forms/types';

// The products area's document pages (spec 02 §2): the product-quality notices told to the unit
// after a test (消防产品质量检验结果通知书, xfcpzljyjgtzs) and after a re-test (消防产品质量复检结果
// 通知书, xfcczlfjjgtzs), and the re-test's report (cpjybgfj, 392; the first test's cpjybg is the
// documents area's). The documents area serves them like its own (documents/forms/index.ts).

const product = [
  t('CPMC', '产品名称', true, '手提式干粉灭火器'),
  t('GGXH', '规格型号', true, 'MFZ/ABC4'),
  t('BCSCZ', '标称生产者', true, '浙江某消防器材有限公司'),
  t('SCRQ', '生产日期/批号', false, '2025-08 / 20250812'),
];

const RIGHTS =
  '对检验结果有异议的，可以自收到本通知书之日起十五日内向我机构提出书面复检申请，逾期未提出的，视为认可检验结果。';

export const PRODUCT_FORMS: readonly FormDef[] = [
  {
    form: 'xfcpzljyjgtzs',
    title: '消防产品质量检验结果通知书',
    fields: [
      COMMON.unitName('被检单位'),
      COMMON.unitAddress(),
      ...product,
      t('JYJG', '检验机构', true, '国家消防装备质量检验检测中心'),
      t('BGBH', '检验报告编号', true, 'GFJ-2026-0419'),
      s('JYJL', '检验结论', ['合格', '不合格'], true, '2'),
      ta('BHGXM', '不合格项目', false, '灭火剂主要组分含量、20℃喷射性能'),
      ta('TZNR', '告知事项', true, () => RIGHTS),
      COMMON.signDate(),
    ],
  },
  {
    form: 'xfcczlfjjgtzs',
    title: '消防产品质量复检结果通知书',
    fields: [
      COMMON.unitName('被检单位'),
      COMMON.unitAddress(),
      ...product,
      t('JYJG', '复检机构', true, '国家消防装备质量检验检测中心'),
      t('BGBH', '复检报告编号', true, 'GFJ-2026-0427'),
      d('SQRQ', '复检申请日期', true),
      s('FJJL', '复检结论', ['合格', '不合格'], true, '2'),
      ta(
        'TZNR',
        '告知事项',
        true,
        () => '复检结论为最终检验结论。不合格产品应立即停止销售、使用，并依法予以处理。',
      ),
      COMMON.signDate(),
    ],
  },
  {
    form: 'cpjybgfj',
    title: '消防产品检验报告（复检）',
    fields: [
      t('BGBH', '报告编号', true, 'GFJ-2026-0427'),
      t('JYJG', '检验机构', true, '国家消防装备质量检验检测中心'),
      t('CPMC', '产品名称', true, '手提式干粉灭火器'),
      s('JYJL', '检验结论', ['合格', '不合格'], true, '2'),
      d('BGRQ', '报告日期', true),
    ],
  },
];
