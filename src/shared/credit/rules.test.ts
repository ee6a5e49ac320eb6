import { describe, expect, it } from 'vitest';
import { validateField } from '../forms/rules';
import { CREDIT_PERSON_FORM } from './form';
import { checkCreditPerson } from './rules';

const valid = {
  PERSON_NAME: '刘海',
  ID_CARD: '150102198805061234',
  GSQ: '6',
  PERSON_TYPE: '1',
  CFNR: '罚款',
};

describe('checkCreditPerson (spec 01 §5)', () => {
  it('keeps the form fields only, trimmed, empties as null and GSQ as a number', () => {
    const checked = checkCreditPerson({
      ...valid,
      PERSON_NAME: '  刘海 ',
      WFSS: '',
      ZGDWID: 'ignored',
      EXTRA: 'x',
    });
    expect(checked).toMatchObject({
      ok: true,
      values: { PERSON_NAME: '刘海', ID_CARD: valid.ID_CARD, GSQ: 6, WFSS: null, ZGZSH: null },
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
    expect(checkCreditPerson({ ...valid, ID_CARD: '1'.repeat(19) })).toMatchObject({
      ok: false,
      field: 'ID_CARD',
    });
  });

  it('gives the dialog the same messages per field (blur, input, change)', () => {
    expect(validateField(CREDIT_PERSON_FORM, 'GSQ', { GSQ: '' })).toBe('公示期（月）不能为空');
    expect(validateField(CREDIT_PERSON_FORM, 'GSQ', { GSQ: '20' })).toBe('请输入数字1至12！');
    expect(validateField(CREDIT_PERSON_FORM, 'GSQ', { GSQ: '12' })).toBeNull();
  });
});
