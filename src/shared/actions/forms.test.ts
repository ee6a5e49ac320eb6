import { describe, expect, it } from 'vitest';
import {
  executionForm,
  noInspectionForm,
  postponeForm,
  procedureForm,
  resumeClockForm,
} from './forms';
import type { FormDefinition } from '../forms/types';

const field = (form: FormDefinition, name: string): unknown =>
  form.fields.find((f) => f.name === name);

describe('the reason fields of the action forms', () => {
  it('are text areas of at most 500 characters, required with the spec message', () => {
    const cases: Array<[FormDefinition, string, string, string]> = [
      [procedureForm, 'ZHYY', '转换原因', '转换原因不能为空'],
      [resumeClockForm, 'HFJSSM', '恢复计时原因', '请填写恢复计时原因'],
      [postponeForm, 'yqyy', '延期原因', '请填写延期原因'],
      [noInspectionForm, 'bjcms', '不检查描述', '请输入不检查描述'],
    ];
    for (const [form, name, label, message] of cases)
      expect(field(form, name)).toEqual({
        kind: 'textarea',
        name,
        label,
        rules: [
          { kind: 'required', message },
          { kind: 'maxLength', max: 500 },
        ],
      });
  });

  it('履行情况 is required only when the execution is fulfilled (ZXQK 1)', () => {
    expect(field(executionForm, 'LXQK')).toEqual({
      kind: 'textarea',
      name: 'LXQK',
      label: '履行情况',
      rules: [
        { kind: 'required', when: { field: 'ZXQK', equals: '1' }, message: '请填写履行情况' },
        { kind: 'maxLength', max: 500 },
      ],
    });
  });
});
