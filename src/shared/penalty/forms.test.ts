import { describe, expect, it } from 'vitest';
import { validateForm } from '../forms/rules';
import {
  checkApplicationForm,
  closingDefaults,
  closingForm,
  isPhone,
  sealLiftForm,
  targetForm,
  wizardTypesForm,
} from './forms';

describe('the wizard’s first step (spec 01 §2, §5)', () => {
  it('asks both types with the spec’s messages', () => {
    expect(validateForm(wizardTypesForm('full'), {})).toEqual({
      CFDXLX: '请选择处罚对象类型',
      CF_LYTYPE: '请选择处罚来源类型',
    });
    expect(validateForm(wizardTypesForm('full'), { CFDXLX: '2', CF_LYTYPE: '1' })).toEqual({});
  });

  it('hides the source type in the on-the-spot variant (dccf)', () => {
    const def = wizardTypesForm('dccf');
    expect(def.fields.map((f) => f.name)).toEqual(['CFDXLX']);
    expect(validateForm(def, {})).toEqual({ CFDXLX: '请选择处罚对象类型' });
  });

  it('shows fixed types read-only once the penalty item is generated', () => {
    expect(wizardTypesForm('full', true).fields.every((f) => f.readOnly === true)).toBe(true);
    expect(wizardTypesForm('full').fields.some((f) => f.readOnly === true)).toBe(false);
  });
});

describe('the target name and address form', () => {
  it('requires the name and the address with the spec’s messages', () => {
    expect(validateForm(targetForm, { CFDXMC: ' ', CFDXDZ: '' })).toEqual({
      CFDXMC: '请输入处罚对象名称',
      CFDXDZ: '请输入处罚对象地址',
    });
    expect(validateForm(targetForm, { CFDXMC: '张三', CFDXDZ: '新城区锡林路1号' })).toEqual({});
  });
});

describe('the case-closing form (xzcf_cjwb)', () => {
  it('answers every empty field with one message', () => {
    expect(validateForm(closingForm, { CRWZT: '', SJJSRQ: '', JAMS: '' })).toEqual({
      CRWZT: '请检查输入内容，内容不能为空',
      SJJSRQ: '请检查输入内容，内容不能为空',
      JAMS: '请检查输入内容，内容不能为空',
    });
  });

  it('defaults CRWZT to 1 and passes when all are filled', () => {
    expect(closingDefaults.CRWZT).toBe('1');
    expect(
      validateForm(closingForm, { ...closingDefaults, SJJSRQ: '2026-11-20', JAMS: '罚款已缴纳' }),
    ).toEqual({});
  });
});

describe('the seal-lifting and three-stop check forms', () => {
  it('seal lifting asks date, reason and description', () => {
    expect(validateForm(sealLiftForm, {})).toEqual({
      JCRQ: '请选择解除日期',
      JCYY: '请选择解除原因',
      JCSM: '请填写情况说明',
    });
  });

  it('the check application asks unit, applicant, date and rectification; the phone is optional', () => {
    expect(validateForm(checkApplicationForm, {})).toEqual({
      SQDW: '请输入申请单位',
      SQR: '请输入申请人',
      SQRQ: '请选择申请日期',
      ZGQK: '请填写整改情况',
    });
  });

  it.each([
    ['0471-6923111', true],
    ['13847100316', true],
    ['+86 138 4710 0316', true],
    ['12345', false],
    ['电话13847100316', false],
  ])('reads %s as a phone number: %s', (text, ok) => {
    expect(isPhone(text)).toBe(ok);
  });
});
