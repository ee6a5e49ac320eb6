import { describe, expect, it } from 'vitest';
import { M } from '../messages';
import {
  checkField,
  dependentsOf,
  firstError,
  fromServerField,
  holds,
  isEmpty,
  isRequired,
  maxLength,
  notAfter,
  range,
  required,
  requiredWhen,
  toFormValues,
  validateField,
  validateForm,
} from './rules';
import { dishonestyForm, executionForm, resumeForm } from './testForms';
import type { FormDefinition } from './types';

const VALID_PERSON = { PERSON_NAME: '张三', ID_CARD: '650102199001011239', GSQ: '6' };

describe('required', () => {
  it("says '{label}不能为空', the documents' text exactly, for blank text, an empty list or nothing", () => {
    expect(validateField(dishonestyForm, 'PERSON_NAME', {})).toBe('当事人姓名不能为空');
    expect(validateField(dishonestyForm, 'PERSON_NAME', { PERSON_NAME: '   ' })).toBe(
      '当事人姓名不能为空',
    );
    expect(validateField(dishonestyForm, 'ID_CARD', { ID_CARD: '' })).toBe('身份证号不能为空');
    // The one required-field message: document pages, main and the server all use it (no copy in documents).
    expect(M.formsRequired('身份证号')).toBe('身份证号不能为空');
    expect('docFieldRequired' in M).toBe(false);
    const files: FormDefinition = {
      fields: [{ kind: 'file', name: 'FJ', label: '附件', multiple: true, required: true }],
    };
    expect(validateField(files, 'FJ', { FJ: [] })).toBe('附件不能为空');
    expect(validateField(files, 'FJ', { FJ: ['ref-1'] })).toBeNull();
  });

  it('takes a custom message per field (seizure chooser, case closing)', () => {
    const seizure: FormDefinition = {
      fields: [
        {
          kind: 'radio',
          name: 'LSCFLX',
          label: '临时查封类型',
          options: [
            { value: '1', label: '一般' },
            { value: '2', label: '现场' },
          ],
          rules: [required('选项不能为空')],
        },
      ],
    };
    expect(validateField(seizure, 'LSCFLX', {})).toBe('选项不能为空');
    expect(validateField(seizure, 'LSCFLX', { LSCFLX: '2' })).toBeNull();
    const closing: FormDefinition = {
      fields: ['CRWZT', 'SJJSRQ', 'JAMS'].map((name) => ({
        kind: 'text' as const,
        name,
        label: name,
        rules: [required('请检查输入内容，内容不能为空')],
      })),
    };
    expect(validateForm(closing, { CRWZT: '1' })).toEqual({
      SJJSRQ: '请检查输入内容，内容不能为空',
      JAMS: '请检查输入内容，内容不能为空',
    });
  });

  it('runs before every other rule, and the other rules leave an empty optional field alone', () => {
    expect(validateField(dishonestyForm, 'GSQ', { GSQ: '' })).toBe('公示期（月）不能为空');
    const optional: FormDefinition = {
      fields: [{ kind: 'number', name: 'N', label: '数量', rules: [range(1, 5)] }],
    };
    expect(validateField(optional, 'N', {})).toBeNull();
  });
});

describe('number range (GSQ 1–12, spec 01 §5)', () => {
  it.each(['13', '0', '-1', 'abc', '1.5', '1e1', '0x1'])(
    "refuses %s with '请输入数字1至12！' and asks for the entry to be cleared",
    (GSQ) => {
      expect(checkField(dishonestyForm, 'GSQ', { GSQ })).toEqual({
        message: '请输入数字1至12！',
        clear: true,
      });
    },
  );

  it.each(['1', '12', ' 6 '])('accepts %s', (GSQ) => {
    expect(checkField(dishonestyForm, 'GSQ', { GSQ })).toBeNull();
  });

  it('has a default message, allows decimals unless whole numbers are asked for, and clears only when told', () => {
    const def: FormDefinition = {
      fields: [{ kind: 'number', name: 'FKJE', label: '罚款金额', rules: [range(0, 1000)] }],
    };
    expect(checkField(def, 'FKJE', { FKJE: '2000' })).toEqual({
      message: '罚款金额应在0至1000之间',
      clear: false,
    });
    expect(checkField(def, 'FKJE', { FKJE: '99.5' })).toBeNull();
  });

  it("a number field's value must be a number: '{label}必须是数字'", () => {
    const def: FormDefinition = { fields: [{ kind: 'number', name: 'SQJE', label: '申请金额' }] };
    expect(validateField(def, 'SQJE', { SQJE: '十元' })).toBe('申请金额必须是数字');
    expect(validateField(def, 'SQJE', { SQJE: '10.50' })).toBeNull();
  });
});

describe('conditional requirement (execution registration, spec 02 §5)', () => {
  it('requires 履行日期 and 履行情况 only when ZXQK is 1', () => {
    expect(validateForm(executionForm, {})).toEqual({ ZXQK: '请选择执行情况' });
    expect(validateForm(executionForm, { ZXQK: '2' })).toEqual({});
    expect(validateForm(executionForm, { ZXQK: '1' })).toEqual({
      LXRQ: '请选择履行日期',
      LXQK: '请填写履行情况',
    });
    expect(validateForm(executionForm, { ZXQK: '1', LXRQ: '2024-05-01', LXQK: '已缴纳' })).toEqual(
      {},
    );
  });

  it('follows the condition in the asterisk too', () => {
    const lxrq = executionForm.fields[1];
    expect(isRequired(lxrq, { ZXQK: '2' })).toBe(false);
    expect(isRequired(lxrq, { ZXQK: '1' })).toBe(true);
    expect(isRequired(executionForm.fields[0], {})).toBe(true);
  });

  it('can ask for any value of the other field, or one of several values, of text or of a list', () => {
    expect(holds({ field: 'A' }, { A: 'x' })).toBe(true);
    expect(holds({ field: 'A' }, { A: ' ' })).toBe(false);
    expect(holds({ field: 'A', equals: ['3', '4'] }, { A: '4' })).toBe(true);
    expect(holds({ field: 'A', equals: ['3', '4'] }, { A: '5' })).toBe(false);
    expect(holds({ field: 'A', equals: '2' }, { A: ['1', '2'] })).toBe(true);
    const fee: FormDefinition = {
      fields: [
        {
          kind: 'select',
          name: 'SQFS',
          label: '收取方式',
          options: [
            { value: '2', label: '不收取' },
            { value: '3', label: '正常收取' },
          ],
          required: true,
        },
        {
          kind: 'date',
          name: 'SQRQ',
          label: '收取日期',
          rules: [requiredWhen('SQFS', '3', '请填写必填项')],
        },
        {
          kind: 'number',
          name: 'SQJE',
          label: '收取金额',
          rules: [requiredWhen('SQFS', '3', '请填写必填项')],
        },
        { kind: 'text', name: 'SM', label: '说明', rules: [requiredWhen('SQRQ')] },
      ],
    };
    expect(validateForm(fee, { SQFS: '3' })).toEqual({
      SQRQ: '请填写必填项',
      SQJE: '请填写必填项',
    });
    expect(validateForm(fee, { SQFS: '2', SQRQ: '2024-01-02' })).toEqual({ SM: '说明不能为空' });
  });
});

describe('date order and bounds (clock resume, spec 02 §5)', () => {
  const base = { LDSPSJ: '2024-05-10 09:30:00', HFJSSM: '整改完毕' };

  it("refuses a resume time earlier than the suspension: '恢复时间不可小于中止时间'", () => {
    expect(validateField(resumeForm, 'HFJSSJ', { ...base, HFJSSJ: '2024-05-10 09:29:00' })).toBe(
      '恢复时间不可小于中止时间',
    );
    expect(
      validateField(resumeForm, 'HFJSSJ', { ...base, HFJSSJ: '2024-05-10 09:30:00' }),
    ).toBeNull();
    expect(
      validateField(resumeForm, 'HFJSSJ', { ...base, HFJSSJ: '2024-05-11 08:00:00' }),
    ).toBeNull();
  });

  it('a date bound one day before another field refuses earlier dates (the picker disallows them too)', () => {
    const def: FormDefinition = {
      fields: [
        { kind: 'date', name: 'A', label: '开始' },
        {
          kind: 'date',
          name: 'B',
          label: '结束',
          min: { field: 'A', offsetDays: -1 },
          max: { date: '2024-12-31' },
        },
      ],
    };
    expect(validateField(def, 'B', { A: '2024-05-10', B: '2024-05-08' })).toBe(
      '结束不能早于2024-05-09',
    );
    expect(validateField(def, 'B', { A: '2024-05-10', B: '2024-05-09' })).toBeNull();
    expect(validateField(def, 'B', { A: '', B: '2024-05-01' })).toBeNull();
    expect(validateField(def, 'B', { B: '2025-01-01' })).toBe('结束不能晚于2024-12-31');
  });

  it('compares a date with a date and time, names the other field by default, and ignores unreadable dates', () => {
    const def: FormDefinition = {
      fields: [
        { kind: 'datetime', name: 'KSSJ', label: '开始采集时间', rules: [notAfter('JSSJ')] },
        { kind: 'date', name: 'JSSJ', label: '结束采集时间' },
      ],
    };
    expect(validateField(def, 'KSSJ', { KSSJ: '2024-05-02 00:00:01', JSSJ: '2024-05-02' })).toBe(
      '开始采集时间不能晚于结束采集时间',
    );
    expect(
      validateField(def, 'KSSJ', { KSSJ: '2024-05-02 00:00:00', JSSJ: '2024-05-02' }),
    ).toBeNull();
    expect(validateField(def, 'KSSJ', { KSSJ: '2024-05-02 00:00:01', JSSJ: '昨天' })).toBeNull();
    expect(validateField(def, 'JSSJ', { JSSJ: '昨天' })).toBe('结束采集时间格式不正确');
    expect(validateField(def, 'KSSJ', { KSSJ: '2024-02-30 10:00:00' })).toBe(
      '开始采集时间格式不正确',
    );
    // Server records may carry a date with a time part, or a date and time without one.
    expect(validateField(def, 'JSSJ', { JSSJ: '2024-05-02 00:00:00' })).toBeNull();
    expect(validateField(def, 'KSSJ', { KSSJ: '2024-05-01', JSSJ: '2024-05-02' })).toBeNull();
  });
});

describe('other checks', () => {
  it('max length counts characters as the officer sees them', () => {
    expect(
      validateField(dishonestyForm, 'PERSON_NAME', { PERSON_NAME: '张'.repeat(50) }),
    ).toBeNull();
    expect(validateField(dishonestyForm, 'PERSON_NAME', { PERSON_NAME: '张'.repeat(51) })).toBe(
      '当事人姓名不能超过50个字符',
    );
    const def: FormDefinition = {
      fields: [{ kind: 'text', name: 'X', label: 'X', rules: [maxLength(2, '太长了')] }],
    };
    expect(validateField(def, 'X', { X: '𠀀𠀀' })).toBeNull();
    expect(validateField(def, 'X', { X: 'abc' })).toBe('太长了');
  });

  it("a select's value must be one of its options; a dictionary's cannot be checked here", () => {
    expect(validateField(executionForm, 'ZXQK', { ZXQK: '9' })).toBe('执行情况的选项不正确');
    expect(validateField(dishonestyForm, 'PERSON_TYPE', { PERSON_TYPE: 'anything' })).toBeNull();
  });

  it('a list where one value is expected is a format error', () => {
    expect(validateField(dishonestyForm, 'ID_CARD', { ID_CARD: ['a', 'b'] })).toBe(
      '身份证号格式不正确',
    );
  });

  it('a multiple choice holds a list of its options: empty is missing, a stranger is refused', () => {
    const def: FormDefinition = {
      fields: [
        {
          kind: 'select',
          name: 'docs',
          label: '文书',
          multiple: true,
          options: [
            { value: '101', label: '甲' },
            { value: '421', label: '乙' },
          ],
          rules: [required('请选择文书')],
        },
      ],
    };
    expect(validateField(def, 'docs', { docs: [] })).toBe('请选择文书');
    expect(validateField(def, 'docs', { docs: ['101', '421'] })).toBeNull();
    expect(validateField(def, 'docs', { docs: ['101', '999'] })).toBe('文书的选项不正确');
  });

  it('an unknown field passes', () => {
    expect(validateField(dishonestyForm, 'NOPE', {})).toBeNull();
  });
});

describe('the whole form', () => {
  it('answers each failing field once, with its first failing rule', () => {
    expect(validateForm(dishonestyForm, { GSQ: '20' })).toEqual({
      PERSON_NAME: '当事人姓名不能为空',
      ID_CARD: '身份证号不能为空',
      GSQ: '请输入数字1至12！',
    });
    expect(validateForm(dishonestyForm, VALID_PERSON)).toEqual({});
  });

  it('firstError follows the definition order (what a server answers as its msg)', () => {
    expect(firstError(dishonestyForm, { ...VALID_PERSON, ID_CARD: '', GSQ: '13' })).toEqual({
      field: 'ID_CARD',
      message: '身份证号不能为空',
    });
    expect(firstError(dishonestyForm, VALID_PERSON)).toBeNull();
  });

  it('knows which fields to check again when another changes', () => {
    expect(dependentsOf(executionForm, 'ZXQK')).toEqual(['LXRQ', 'LXQK']);
    expect(dependentsOf(resumeForm, 'LDSPSJ')).toEqual(['HFJSSJ']);
    expect(dependentsOf(resumeForm, 'HFJSSM')).toEqual([]);
  });

  it('reads JSON values the way the renderer holds them, so main and the server run the same rules', () => {
    const raw = JSON.parse(
      '{"PERSON_NAME":"张三","ID_CARD":null,"GSQ":13,"FLAG":true,"IDS":["1","2"],"OBJ":{"a":1}}',
    ) as Record<string, unknown>;
    const values = toFormValues(raw);
    expect(values).toEqual({ PERSON_NAME: '张三', GSQ: '13', FLAG: 'true', IDS: ['1', '2'] });
    expect(firstError(dishonestyForm, values)).toEqual({
      field: 'ID_CARD',
      message: '身份证号不能为空',
    });
  });

  it("takes a document form's server-defined fields as they are (the renderer can replace DocField)", () => {
    const fields = [
      fromServerField({
        name: 'DWMC',
        label: '被责令单位',
        type: 'text',
        required: true,
        options: null,
        dictCode: null,
        span: 2,
        placeholder: null,
      }),
      fromServerField({
        name: 'ZXQK',
        label: '执行情况',
        type: 'select',
        required: false,
        options: [{ value: '1', label: '已履行' }],
        dictCode: null,
      }),
      fromServerField({
        name: 'CFDXLX',
        label: '处罚对象类型',
        type: 'select',
        dictCode: 'XFJD_XZCF_CFDXLX',
      }),
    ];
    expect(fields).toEqual([
      { kind: 'text', name: 'DWMC', label: '被责令单位', required: true, span: 2 },
      {
        kind: 'select',
        name: 'ZXQK',
        label: '执行情况',
        required: false,
        options: [{ value: '1', label: '已履行' }],
      },
      {
        kind: 'select',
        name: 'CFDXLX',
        label: '处罚对象类型',
        required: false,
        dictCode: 'XFJD_XZCF_CFDXLX',
      },
    ]);
    expect(validateForm({ fields }, { ZXQK: '2' })).toEqual({
      DWMC: '被责令单位不能为空',
      ZXQK: '执行情况的选项不正确',
    });
  });

  it('rule objects are plain data: a definition survives JSON unchanged and judges the same', () => {
    const copy = JSON.parse(JSON.stringify(resumeForm)) as FormDefinition;
    expect(copy).toEqual(resumeForm);
    const values = { LDSPSJ: '2024-05-10 09:30:00', HFJSSJ: '2024-05-09 10:00:00' };
    expect(validateForm(copy, values)).toEqual(validateForm(resumeForm, values));
    expect(isEmpty(undefined) && isEmpty(' ') && isEmpty([]) && !isEmpty('0')).toBe(true);
  });
});
