import {
  withFormat,
  COMMON,
  dt,
  s,
  t,
  ta,
  type FieldDef,
  type FormDef,
  type SampleCtx,
} from './types';

// The verbal notices (口头告知, spec 02 §2 and §9: xzcfjds 579 to a unit, xzcfjdsgr 580 to an
// individual). Before a penalty is decided the officers tell the party, face to face, the facts,
// the reasons and legal basis of the intended penalty and the right to state and defend
// (行政处罚法 第四十四条、第四十五条); the record keeps who was told, when, where, by whom, and
// what the party answered.

const RIGHTS = (you: string): string =>
  `根据《中华人民共和国行政处罚法》第四十四条、第四十五条的规定，${you}有权进行陈述和申辩。对${you}提出的事实、理由和证据，消防救援机构应当进行复核；提出的事实、理由或者证据成立的，应当予以采纳。消防救援机构不得因${you}陈述、申辩而给予更重的处罚。`;

/** When, where and by whom the notice was given; the same on both notices. */
const given = (): FieldDef[] => [
  dt('GZSJ', '告知时间', true),
  t('GZDD', '告知地点', true, (c: SampleCtx) => c.unit?.address ?? ''),
  t('GZR', '告知人', true, (c: SampleCtx) => `${c.officer}、${c.coOfficer}`),
  t('JLR', '记录人', true),
];

/** What the party was told and what it answered. */
const told = (samples: {
  you: string;
  facts: string;
  basis: string;
  intended: string;
  answer: string;
  /** The party waived the right to state and defend. */
  waived?: boolean;
}): FieldDef[] => [
  ta('WFSS', '违法事实', true, () => samples.facts),
  ta('NCFLY', '拟作出处罚的理由及依据', true, () => samples.basis),
  ta('NCFJD', '拟作出的处罚决定', true, () => samples.intended),
  ta('GZNR', '告知内容', true, () => RIGHTS(samples.you)),
  s('SFCSSB', '是否陈述申辩', ['提出陈述申辩', '放弃陈述申辩'], true, samples.waived ? '2' : '1'),
  ta('DSRYJ', '当事人意见', true, () => samples.answer),
];

export const NOTICE_FORMS: readonly FormDef[] = [
  {
    form: 'xzcfjds',
    title: '口头告知书（单位）',
    fields: [
      COMMON.unitName('告知对象'),
      COMMON.unitAddress('单位地址'),
      COMMON.creditCode(),
      COMMON.legalPerson(),
      t(
        'JSGZR',
        '接受告知人',
        true,
        (c) => `${c.unit?.safetyManager ?? c.unit?.legalPerson ?? ''}（消防安全管理人）`,
      ),
      ...given(),
      ...told({
        you: '你单位',
        facts:
          '经查，你单位经营场所存在占用、堵塞、封闭疏散通道、安全出口的行为，经责令限期改正后逾期未改正。',
        basis:
          '你单位的行为违反了《中华人民共和国消防法》第二十八条的规定，依据《中华人民共和国消防法》第六十条第一款第三项的规定。',
        intended: '拟对你单位作出罚款人民币伍仟元整的行政处罚。',
        answer: '对违法事实无异议。疏散通道内堆放的杂物已于告知当日全部清理，请求从轻处罚。',
      }),
    ],
  },
  {
    form: 'xzcfjdsgr',
    title: '口头告知书（个人）',
    fields: [
      t('XM', '告知对象', true, '刘某某'),
      s('XB', '性别', ['男', '女'], true),
      withFormat('idNumber', t('SFZH', '身份证号', true, '150102199005120354')),
      t('ZZ', '住址', true, '内蒙古自治区呼和浩特市新城区东街街道办事处某小区3号楼2单元'),
      withFormat('phone', t('LXDH', '联系电话', false, '13904712386')),
      ...given(),
      ...told({
        you: '你',
        facts: '你在后厨违规使用液化石油气，连接软管老化脱落后引发火灾，造成部分厨房设备烧损。',
        basis: '你过失引起火灾，情节较轻，依据《中华人民共和国消防法》第六十四条第二项的规定。',
        intended: '拟对你作出警告并处罚款人民币伍佰元整的行政处罚。',
        answer: '对违法事实无异议，放弃陈述和申辩。',
        waived: true,
      }),
    ],
  },
];
