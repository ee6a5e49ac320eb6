import { maxLength, notBefore, range, required, requiredWhen } from './rules';
import type { FormDefinition } from './types';

// Forms of the spec, as definitions: fixtures for the tests of the rule engine, the field renderer
// and the small form dialog (each rule with the spec's exact message).

/** Individual dishonesty (spec 01 §3, §5): name, ID card and GSQ required, GSQ 1–12 else cleared. */
export const dishonestyForm: FormDefinition = {
  title: '个人失信基本信息',
  fields: [
    {
      kind: 'text',
      name: 'PERSON_NAME',
      label: '当事人姓名',
      required: true,
      rules: [maxLength(50)],
    },
    { kind: 'select', name: 'PERSON_TYPE', label: '人员类型', dictCode: 'XFJD_XYGK_PERSONTYPE' },
    { kind: 'text', name: 'ID_CARD', label: '身份证号', required: true },
    {
      kind: 'number',
      name: 'GSQ',
      label: '公示期（月）',
      required: true,
      rules: [range(1, 12, { integer: true, message: '请输入数字1至12！', clear: true })],
    },
    { kind: 'textarea', name: 'WFSS', label: '违法事实', span: 2 },
  ],
};

/** Execution registration (spec 02 §5): 履行日期 and 履行情况 only when ZXQK is 1. */
export const executionForm: FormDefinition = {
  title: '执行登记',
  fields: [
    {
      kind: 'radio',
      name: 'ZXQK',
      label: '执行情况',
      options: [
        { value: '1', label: '已履行' },
        { value: '2', label: '未履行' },
      ],
      rules: [required('请选择执行情况')],
    },
    {
      kind: 'date',
      name: 'LXRQ',
      label: '履行日期',
      rules: [requiredWhen('ZXQK', '1', '请选择履行日期')],
    },
    {
      kind: 'textarea',
      name: 'LXQK',
      label: '履行情况',
      span: 2,
      rules: [requiredWhen('ZXQK', '1', '请填写履行情况')],
    },
  ],
};

/** Clock resume (spec 02 §5): reason and time required, not before the suspension (picker: one day before). */
export const resumeForm: FormDefinition = {
  title: '恢复计时',
  fields: [
    { kind: 'datetime', name: 'LDSPSJ', label: '中止时间', readOnly: true },
    {
      kind: 'datetime',
      name: 'HFJSSJ',
      label: '恢复计时时间',
      min: { field: 'LDSPSJ', offsetDays: -1 },
      rules: [required('请填写恢复计时时间'), notBefore('LDSPSJ', '恢复时间不可小于中止时间')],
    },
    {
      kind: 'textarea',
      name: 'HFJSSM',
      label: '恢复计时原因',
      span: 2,
      rules: [required('请填写恢复计时原因')],
    },
  ],
};

/** Technical service (spec 02 §5) with a unit picker filtered by the social unit chosen first. */
export const serviceForm: FormDefinition = {
  title: '技术服务',
  fields: [
    { kind: 'text', name: 'SHDWID', label: '社会单位' },
    { kind: 'text', name: 'QY', label: '所在区域' },
    {
      kind: 'picker',
      name: 'JSFWDWID',
      label: '技术服务机构',
      table: 'DM_XFJD_JSFWJG',
      labelField: 'DWMC',
      keyField: 'SHDWID',
      keyValue: '{SHDWID}',
      labelTarget: 'JSFWDWMC',
      fill: { JSFWDWDH: 'LXDH' },
      rules: [required('请选择单位')],
    },
    { kind: 'text', name: 'JSFWDWMC', label: '机构名称', readOnly: true },
    { kind: 'text', name: 'JSFWDWDH', label: '联系电话', readOnly: true },
  ],
};
