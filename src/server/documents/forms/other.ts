import { withFormat, d, dt, n, s, t, ta, type FormDef } from './types';

// Delivery documents and other materials (the fire-investigation documents are in ./fire.ts).

export const OTHER_FORMS: readonly FormDef[] = [
  {
    form: 'sdhz',
    title: '送达回证',
    // Opened from the document it delivers (lyId): what is delivered, named and numbered.
    source: { titleNumber: 'WSMCWH' },
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
      withFormat(
        'phone',
        t('SJHM', '手机号码', true, (c) => c.unit?.phone ?? ''),
      ),
      t('DZYX', '电子邮箱', false, 'xfaq@example.cn'),
      s('TYDZSD', '是否同意电子送达', ['同意', '不同意'], true),
      d('QRRQ', '确认日期', true),
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
  {
    // 卷内备考表 (jnbkb, 214): the last sheet of a case file, what the file holds and who made and
    // checked it (立卷人、检查人), written when the case is archived.
    form: 'jnbkb',
    title: '卷内备考表',
    fields: [
      t('AJMC', '案卷题名', true, (c) => c.taskName),
      n('WJJS', '卷内文件（件）', true, '9'),
      n('WJYS', '卷内页数（页）', true, '46'),
      n('ZPZS', '照片（张）', false, '12'),
      ta(
        'BJQKSM',
        '本卷情况说明',
        true,
        () =>
          '本卷文件材料齐全完整，按办案程序排列；现场照片12张另附光盘1张，视听资料已随卷移交档案室保存。',
      ),
      t('LJR', '立卷人', true, (c) => c.officer),
      d('LJSJ', '立卷时间', true),
      t('JCR', '检查人', true, (c) => c.brigade.leader),
      d('JCSJ', '检查时间', true, (c) => c.after(1)),
    ],
  },
];
