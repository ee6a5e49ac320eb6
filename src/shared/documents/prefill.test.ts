import { describe, expect, it } from 'vitest';
import { documentForm } from './forms';
import {
  FIELD_MEANINGS,
  detailSources,
  mergeUnits,
  treeNumbers,
  inspectionDateOf,
  meaningOf,
  neededMeanings,
  numberPrefixOf,
  prefill,
  prefilledLabels,
  taskOfficers,
  FORM_FIELD_MEANINGS,
  noticeNumberOf,
  pageSources,
  type PrefillSources,
} from './prefill';
import { HOTEL, HOTEL_TASK, HOTEL_UNIT_ID, NOTICE_FIELDS } from './prefillTesting';
import type { ServerField } from '../forms/serverFields';
import type { FieldDef } from '../forms/types';
import type { DetailConfig, TreeRow } from '../detail/schemas';

const NOTICE = NOTICE_FIELDS;

// 消防监督检查记录: the inspectors are chosen from the officer's unit; their names are kept hidden.
const RECORD: ServerField[] = [
  { name: 'JCSJ', label: '检查时间', type: 'datetime', required: true },
  {
    name: 'JCRYID',
    label: '检查人员',
    type: 'picker',
    required: true,
    table: 'BLADE_USER',
    labelField: 'REAL_NAME',
    valueField: 'ID',
    keyField: 'COMPANY_ID',
    keyValue: '1501020000',
    multiple: true,
    labelTarget: 'JCRY',
  },
  { name: 'JCRY', label: '检查人员姓名', type: 'text', hidden: true },
  { name: 'DWMC', label: '被检查单位', type: 'text', required: true },
  { name: 'XCFZR', label: '现场负责人', type: 'text', required: true },
];

const fieldsOf = (f: readonly ServerField[]): readonly FieldDef[] => documentForm(f).fields;

const SOURCES: PrefillSources = {
  task: HOTEL_TASK,
  unit: HOTEL,
  officer: { id: '1123598821738675201', name: '张伟', companyName: '呼和浩特市新城区消防救援大队' },
  today: '2026-03-18',
  inspectionDate: '2026-03-12',
  numberPrefix: '新城消限字〔2026〕第',
};

describe('prefill', () => {
  it('fills every field whose meaning is known, in the form order, and nothing else', () => {
    const r = prefill(fieldsOf(NOTICE), SOURCES);
    expect(r.values).toEqual({
      WH: '新城消限字〔2026〕第',
      DWMC: '呼和浩特市青城宾馆有限责任公司',
      DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
      TYSHXYDM: '91150102MA0N2X8K3P',
      FDDBR: '王建国',
      JCRQ: '2026-03-12',
      LKRQ: '2026-03-18',
    });
    expect(r.prefilled).toEqual(['WH', 'DWMC', 'DWDZ', 'TYSHXYDM', 'FDDBR', 'JCRQ', 'LKRQ']);
    // The facts and the deadline are the officer's to write; 联系人 is no fact of the task.
    expect(r.values).not.toHaveProperty('WFXW');
    expect(r.values).not.toHaveProperty('ZGQX');
    expect(r.values).not.toHaveProperty('LXR');
  });

  it('never overwrites a value the form already has', () => {
    const r = prefill(fieldsOf(NOTICE), SOURCES, {
      DWMC: '青城宾馆',
      JCRQ: '2026-03-10',
      FDDBR: '  ',
    });
    expect(r.values).not.toHaveProperty('DWMC');
    expect(r.values).not.toHaveProperty('JCRQ');
    // Blank is empty: the legal representative is still filled.
    expect(r.values.FDDBR).toBe('王建国');
    expect(r.prefilled).not.toContain('DWMC');
  });

  it('leaves a field blank when its fact is not known (no guesses)', () => {
    const r = prefill(fieldsOf(NOTICE), {
      task: { DWMC: '呼和浩特市青城宾馆有限责任公司', CBRXM: '张伟' },
      today: '2026-03-18',
    });
    expect(r.values).toEqual({ DWMC: '呼和浩特市青城宾馆有限责任公司', LKRQ: '2026-03-18' });
    expect(r.prefilled).toEqual(['DWMC', 'LKRQ']);
    expect(prefill(fieldsOf(NOTICE), {})).toEqual({ values: {}, prefilled: [] });
  });

  it('takes the unit record before the task, and the task when the record lacks a value', () => {
    const r = prefill(fieldsOf(NOTICE), {
      task: { DWMC: '青城宾馆', DWDZ: '新华大街58号' },
      unit: { DWMC: '呼和浩特市青城宾馆有限责任公司', DWDZ: null, TYSHXYDM: '' },
    });
    expect(r.values).toEqual({ DWMC: '呼和浩特市青城宾馆有限责任公司', DWDZ: '新华大街58号' });
  });

  it('names the signed-in officer in the officer picker only when he is an officer of the task', () => {
    const fields = fieldsOf(RECORD);
    const mine = prefill(fields, SOURCES);
    expect(mine.values).toEqual({
      JCRYID: ['1123598821738675201'],
      JCRY: '张伟',
      DWMC: '呼和浩特市青城宾馆有限责任公司',
    });
    // The picker is what the officer sees; its hidden names go with it.
    expect(mine.prefilled).toEqual(['JCRYID', 'DWMC']);

    const other = prefill(fields, {
      ...SOURCES,
      officer: {
        id: '1123598821738675299',
        name: '李思远',
        companyName: '石家庄市长安区消防救援大队',
      },
    });
    expect(other.values).not.toHaveProperty('JCRYID');
    expect(other.values).not.toHaveProperty('JCRY');

    const coOfficer = prefill(fields, {
      ...SOURCES,
      officer: { id: '1123598821738675202', name: '李强' },
    });
    expect(coOfficer.values.JCRYID).toEqual(['1123598821738675202']);
    expect(coOfficer.values.JCRY).toBe('李强');
  });

  it('fills the officers text fields with the task officer and co-officer', () => {
    const fields: FieldDef[] = [
      { kind: 'text', name: 'ZFRY', label: '执法人员' },
      { kind: 'text', name: 'CBR', label: '承办人' },
      { kind: 'text', name: 'LKDW', label: '落款单位' },
    ];
    const r = prefill(fields, SOURCES);
    expect(r.values).toEqual({
      ZFRY: '张伟、李强',
      CBR: '张伟、李强',
      LKDW: '呼和浩特市新城区消防救援大队',
    });
    // One officer only, or the same name twice: named once.
    expect(prefill(fields, { task: { CBRXM: '张伟', copycbr: '张伟' } }).values.ZFRY).toBe('张伟');
  });

  it('fills a field only when it is of the meaning kind, shown and editable', () => {
    const fields: FieldDef[] = [
      // A datetime 检查日期 would need a time nobody knows.
      { kind: 'datetime', name: 'JCRQ', label: '检查日期' },
      { kind: 'select', name: 'DWMC', label: '单位', options: [{ value: '1', label: '甲' }] },
      { kind: 'text', name: 'DWDZ', label: '单位地址', readOnly: true },
      { kind: 'text', name: 'FDDBR', label: '法定代表人', hidden: true },
      { kind: 'date', name: 'LKRQ', label: '落款日期' },
    ];
    expect(prefill(fields, SOURCES)).toEqual({
      values: { LKRQ: '2026-03-18' },
      prefilled: ['LKRQ'],
    });
  });

  it('takes only real dates', () => {
    const fields = fieldsOf(NOTICE);
    const r = prefill(fields, { today: '2026-02-30', inspectionDate: '2026-03-12 09:30:00' });
    expect(r.values).toEqual({ JCRQ: '2026-03-12' });
  });

  it('leaves ambiguous names alone', () => {
    for (const name of ['SQR', 'LARQ', 'JLR', 'LXR', 'ZGDWID', 'DSR', 'SSDR', 'JCDD'])
      expect(FIELD_MEANINGS).not.toHaveProperty(name);
  });
});

// Issue 29: fields whose meaning depends on the form, filled from the page's query, the wizard's
// choice, the task's detail and the signed-in officer (the reference server's definitions).
describe('prefill by form', () => {
  const APPLICATION: ServerField[] = [
    { name: 'DWMC', label: '申请单位', type: 'text', required: true },
    { name: 'SQR', label: '申请人', type: 'text', required: true },
    { name: 'YWSWH', label: '责令改正通知书文号', type: 'text', required: true },
  ];
  const SOURCE_OPTIONS = ['监督检查发现', '举报投诉', '火灾调查', '其他部门移送'].map(
    (label, i) => ({
      value: String(i + 1),
      label,
    }),
  );
  const APPROVAL: ServerField[] = [
    { name: 'AJLY', label: '案件来源', type: 'select', options: SOURCE_OPTIONS, required: true },
    { name: 'CFDXMC', label: '处罚对象名称', type: 'text' },
    { name: 'CFDXDZ', label: '处罚对象地址', type: 'text' },
    { name: 'LARQ', label: '立案日期', type: 'date', required: true },
  ];
  const VOID: ServerField[] = [
    { name: 'RWMC', label: '任务名称', type: 'text', required: true },
    { name: 'ZFYY', label: '作废原因', type: 'textarea', required: true },
    { name: 'SQR', label: '申请人', type: 'text', required: true },
  ];
  const SUSPENSION: ServerField[] = [
    { name: 'AJMC', label: '案件名称', type: 'text', required: true },
    { name: 'LARQ', label: '立案日期', type: 'date', required: true },
    { name: 'CBR', label: '承办人', type: 'text', required: true },
  ];
  const SEIZURE: ServerField[] = [
    { name: 'DSR', label: '当事人', type: 'text', required: true },
    { name: 'XCFZR', label: '当事人现场负责人', type: 'text', required: true },
  ];
  const CASE = {
    ...HOTEL_TASK,
    RWMC: '关于呼和浩特市青城宾馆有限责任公司消防违法行为的行政处罚',
    LARQ: '2026-02-20 09:00:00',
  };

  it('复查申请登记: the notice number of the page query, else the task one notice', () => {
    const fields = fieldsOf(APPLICATION);
    const r = prefill(
      fields,
      { ...SOURCES, page: { LYBH: '新城消限字〔2026〕第0031号' } },
      {},
      'fcsqdj',
    );
    expect(r.values.YWSWH).toBe('新城消限字〔2026〕第0031号');
    // SQR here is the unit's applicant: nobody the client knows.
    expect(r.values).not.toHaveProperty('SQR');
    const fallback = prefill(
      fields,
      { ...SOURCES, page: { LYBH: '' }, noticeNumber: '新城消限字〔2026〕第0017号' },
      {},
      'fcsqdj',
    );
    expect(fallback.values.YWSWH).toBe('新城消限字〔2026〕第0017号');
    // On another form YWSWH means nothing known.
    expect(prefill(fields, { page: { LYBH: 'x' } }, {}, 'xfjdjcjlfc').values).not.toHaveProperty(
      'YWSWH',
    );
  });

  it('立案审批表: a unit target is the task unit; the source is the wizard type as the form option', () => {
    const r = prefill(
      fieldsOf(APPROVAL),
      { ...SOURCES, page: { CFDXLX: '2', CF_LYTYPE: '2', sourceLabel: '举报投诉' } },
      {},
      'laspb',
    );
    expect(r.values).toEqual({
      AJLY: '2',
      CFDXMC: HOTEL.DWMC,
      CFDXDZ: HOTEL.DWDZ,
    });
    expect(prefilledLabels(fieldsOf(APPROVAL), r.prefilled)).toEqual([
      '案件来源',
      '处罚对象名称',
      '处罚对象地址',
    ]);
  });

  it('立案审批表: an individual target is the one the wizard named, never the unit', () => {
    const named = prefill(
      fieldsOf(APPROVAL),
      {
        ...SOURCES,
        page: { CFDXLX: '1', CFDXMC: '王某某', CFDXDZ: '会展中心B馆东侧商铺3号', sourceLabel: '' },
      },
      {},
      'laspb',
    );
    expect(named.values).toEqual({ CFDXMC: '王某某', CFDXDZ: '会展中心B馆东侧商铺3号' });
    const unnamed = prefill(fieldsOf(APPROVAL), { ...SOURCES, page: { CFDXLX: '1' } }, {}, 'laspb');
    expect(unnamed.values).toEqual({});
  });

  it('案件来源 is left blank when the label is no option of the form', () => {
    const r = prefill(
      fieldsOf(APPROVAL),
      { page: { CF_LYTYPE: '9', sourceLabel: '上级交办' } },
      {},
      'laspb',
    );
    expect(r.values).not.toHaveProperty('AJLY');
  });

  it('任务作废审批表: the task name and the signed-in officer as the applicant', () => {
    const r = prefill(fieldsOf(VOID), { ...SOURCES, task: CASE }, {}, 'sqrwzfspb');
    expect(r.values).toEqual({ RWMC: CASE.RWMC, SQR: '张伟' });
  });

  it('案件中止计时审批表: the case name and its filing date (not today)', () => {
    const r = prefill(fieldsOf(SUSPENSION), { ...SOURCES, task: CASE }, {}, 'sqbaqxzzjsspb');
    expect(r.values).toEqual({ AJMC: CASE.RWMC, LARQ: '2026-02-20', CBR: '张伟、李强' });
    // A task without a filing date leaves it blank.
    const none = prefill(fieldsOf(SUSPENSION), { task: { RWMC: 'x' } }, {}, 'sqbaqxzzjsspb');
    expect(none.values).toEqual({ AJMC: 'x' });
  });

  it('临时查封现场笔录: the party is the task unit', () => {
    const r = prefill(fieldsOf(SEIZURE), SOURCES, {}, 'lscfxcbl');
    expect(r.values).toEqual({ DSR: HOTEL.DWMC });
    // Elsewhere DSR (复核申请人 on a fire form) is not the unit.
    expect(prefill(fieldsOf(SEIZURE), SOURCES, {}, 'hzsgrdfhsqb').values).toEqual({});
  });

  it('every form-specific name is one the global table leaves alone, or means the same', () => {
    for (const table of Object.values(FORM_FIELD_MEANINGS))
      for (const [name, meaning] of Object.entries(table)) {
        const global = FIELD_MEANINGS[name];
        if (global) expect(global).toBe(meaning);
      }
  });

  it('reads the page query and the task one rectification notice', () => {
    expect(pageSources({ LYBH: ' 新城消限字〔2026〕第0031号 ', CFDXLX: '2', runId: 'r' })).toEqual({
      LYBH: '新城消限字〔2026〕第0031号',
      CFDXLX: '2',
      CFDXMC: '',
      CFDXDZ: '',
      CF_LYTYPE: '',
    });
    const row = (WH: string | null, XGURL = '/ws/cpzlxqgztzs', deleted = '0'): TreeRow =>
      ({ WH, XGURL, XZURL: null, RW_ISDELETED: deleted, children: [] }) as unknown as TreeRow;
    expect(noticeNumberOf([row('新城消限字〔2026〕第0017号')])).toBe('新城消限字〔2026〕第0017号');
    // Two different notices: which one the application answers is the officer's to say.
    expect(
      noticeNumberOf([row('新城消限字〔2026〕第0017号'), row('新城消限字〔2026〕第0018号')]),
    ).toBeNull();
    expect(noticeNumberOf([row('新城消限字〔2026〕第0017号', '/ws/xfjdjcjl')])).toBeNull();
    expect(noticeNumberOf([row('新城消限字〔2026〕第0017号', '/ws/cpzlxqgztzs', '1')])).toBeNull();
  });
});

describe('prefill helpers', () => {
  it('lists the labels of the pre-filled fields in form order', () => {
    const fields = fieldsOf(NOTICE);
    expect(prefilledLabels(fields, ['LKRQ', 'DWMC', 'DWDZ'])).toEqual([
      '被责令单位',
      '单位地址',
      '落款日期',
    ]);
  });

  it('says which sources a form needs', () => {
    expect([...neededMeanings(fieldsOf(RECORD))].sort()).toEqual(['officer', 'unitName']);
    expect(neededMeanings([{ kind: 'textarea', name: 'JCQK', label: '检查情况' }]).size).toBe(0);
    expect(meaningOf({ kind: 'date', name: 'JCRQ', label: '检查日期' })).toBe('inspectionDate');
  });

  it('joins the task officers once each', () => {
    expect(taskOfficers({ CBRXM: ' 张伟 ', copycbr: '李强' })).toBe('张伟、李强');
    expect(taskOfficers({ CBRXM: null, copycbr: '李强' })).toBe('李强');
    expect(taskOfficers(null)).toBe('');
  });

  it('reads the inspection date from the inspection record', () => {
    expect(inspectionDateOf({ JCSJ: '2026-03-12 09:30:00', JCDD: '新华大街58号' })).toBe(
      '2026-03-12',
    );
    expect(inspectionDateOf({ JCSJ: '', JCRQ: '2026-03-11' })).toBe('2026-03-11');
    expect(inspectionDateOf({ JCSJ: '三月十二日' })).toBeNull();
    expect(inspectionDateOf(null)).toBeNull();
  });

  it('makes this year’s number prefix from the task’s numbers of the kind', () => {
    expect(numberPrefixOf(['新城消限字〔2026〕第0017号'], '2026-03-18')).toBe(
      '新城消限字〔2026〕第',
    );
    // Numbers restart each year: last year's word, this year's year.
    expect(numberPrefixOf(['新城消限字〔2025〕第0017号'], '2026-01-04')).toBe(
      '新城消限字〔2026〕第',
    );
    // The latest number wins.
    expect(
      numberPrefixOf(
        ['昆区消限字〔2025〕第0003号', '新城消限字〔2026〕第0021号', null],
        '2026-03-18',
      ),
    ).toBe('新城消限字〔2026〕第');
    expect(numberPrefixOf([null, '', '暂无文号'], '2026-03-18')).toBeNull();
    expect(numberPrefixOf(['新城消限字〔2026〕第0017号'], '')).toBeNull();
  });
});

describe('what the task detail tells', () => {
  const rwxx = {
    RWID: '1782341906007919',
    runId: '1782341905015331',
    RWMC: '关于呼和浩特市青城宾馆有限责任公司的消防监督检查',
    shdwid: '150102000123',
    DWMC: '呼和浩特市青城宾馆有限责任公司',
    DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
    CBRXM: '张伟',
    copycbr: '李强',
  } as unknown as DetailConfig['rwxx'];

  it('reads the task and, when the dataMap is the task unit, the unit', () => {
    const dataMap = { DWID: HOTEL_UNIT_ID, ...HOTEL, CFLCLX: '4' };
    expect(detailSources({ rwxx, dataMap })).toEqual({
      task: { ...HOTEL_TASK, RWMC: '关于呼和浩特市青城宾馆有限责任公司的消防监督检查', LARQ: '' },
      unit: HOTEL,
    });
    expect(detailSources({ rwxx: { ...rwxx, LARQ: '2026-02-20' }, dataMap }).task?.LARQ).toBe(
      '2026-02-20',
    );
    // A dataMap of another unit, or of none, says nothing of this task's unit.
    expect(detailSources({ rwxx, dataMap: { ...dataMap, DWID: '150102000999' } }).unit).toBeNull();
    expect(detailSources({ rwxx, dataMap: { HZDD: '中山东路126号' } }).unit).toBeNull();
  });

  it('merges the unit record with the dataMap, the record first', () => {
    expect(
      mergeUnits(
        { DWMC: '呼和浩特市青城宾馆有限责任公司', FDDBR: null },
        { FDDBR: '王建国', DWMC: '青城宾馆' },
      ),
    ).toEqual({ DWMC: '呼和浩特市青城宾馆有限责任公司', DWDZ: '', TYSHXYDM: '', FDDBR: '王建国' });
    expect(mergeUnits(null, { FDDBR: '王建国' })).toEqual({ FDDBR: '王建国' });
    expect(mergeUnits(undefined, null)).toBeNull();
  });

  it('finds the numbers of the run documents of one form, at any depth', () => {
    const row = (over: Partial<TreeRow>): TreeRow =>
      ({
        TITLE: '',
        WH: null,
        XGURL: null,
        XZURL: null,
        RW_ISDELETED: '0',
        children: [],
        ...over,
      }) as TreeRow;
    const tree = [
      row({
        TITLE: '关于呼和浩特市青城宾馆有限责任公司的消防监督检查',
        children: [
          row({
            TITLE: '检查文书',
            children: [
              row({
                TITLE: '责令限期改正通知书',
                XGURL: '/ws/cpzlxqgztzs',
                WH: '新城消限字〔2026〕第0017号',
              }),
              row({ TITLE: '消防监督检查记录', XGURL: '/ws/xfjdjcjl', WH: null }),
            ],
          }),
        ],
      }),
      row({
        TITLE: '关于呼和浩特市青城宾馆有限责任公司的复查',
        RW_ISDELETED: '2',
        children: [
          row({
            TITLE: '责令限期改正通知书',
            XZURL: '/ws/cpzlxqgztzs',
            WH: '新城消限字〔2026〕第0018号',
          }),
        ],
      }),
    ];
    expect(treeNumbers(tree, 'cpzlxqgztzs')).toEqual([
      '新城消限字〔2026〕第0017号',
      '新城消限字〔2026〕第0018号',
    ]);
    expect(treeNumbers(tree, 'xfjdjcjl')).toEqual([]);
  });
});
