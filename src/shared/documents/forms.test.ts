import { describe, expect, it } from 'vitest';
import { checkDocumentValues, documentForm, documentFormValues, documentWireValues } from './forms';
import { formDefinitionSchema } from './schemas';

// The inspection record as the reference server defines it: a required date-time, a select, a
// multiple officer picker whose names go into a hidden field.
const wire = {
  form: 'xfjdjcjl',
  rwwsszid: 420,
  title: '消防监督检查记录',
  fields: [
    { name: 'JCSJ', label: '检查时间', type: 'datetime', required: true },
    { name: 'JCDD', label: '检查地点', type: 'text', required: true, span: 1 },
    {
      name: 'JCRYID',
      label: '检查人员',
      type: 'picker',
      required: true,
      table: 'BLADE_USER',
      labelField: 'REAL_NAME',
      keyField: 'COMPANY_ID',
      keyValue: '1501020000',
      multiple: true,
      labelTarget: 'JCRY',
    },
    { name: 'JCRY', label: '检查人员姓名', type: 'text', hidden: true },
    {
      name: 'JCJL',
      label: '检查结论',
      type: 'select',
      required: true,
      options: [{ value: 1, label: '合格' }],
    },
  ],
};

describe('document forms under the shared rules', () => {
  const def = formDefinitionSchema.parse(wire);

  it('reads picker and hidden fields from the server definition into engine fields', () => {
    expect(documentForm(def.fields, def.title).fields[2]).toEqual({
      kind: 'picker',
      name: 'JCRYID',
      label: '检查人员',
      required: true,
      table: 'BLADE_USER',
      labelField: 'REAL_NAME',
      keyField: 'COMPANY_ID',
      keyValue: '1501020000',
      multiple: true,
      labelTarget: 'JCRY',
    });
    expect(documentForm(def.fields).fields[3]).toEqual({
      kind: 'text',
      name: 'JCRY',
      label: '检查人员姓名',
      required: false,
      hidden: true,
    });
    expect(() =>
      formDefinitionSchema.parse({ ...wire, fields: [{ name: 'P', label: 'P', type: 'picker' }] }),
    ).toThrow(/picker field without table/);
    const radio = formDefinitionSchema.parse({
      ...wire,
      fields: [{ name: 'R', label: '方式', type: 'radio', options: [{ value: 1, label: '现场' }] }],
    });
    expect(documentForm(radio.fields).fields).toEqual([
      {
        kind: 'radio',
        name: 'R',
        label: '方式',
        required: false,
        options: [{ value: '1', label: '现场' }],
      },
    ]);
  });

  it("holds a multiple picker's keys as a list and sends them joined with ','", () => {
    const values = documentFormValues(def.fields, { JCRYID: 'u1, u2,', JCDD: ' 南京 ' });
    expect(values).toEqual({ JCRYID: ['u1', 'u2'], JCDD: ' 南京 ' });
    expect(documentWireValues({ ...values, JCRY: '张伟,李强', GONE: undefined })).toEqual({
      JCRYID: 'u1,u2',
      JCDD: ' 南京 ',
      JCRY: '张伟,李强',
    });
    expect(documentFormValues(def.fields, {})).toEqual({});
  });

  it("names the first refused field in the form's order with the shared messages", () => {
    expect(checkDocumentValues(def.fields, {})).toEqual({
      field: 'JCSJ',
      message: '检查时间不能为空',
    });
    const filled = { JCSJ: '2026-03-20 09:30:00', JCDD: '南京', JCRYID: 'u1', JCJL: '1' };
    expect(checkDocumentValues(def.fields, filled)).toBeNull();
    expect(checkDocumentValues(def.fields, { ...filled, JCRYID: ' , ' })).toEqual({
      field: 'JCRYID',
      message: '检查人员不能为空',
    });
    expect(checkDocumentValues(def.fields, { ...filled, JCSJ: '3月20日' })).toEqual({
      field: 'JCSJ',
      message: '检查时间格式不正确',
    });
    expect(checkDocumentValues(def.fields, { ...filled, JCJL: '9' })).toEqual({
      field: 'JCJL',
      message: '检查结论的选项不正确',
    });
  });
});
