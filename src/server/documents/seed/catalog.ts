// Document categories and document types (文书设置). Ids of document types are the rwwsszid values
// of spec 02 §2 where the spec gives one; 9001-9008 and 9021-9023 are local ones without a spec id.
// One form may serve several types (rwwsszids): ysajtzs 115 and 460, jdjcxfjdjcjl 126 and 725,
// cgs 101, 421 and 417, cpjybgfj 392 and 889.
// Every type an everyday task offers can be added, saved and sent, except 93 复查申请登记, a
// registration form (tjfs 2: '该表单是登记表单，不可直接添加!'). The other guards of beforeaddflws
// are shown by 9101-9105 of the category 待配置文书, which only the demo task of the guards has
// (server/tasks/seed/guard-tasks.ts; README "Demo tasks").

export type CategoryCode =
  'jcws' | 'lacl' | 'dcqz' | 'cfws' | 'qzcs' | 'zxws' | 'sdws' | 'cpws' | 'hzdc' | 'qtcl' | 'dpzws';

export const CATEGORY_NAMES: Readonly<Record<CategoryCode, string>> = {
  jcws: '检查文书',
  lacl: '立案文书',
  dcqz: '调查取证',
  cfws: '处罚文书',
  qzcs: '强制措施文书',
  zxws: '执行文书',
  sdws: '送达文书',
  cpws: '产品检查文书',
  hzdc: '火灾调查文书',
  qtcl: '其他材料',
  dpzws: '待配置文书',
};

/** tjfs: 1 form page, 2 registration form, 3 upload only. */
export type DocTypeSeed = {
  id: number;
  name: string;
  form: string;
  category: CategoryCode;
  tjfs: '1' | '2' | '3';
  /** Add page; defaults to /ws/<form>, null for none. */
  url?: string | null;
  /** Definition id; defaults to WSDY<id>, null for none. */
  definition?: string | null;
  /** Document-setting id (rwwsszid); defaults to the id, null for none. */
  setting?: null;
  /** Template id; defaults to WSMB<id>, null for none. */
  template?: null;
  kglsh?: '0' | '1';
  /** Has a print template (DYMBID). */
  print?: boolean;
  /** Word of the document number (文号), e.g. 消限字. */
  word?: string;
  approval: boolean;
};

export const DOC_TYPES: readonly DocTypeSeed[] = [
  {
    id: 420,
    name: '消防监督检查记录',
    form: 'xfjdjcjl',
    category: 'jcws',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    // The 监督检查 variant of the inspection record (jdjcxfjdjcjl): 126 routine, 725 random.
    id: 126,
    name: '消防监督检查记录（日常监督检查）',
    form: 'jdjcxfjdjcjl',
    category: 'jcws',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    id: 725,
    name: '消防监督检查记录（双随机抽查）',
    form: 'jdjcxfjdjcjl',
    category: 'jcws',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    id: 344,
    name: '消防监督检查记录（复查）',
    form: 'xfjdjcjlfc',
    category: 'jcws',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    id: 404,
    name: '责令限期改正通知书',
    form: 'cpzlxqgztzs',
    category: 'jcws',
    tjfs: '1',
    kglsh: '1',
    print: true,
    word: '消限字',
    approval: true,
  },
  { id: 93, name: '复查申请登记', form: 'fcsqdj', category: 'jcws', tjfs: '2', approval: false },
  {
    id: 311,
    name: '公众聚集场所投入使用、营业前消防安全检查意见书',
    form: 'gzjjcstrsyyyqxfaqjcyjs',
    category: 'jcws',
    tjfs: '1',
    print: true,
    word: '消安检字',
    approval: true,
  },
  {
    id: 18,
    name: '立案审批表',
    form: 'laspb',
    category: 'lacl',
    tjfs: '1',
    print: true,
    approval: true,
  },
  {
    id: 560,
    name: '立案登记表',
    form: 'ladjb',
    category: 'lacl',
    tjfs: '1',
    print: true,
    approval: true,
  },
  {
    id: 9002,
    name: '询问笔录',
    form: 'xwbl',
    category: 'dcqz',
    tjfs: '1',
    approval: false,
  },
  {
    // Spec 02 §2 and §9: 579 and 580 are the verbal notices (口头告知) the header button opens, the
    // notice of the intended penalty and of the right to state and defend, made on the spot.
    id: 579,
    name: '口头告知书（单位）',
    form: 'xzcfjds',
    category: 'cfws',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    id: 580,
    name: '口头告知书（个人）',
    form: 'xzcfjdsgr',
    category: 'cfws',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    // The penalty decisions have no rwwsszid in the spec (server/actions/state.ts DECISION_TYPES).
    id: 9007,
    name: '行政处罚决定书',
    form: 'cfjdsdw',
    category: 'cfws',
    tjfs: '1',
    print: true,
    word: '消行罚决字',
    approval: true,
  },
  {
    id: 9008,
    name: '行政处罚决定书（个人）',
    form: 'cfjdsgr',
    category: 'cfws',
    tjfs: '1',
    print: true,
    word: '消行罚决字',
    approval: true,
  },
  {
    id: 264,
    name: '当场行政处罚决定书',
    form: 'dccfjds',
    category: 'cfws',
    tjfs: '1',
    print: true,
    word: '消当罚决字',
    approval: false,
  },
  {
    // Spec 01 §2: the on-the-spot decision to an individual, opened by the penalty wizard.
    id: 299,
    name: '当场行政处罚决定书（个人）',
    form: 'dccfjdsgr',
    category: 'cfws',
    tjfs: '1',
    print: true,
    word: '消当罚决字',
    approval: false,
  },
  {
    id: 44,
    name: '不予行政处罚决定书',
    form: 'byxzcfjds',
    category: 'cfws',
    tjfs: '1',
    print: true,
    word: '消不罚决字',
    approval: true,
  },
  {
    id: 120,
    name: '超期行政处罚延期审批表',
    form: 'cqxzcfyqspb',
    category: 'cfws',
    tjfs: '1',
    print: true,
    approval: true,
  },
  {
    id: 9023,
    name: '超期行政处罚审批表',
    form: 'cqxzcfspb',
    category: 'cfws',
    tjfs: '1',
    print: true,
    approval: true,
  },
  {
    // The clock-suspension and void applications (spec 02 §2) have no rwwsszid in the spec; their
    // approval suspends the clock or voids the task (server/actions/approval.ts).
    id: 9005,
    name: '案件中止计时审批表',
    form: 'sqbaqxzzjsspb',
    category: 'cfws',
    tjfs: '1',
    print: true,
    approval: true,
  },
  {
    id: 9006,
    name: '任务作废审批表',
    form: 'sqrwzfspb',
    category: 'cfws',
    tjfs: '1',
    print: true,
    approval: true,
  },
  {
    id: 220,
    name: '终止案件调查决定书',
    form: 'zzajdcjds',
    category: 'cfws',
    tjfs: '1',
    word: '消终调字',
    approval: true,
  },
  {
    id: 115,
    name: '移送案件通知书',
    form: 'ysajtzs',
    category: 'cfws',
    tjfs: '1',
    print: true,
    word: '消移字',
    approval: true,
  },
  {
    // Tells the party its case went to another authority (ajystzs; 9022 is ours).
    id: 9022,
    name: '案件移送通知书',
    form: 'ajystzs',
    category: 'cfws',
    tjfs: '1',
    print: true,
    word: '消移通字',
    approval: true,
  },
  {
    id: 88,
    name: '临时查封决定书',
    form: 'jtyajllscf',
    category: 'qzcs',
    tjfs: '1',
    print: true,
    word: '消封字',
    approval: true,
  },
  {
    id: 502,
    name: '临时查封现场笔录',
    form: 'lscfxcbl',
    category: 'qzcs',
    tjfs: '1',
    approval: false,
  },
  {
    id: 101,
    name: '催告书',
    form: 'cgs',
    category: 'zxws',
    tjfs: '1',
    print: true,
    word: '消催字',
    approval: true,
  },
  {
    id: 421,
    name: '催告书（停产停业）',
    form: 'cgs',
    category: 'zxws',
    tjfs: '1',
    print: true,
    word: '消催字',
    approval: true,
  },
  {
    // The third 催告书 the 强制执行 dialog offers (spec 02 §2: 101, 421, 417).
    id: 417,
    name: '催告书（其他）',
    form: 'cgs',
    category: 'zxws',
    tjfs: '1',
    print: true,
    word: '消催字',
    approval: true,
  },
  {
    id: 46,
    name: '送达回证',
    form: 'sdhz',
    category: 'sdws',
    tjfs: '1',
    kglsh: '1',
    print: true,
    approval: false,
  },
  {
    id: 565,
    name: '电子送达地址确认书',
    form: 'dzsddzqrs',
    category: 'sdws',
    tjfs: '1',
    approval: false,
  },
  {
    id: 228,
    name: '消防产品监督检查记录',
    form: 'cpjdjcjl',
    category: 'cpws',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    id: 232,
    name: '消防产品质量监督抽查抽样单',
    form: 'xfcpzljdcccyd',
    category: 'cpws',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    id: 382,
    name: '消防产品检验报告',
    form: 'cpjybg',
    category: 'cpws',
    tjfs: '3',
    approval: false,
  },
  {
    // The second type of the re-test report (spec 02 §2: cpjybgfj 392 and 889; 392 is the products
    // area's). A report arrives as a file: upload only.
    id: 889,
    name: '消防产品检验报告（委托复检）',
    form: 'cpjybgfj',
    category: 'cpws',
    tjfs: '3',
    approval: false,
  },
  {
    id: 9004,
    name: '火灾现场勘验笔录',
    form: 'hzxckybl',
    category: 'hzdc',
    tjfs: '1',
    approval: false,
  },
  {
    id: 458,
    name: '火灾事故调查认定延期审批表',
    form: 'hzdcrdyqspb',
    category: 'hzdc',
    tjfs: '1',
    print: true,
    approval: true,
  },
  {
    // 火灾事故认定书: no rwwsszid in the spec (9021 is ours); 528 is the re-determination.
    id: 9021,
    name: '火灾事故认定书',
    form: 'hzsgrds',
    category: 'hzdc',
    tjfs: '1',
    print: true,
    word: '消火认字',
    approval: true,
  },
  {
    id: 320,
    name: '火灾重新认定受理登记表',
    form: 'hzcxrdsldj',
    category: 'hzdc',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    id: 528,
    name: '火灾事故重新认定书',
    form: 'hzsgcxrds',
    category: 'hzdc',
    tjfs: '1',
    print: true,
    word: '消火认字',
    approval: true,
  },
  {
    // The fire investigation's case transfer (the penalty case's is 115), and the police's
    // acceptance registered on the fire case.
    id: 460,
    name: '移送案件通知书',
    form: 'ysajtzs',
    category: 'hzdc',
    tjfs: '1',
    print: true,
    word: '消移字',
    approval: true,
  },
  {
    id: 117,
    name: '接受刑事案件登记表',
    form: 'jsxsajdj',
    category: 'hzdc',
    tjfs: '1',
    print: true,
    approval: false,
  },
  {
    id: 9001,
    name: '其他材料',
    form: 'qtcl',
    category: 'qtcl',
    tjfs: '3',
    approval: false,
  },
  {
    // 卷内备考表: the last sheet of a case file, written when it is archived.
    id: 214,
    name: '卷内备考表',
    form: 'jnbkb',
    category: 'qtcl',
    tjfs: '1',
    print: true,
    approval: false,
  },
  // The guards of beforeaddflws (spec 02 §8), each on a type whose setting the province has not
  // finished: only the demo task of the guards has their category.
  {
    id: 9101,
    name: '听证告知书',
    form: 'tzgzs',
    category: 'dpzws',
    tjfs: '1',
    url: null,
    approval: true,
  },
  {
    id: 9102,
    name: '听证通知书',
    form: 'tztzs',
    category: 'dpzws',
    tjfs: '1',
    definition: null,
    approval: true,
  },
  {
    id: 9103,
    name: '听证笔录',
    form: 'tzbl',
    category: 'dpzws',
    tjfs: '1',
    setting: null,
    approval: false,
  },
  {
    id: 9104,
    name: '听证报告书',
    form: 'tzbgs',
    category: 'dpzws',
    tjfs: '1',
    template: null,
    approval: true,
  },
  {
    // Set up completely but bound to a form the server has no template for.
    id: 9105,
    name: '证据先行登记保存决定书',
    form: 'zjxxdjbcjds',
    category: 'dpzws',
    tjfs: '1',
    approval: true,
  },
];
