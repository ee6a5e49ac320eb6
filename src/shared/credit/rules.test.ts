import { describe, expect, it } from 'vitest';
import { validateField } from '../forms/rules';
import { creditEntryDue, creditEntryMissing } from './due';
import { CREDIT_GENERAL_FORM, CREDIT_PERSON_FORM, CREDIT_SERIOUS_FORM } from './form';
import {
  checkCreditPerson,
  checkCreditUnit,
  creditPersonFieldIssue,
  creditUnitFieldIssue,
  seriousLockReason,
  seriousSubmitRefusal,
  spztLabel,
} from './rules';

// The credit records' rules (spec 01 §5; spec 02 §4, §5), each message exactly as the officer sees
// it in the dialogs, in main and from the reference server; and the 逾期不改 rule.

const valid = {
  PERSON_NAME: '刘海',
  ID_CARD: '150102198503127714',
  GSQ: '6',
  PERSON_TYPE: '1',
  CFNR: '罚款',
};
const unit = {
  DWMC: '呼和浩特市鼎盛购物中心有限公司',
  SHXYDM: '91150102MA0L9D6U1C',
  YZSXXW: '逾期未整改火灾隐患',
  WFSS: '经复查，疏散通道仍被占用',
  GSQ: '6',
};

describe('checkCreditPerson (spec 01 §5)', () => {
  it('keeps the form fields only, trimmed, empties as null and GSQ as a number', () => {
    const checked = checkCreditPerson({
      ...valid,
      PERSON_NAME: '  刘海 ',
      ID_CARD: '15010219790805001x',
      WFSS: '',
      ZGDWID: 'ignored',
      EXTRA: 'x',
    });
    expect(checked).toMatchObject({
      ok: true,
      values: {
        PERSON_NAME: '刘海',
        ID_CARD: '15010219790805001X',
        GSQ: 6,
        WFSS: null,
        ZGZSH: null,
      },
    });
    if (checked.ok)
      expect(Object.keys(checked.values).sort()).toEqual(
        CREDIT_PERSON_FORM.fields.map((f) => f.name).sort(),
      );
  });

  it("answers '<label>不能为空' for the first empty required field, in the form's order", () => {
    expect(checkCreditPerson({})).toEqual({
      ok: false,
      field: 'PERSON_NAME',
      message: '当事人姓名不能为空',
    });
    expect(checkCreditPerson({ ...valid, ID_CARD: '   ' })).toEqual({
      ok: false,
      field: 'ID_CARD',
      message: '身份证号不能为空',
    });
    expect(checkCreditPerson({ ...valid, GSQ: null })).toEqual({
      ok: false,
      field: 'GSQ',
      message: '公示期（月）不能为空',
    });
  });

  it("refuses a publicity period that is not a whole number from 1 to 12 with '请输入数字1至12！'", () => {
    for (const bad of ['0', '13', 'abc', '1.5', '-3', 6.5]) {
      expect(checkCreditPerson({ ...valid, GSQ: bad }), String(bad)).toEqual({
        ok: false,
        field: 'GSQ',
        message: '请输入数字1至12！',
      });
    }
    for (const good of ['1', '12', 12, ' 7 '])
      expect(checkCreditPerson({ ...valid, GSQ: good }).ok, String(good)).toBe(true);
  });

  it('refuses values that are not text or numbers, and text over the field’s length', () => {
    expect(checkCreditPerson({ ...valid, PYDW: { a: 1 } })).toEqual({
      ok: false,
      field: 'PYDW',
      message: '聘用单位格式不正确',
    });
    expect(checkCreditPerson({ ...valid, PYDW: '单'.repeat(201) })).toMatchObject({
      ok: false,
      field: 'PYDW',
      message: '聘用单位不能超过200个字符',
    });
    // The ID number's kind says what it should be before any length bound.
    expect(checkCreditPerson({ ...valid, ID_CARD: '1'.repeat(19) })).toMatchObject({
      ok: false,
      field: 'ID_CARD',
      message: '身份证号应为18位居民身份证号码',
    });
  });

  it('gives the dialog the same messages per field (blur, input, change)', () => {
    expect(validateField(CREDIT_PERSON_FORM, 'GSQ', { GSQ: '' })).toBe('公示期（月）不能为空');
    expect(validateField(CREDIT_PERSON_FORM, 'GSQ', { GSQ: '20' })).toBe('请输入数字1至12！');
    expect(validateField(CREDIT_PERSON_FORM, 'GSQ', { GSQ: '12' })).toBeNull();
    expect(creditPersonFieldIssue('ID_CARD', { ID_CARD: '150102198503127715' })).toBe(
      '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
    );
    expect(creditPersonFieldIssue('ID_CARD', { ID_CARD: '' })).toBe('身份证号不能为空');
  });
});

describe('the resident ID (GB 11643-1999), beyond the spec', () => {
  it('says the shape, then the birth date, then which check digit it should be', () => {
    const id = (ID_CARD: string): string | null => creditPersonFieldIssue('ID_CARD', { ID_CARD });
    expect(id('150102198503127714')).toBeNull();
    expect(id('15010219790805001x')).toBeNull();
    expect(id('15010219850312771')).toBe('身份证号应为18位居民身份证号码');
    expect(id('15010219850312771A')).toBe('身份证号应为18位居民身份证号码');
    expect(id('150102198502307714')).toBe('身份证号第7至14位出生日期不正确，请核对');
    expect(id('15010219790805001')).toBe('身份证号应为18位居民身份证号码');
    expect(id('150102197908050013')).toBe('身份证号第18位校验码应为“X”，现为“3”，请核对前17位数字');
    expect(checkCreditPerson({ ...valid, ID_CARD: '150102198503127715' })).toEqual({
      ok: false,
      field: 'ID_CARD',
      message: '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
    });
  });
});

describe('checkCreditUnit: general (3-12) and serious (6-36) dishonesty (spec 02 §5)', () => {
  it("answers '{label}不能为空' in the form's order, the behaviour named by kind", () => {
    expect(checkCreditUnit('general', {})).toEqual({
      ok: false,
      field: 'DWMC',
      message: '单位名称不能为空',
    });
    expect(checkCreditUnit('general', { ...unit, SHXYDM: '' })).toMatchObject({
      message: '统一社会信用代码不能为空',
    });
    expect(checkCreditUnit('general', { ...unit, YZSXXW: '' })).toMatchObject({
      message: '失信行为不能为空',
    });
    expect(checkCreditUnit('serious', { ...unit, YZSXXW: '' })).toMatchObject({
      message: '严重失信行为不能为空',
    });
    expect(checkCreditUnit('serious', { ...unit, WFSS: '' })).toMatchObject({
      message: '违法事实不能为空',
    });
    expect(checkCreditUnit('general', { ...unit, GSQ: '' })).toMatchObject({
      message: '公示期（月）不能为空',
    });
  });

  it("GSQ of a general record is 3 to 12 ('请输入数字3至12！'), of a serious one 6 to 36 ('请输入数字6至36！')", () => {
    for (const bad of ['2', '13', '4.5', 'x'])
      expect(checkCreditUnit('general', { ...unit, GSQ: bad }), bad).toEqual({
        ok: false,
        field: 'GSQ',
        message: '请输入数字3至12！',
      });
    for (const bad of ['5', '37', '6.5'])
      expect(checkCreditUnit('serious', { ...unit, GSQ: bad }), bad).toEqual({
        ok: false,
        field: 'GSQ',
        message: '请输入数字6至36！',
      });
    expect(checkCreditUnit('general', { ...unit, GSQ: '3' }).ok).toBe(true);
    expect(checkCreditUnit('general', { ...unit, GSQ: '12' }).ok).toBe(true);
    expect(checkCreditUnit('serious', { ...unit, GSQ: 36 }).ok).toBe(true);
    expect(validateField(CREDIT_GENERAL_FORM, 'GSQ', { GSQ: '1' })).toBe('请输入数字3至12！');
    expect(validateField(CREDIT_SERIOUS_FORM, 'GSQ', { GSQ: '1' })).toBe('请输入数字6至36！');
  });

  it('checks the credit code’s check character (GB 32100) and the fine as a number', () => {
    expect(checkCreditUnit('general', { ...unit, SHXYDM: '91150102MA0L9D6U1B' })).toEqual({
      ok: false,
      field: 'SHXYDM',
      message: '统一社会信用代码校验位不正确，请核对',
    });
    expect(creditUnitFieldIssue('serious', 'SHXYDM', { SHXYDM: '9115' })).toBe(
      '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）',
    );
    // The fine is money (the shared kind), and at most 1亿 (the credit form's own bound).
    expect(checkCreditUnit('general', { ...unit, FKJE: '五千' })).toMatchObject({
      field: 'FKJE',
      message: '罚款金额（元）必须是数字',
    });
    expect(checkCreditUnit('general', { ...unit, FKJE: '-5' })).toMatchObject({
      field: 'FKJE',
      message: '罚款金额（元）不能为负数',
    });
    expect(checkCreditUnit('general', { ...unit, FKJE: '200000000' })).toMatchObject({
      field: 'FKJE',
      message: '罚款金额（元）应为0至1亿之间的数字',
    });
    expect(checkCreditUnit('general', { ...unit, FKJE: '5000', CFRQ: '2024-06-01' })).toEqual({
      ok: true,
      values: {
        ...unit,
        GSQ: 6,
        FKJE: 5000,
        CFRQ: '2024-06-01',
        WFCLNR: null,
        WFCLYJ: null,
        CFJDWSH: null,
        CFNR: null,
      },
    });
  });
});

describe('the serious record’s approval state (spec 02 §4)', () => {
  it('may be saved new, not submitted (1) or returned (4); otherwise says why', () => {
    for (const s of [null, undefined, '', '1', '4']) expect(seriousLockReason(s)).toBeNull();
    expect(seriousLockReason('2')).toBe('该严重失信信息正在审批中，审批结束前不能修改。');
    expect(seriousLockReason('3')).toBe(
      '该严重失信信息已审批通过，不能再修改；如需更正，请联系审批人退回后修改。',
    );
    expect(seriousLockReason('9')).toBe(
      '该严重失信信息当前的审批状态不允许修改，只有“待提交”或“已退回”的信息可以保存。',
    );
    expect(['1', '4'].map(seriousSubmitRefusal)).toEqual([null, null]);
    expect(seriousSubmitRefusal('2')).toBe('该严重失信信息正在审批中，请勿重复提交');
    expect(seriousSubmitRefusal('3')).toBe('该严重失信信息已审批通过，无需提交');
    // Not saved yet, or a state it cannot leave by submitting.
    expect(seriousSubmitRefusal(null)).toBe('失信记录不存在');
    expect(seriousSubmitRefusal('9')).toBe(
      '该严重失信信息当前的审批状态不允许修改，只有“待提交”或“已退回”的信息可以保存。',
    );
    expect(['1', '2', '3', '4', '7', null].map(spztLabel)).toEqual([
      '待提交',
      '审批中',
      '审批通过',
      '已退回',
      '状态7',
      null,
    ]);
  });
});

describe('creditEntryDue: 逾期不改', () => {
  const today = '2024-06-10';
  const due = (RWLX: number | null, dangers: { ZGQK: string | null; ZGQX: string | null }[]) =>
    creditEntryDue({ RWLX, dangers, today, hasGeneralRecord: false });

  it('is due for a danger unrectified after its deadline; the deadline day is still in time', () => {
    expect(due(13, [{ ZGQK: '0', ZGQX: '2024-06-09' }])).toEqual({
      due: true,
      drafted: false,
      overdue: 1,
    });
    expect(due(13, [{ ZGQK: '0', ZGQX: '2024-06-10 00:00:00' }]).due).toBe(false);
    expect(due(13, [{ ZGQK: '1', ZGQX: '2024-06-01' }]).due).toBe(false);
    expect(due(13, [{ ZGQK: null, ZGQX: null }]).due).toBe(false);
    expect(due(13, []).due).toBe(false);
  });

  it('is due on a re-inspection (45) for every danger it finds still not rectified', () => {
    expect(
      due(45, [
        { ZGQK: '0', ZGQX: null },
        { ZGQK: '1', ZGQX: null },
      ]),
    ).toMatchObject({
      due: true,
      overdue: 1,
    });
    expect(due(45, [{ ZGQK: '1', ZGQX: null }]).due).toBe(false);
  });

  it('leaves a danger handed to a re-inspection task (FCRWID) to that task', () => {
    const handed = { ZGQK: '0', ZGQX: '2024-06-01', FCRWID: 'rw45' };
    expect(due(74, [handed]).due).toBe(false);
    expect(due(45, [handed]).due).toBe(true);
  });

  it('is drafted when a general record exists; missing only while due and not drafted', () => {
    const d = creditEntryDue({
      RWLX: '45',
      dangers: [{ ZGQK: '0', ZGQX: null }],
      today,
      hasGeneralRecord: true,
    });
    expect(d).toEqual({ due: true, drafted: true, overdue: 1 });
    expect(creditEntryMissing(d)).toBe(false);
    expect(creditEntryMissing({ due: true, drafted: false })).toBe(true);
    expect(creditEntryMissing({ due: false, drafted: false })).toBe(false);
  });
});
