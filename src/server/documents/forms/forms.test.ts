import { describe, expect, it } from 'vitest';
import { formNames, formOf, printedFields, publicField, sampleValues, type FormDef } from './index';
import { DOC_TYPES } from '../seed/catalog';
import { checkDocumentValues } from '../../../shared/documents/forms';
import { isServedDocument } from '../../../shared/documents/served';

// The forms of issue 18 (spec 02 §2 document pages) as the reference server defines them: the
// fields such a document has, the first refusal of an empty one (the shared rules' exact words),
// the seed's values passing the same rules, and the catalogue naming a form for every type.

const defOf = (form: string): FormDef => {
  const def = formOf(form);
  if (!def) throw new Error(`no form ${form}`);
  return def;
};
const labels = (form: string): string[] => printedFields(defOf(form)).map((f) => f.label);
const firstRefusal = (form: string, values: Record<string, string> = {}): string | undefined =>
  checkDocumentValues(defOf(form).fields.map(publicField), values)?.message;

const SAMPLE = {
  unit: {
    name: '呼和浩特市新城区老绥远烧麦馆',
    address: '呼和浩特市新城区中山东路126号',
    creditCode: '92150102MA0N1XK47Q',
    legalPerson: '刘海',
    phone: '0471-6288126',
    safetyManager: '刘海',
    nature: null,
  },
  taskName: '关于老绥远烧麦馆后厨火灾事故调查',
  officer: '张伟',
  coOfficer: '李强',
  brigade: {
    name: '呼和浩特市新城区消防救援大队',
    abbr: '新城',
    leader: '王建国',
    address: '呼和浩特市新城区',
    phone: '0471-6512119',
  },
  created: '2026-03-18 09:30:00',
  after: (days: number) =>
    new Date(Date.UTC(2026, 2, 18) + days * 86_400_000).toISOString().slice(0, 10),
  wh: '新城消火认字〔2026〕第0011号',
  title: '火灾事故认定书',
};

/** The issue's forms (with the types they serve) and the first refusal of an empty one. */
const ISSUE_FORMS: ReadonlyArray<[string, readonly number[], string]> = [
  ['hzsgcxrds', [528], '原火灾事故认定书文号不能为空'],
  ['hzsgrds', [9021], '火灾名称不能为空'],
  ['jsxsajdj', [117], '案件名称不能为空'],
  ['hzcxrdsldj', [320], '火灾名称不能为空'],
  ['hzdcrdyqspb', [458], '火灾名称不能为空'],
  ['ysajtzs', [115, 460], '接受单位不能为空'],
  ['ajystzs', [9022], '当事人不能为空'],
  ['zzajdcjds', [220], '当事人不能为空'],
  ['byxzcfjds', [44], '当事人不能为空'],
  ['jnbkb', [214], '案卷题名不能为空'],
  ['gzjjcstrsyyyqxfaqjcyjs', [311], '申请人不能为空'],
  ['cqxzcfspb', [9023], '案件名称不能为空'],
  ['cqxzcfyqspb', [120], '案件名称不能为空'],
  ['jdjcxfjdjcjl', [126, 725], '检查时间不能为空'],
  ['cpjybgfj', [392, 889], '报告编号不能为空'],
  ['cgs', [101, 421, 417], '当事人不能为空'],
];

describe('the forms of issue 18', () => {
  it.each(ISSUE_FORMS)('%s: served by its types, refuses an empty form', (form, types, refusal) => {
    for (const id of types.filter((t) => t !== 392)) {
      const type = DOC_TYPES.find((t) => t.id === id);
      expect(type?.form, String(id)).toBe(form);
    }
    expect(firstRefusal(form)).toBe(refusal);
  });

  it('gives the seed values the shared rules accept', () => {
    for (const [form] of ISSUE_FORMS) {
      const def = defOf(form);
      // A picker's keys are the officers the seed chooses (server/documents/picked.ts).
      const picked = Object.fromEntries(
        def.fields.filter((f) => f.type === 'picker').map((f) => [f.name, 'u-zhangwei']),
      );
      const values = { ...sampleValues(def, SAMPLE), ...picked };
      expect(checkDocumentValues(def.fields.map(publicField), values), form).toBe(null);
    }
  });

  it('gives a fire determination what 《火灾事故调查规定》 asks of it', () => {
    expect(labels('hzsgrds')).toEqual([
      '火灾名称',
      '起火时间',
      '起火地点',
      '起火单位（个人）',
      '死亡人数',
      '受伤人数',
      '直接财产损失（元）',
      '火灾损失情况',
      '起火原因',
      '灾害成因',
      '认定依据',
      '复核告知',
      '认定日期',
    ]);
    expect(labels('hzsgcxrds').slice(0, 2)).toEqual(['原火灾事故认定书文号', '复核决定书文号']);
    expect(labels('hzsgcxrds')).toContain('重新调查情况');
    expect(labels('hzcxrdsldj')).toEqual(
      expect.arrayContaining(['复核机构', '复核决定书文号', '受理时间', '重新认定期限', '受理人']),
    );
    expect(labels('jsxsajdj')).toEqual(
      expect.arrayContaining(['移送案件通知书文号', '接受单位', '接受人', '接受时间', '登记人']),
    );
    expect(labels('hzdcrdyqspb')).toEqual(
      expect.arrayContaining(['原认定期限', '延长期限', '延长至', '延期理由', '承办人']),
    );
  });

  it('gives the penalty and case-file documents their legal contents', () => {
    // 行政强制法 第三十五条: the duty, its deadline and manner, the amount, the right to state and defend.
    expect(labels('cgs')).toEqual(
      expect.arrayContaining(['应当履行的义务', '履行期限', '履行方式', '陈述申辩告知']),
    );
    expect(labels('byxzcfjds')).toEqual(
      expect.arrayContaining(['证据', '不予处罚情形', '不予处罚理由及依据', '救济途径']),
    );
    expect(labels('zzajdcjds')).toEqual(
      expect.arrayContaining(['终止调查情形', '终止调查理由', '法律依据']),
    );
    expect(labels('jnbkb')).toEqual([
      '案卷题名',
      '卷内文件（件）',
      '卷内页数（页）',
      '照片（张）',
      '本卷情况说明',
      '立卷人',
      '立卷时间',
      '检查人',
      '检查时间',
    ]);
    expect(labels('cqxzcfspb')).toEqual(
      expect.arrayContaining(['法定办案期限', '超期天数', '超期原因', '拟处理意见']),
    );
    expect(labels('gzjjcstrsyyyqxfaqjcyjs')).toEqual(
      expect.arrayContaining(['受理凭证文号', '检查日期', '检查意见', '救济途径']),
    );
    expect(labels('jdjcxfjdjcjl')).toEqual(
      expect.arrayContaining(['检查人员', '检查项目', '是否存在重大火灾隐患', '检查结论']),
    );
  });

  it('checks what the officer types with the shared rules, in form order', () => {
    const filled = sampleValues(defOf('hzsgrds'), SAMPLE);
    expect(firstRefusal('hzsgrds', { ...filled, SWRS: '两人' })).toBe('死亡人数必须是数字');
    expect(firstRefusal('hzsgrds', { ...filled, QHSJ: '' })).toBe('起火时间不能为空');
    expect(firstRefusal('cgs', { ...sampleValues(defOf('cgs'), SAMPLE), CGLX: '9' })).toBe(
      '催告类型的选项不正确',
    );
  });

  it('presets only options the form has, and names the field for the source number', () => {
    for (const def of [defOf('cgs'), defOf('jdjcxfjdjcjl')])
      for (const preset of Object.values(def.presets ?? {}))
        for (const [name, value] of Object.entries(preset))
          expect(
            def.fields.find((f) => f.name === name)?.options?.some((o) => o.value === value),
          ).toBe(true);
    for (const form of ['hzsgcxrds', 'hzcxrdsldj', 'jsxsajdj', 'ajystzs', 'cgs', 'xfjdjcjlfc']) {
      const def = defOf(form);
      expect(def.fields.some((f) => f.name === def.source?.number)).toBe(true);
    }
  });

  it('has a form for every type of the catalogue but the deliberately unbound one', () => {
    const unbound = DOC_TYPES.filter((t) => !formOf(t.form)).map((t) => t.id);
    expect(unbound).toEqual([9101, 9102, 9103, 9104, 9105]);
    const ids = DOC_TYPES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('serves the decisions and notices on the party, keeps the forms in the file', () => {
    const served = (id: number): boolean =>
      isServedDocument(DOC_TYPES.find((t) => t.id === id)?.name);
    expect([9021, 528, 460, 9022, 44, 220, 311].map(served)).toEqual(Array(7).fill(true));
    expect([117, 320, 458, 214, 9023, 120, 126, 725].map(served)).toEqual(Array(8).fill(false));
  });

  it('declares the kind of every field that holds one, and every form’s seed values pass it', () => {
    // What the label says the value is → the kind the field must declare.
    const KINDS: Array<[RegExp, string]> = [
      [/身份证/, 'idNumber'],
      [/信用代码/, 'creditCode'],
      [/电话|手机/, 'phone'],
      [/金额|（元）/, 'money'],
    ];
    let declared = 0;
    for (const form of formNames()) {
      const def = defOf(form);
      for (const f of def.fields) {
        const kind = KINDS.find(([re]) => re.test(f.label))?.[1];
        if (kind && f.type !== 'textarea') expect(f.format, `${form}.${f.name}`).toBe(kind);
        if (f.format) declared += 1;
        // The end of a time or date range names its start, a field of the same form before it.
        if (/结束时间|截止日期/.test(f.label))
          expect(f.rangeStart, `${form}.${f.name}`).toBeTruthy();
        if (f.rangeStart) {
          const start = def.fields.findIndex((g) => g.name === f.rangeStart);
          expect(start, `${form}.${f.name}`).toBeGreaterThanOrEqual(0);
          expect(def.fields[start].type).toBe(f.type);
        }
      }
      const picked = Object.fromEntries(
        def.fields.filter((f) => f.type === 'picker').map((f) => [f.name, 'u-zhangwei']),
      );
      const values = { ...sampleValues(def, SAMPLE), ...picked };
      expect(checkDocumentValues(def.fields.map(publicField), values), form).toBe(null);
    }
    expect(declared).toBeGreaterThanOrEqual(25);
  });

  it('answers each kind’s message for the document forms', () => {
    const xwbl = { ...sampleValues(defOf('xwbl'), SAMPLE), XWRID: 'u-zhangwei' };
    expect(firstRefusal('xwbl', { ...xwbl, SFZH: '150102198203150315' })).toBe(
      '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
    );
    expect(firstRefusal('xwbl', { ...xwbl, BXWRDH: '6923188' })).toBe(
      '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
    );
    expect(
      firstRefusal('xwbl', { ...xwbl, KSSJ: '2026-03-18 11:00:00', JSSJ: '2026-03-18 10:00:00' }),
    ).toBe('询问结束时间不能早于询问开始时间');
    const decision = sampleValues(defOf('cfjdsdw'), SAMPLE);
    expect(firstRefusal('cfjdsdw', { ...decision, TYSHXYDM: '92150102MA0N1XK47A' })).toBe(
      '统一社会信用代码校验位不正确，请核对',
    );
    expect(firstRefusal('cfjdsdw', { ...decision, FKJE: '-1' })).toBe('罚款金额（元）不能为负数');
    const seal = sampleValues(defOf('jtyajllscf'), SAMPLE);
    expect(
      firstRefusal('jtyajllscf', { ...seal, CFQSRQ: '2026-04-01', CFJZRQ: '2026-03-01' }),
    ).toBe('查封截止日期不能早于查封起始日期');
  });
});
