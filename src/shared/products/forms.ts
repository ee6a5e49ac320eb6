import { maxLength, range, required, requiredWhen } from '../forms/rules';
import type { FieldDef, FormDefinition, Option } from '../forms/types';
import { productsMessages as M } from './messages';
import {
  AGENCY_TABLE,
  DISPATCH_KIND,
  FEE_STATE,
  PICK_KEY,
  PRODUCT_LIMITS,
  PRODUCT_TABLE,
  TEST_RESULT,
  type PickPurpose,
} from './constants';

// The products area's dialogs as form definitions (spec 02 §2, §3, §5): the renderer shows them in
// the small form dialog, main checks the values again before sending, the reference server once
// more. Every rule carries the spec's message where the spec gives one.

/**
 * The fire-product picker (spec 02 §2, §5): the task's products a purpose may choose, looked up by
 * the purpose's key column (= the task, hidden field RWID); '请选择消防产品' when none is chosen.
 * The chosen product's name goes to CPMC, `fill` takes more of its row.
 */
export function productPicker(
  purpose: PickPurpose,
  fill: Readonly<Record<string, string>> = {},
): FieldDef {
  return {
    kind: 'picker',
    name: 'JCCPID',
    label: M.productPickerLabel,
    table: PRODUCT_TABLE,
    labelField: 'CPMC',
    keyField: PICK_KEY[purpose],
    keyValue: '{RWID}',
    labelTarget: 'CPMC',
    fill,
    rules: [required(M.productRequired)],
    span: 2,
  };
}

const hidden = (name: string, label: string): FieldDef => ({
  kind: 'text',
  name,
  label,
  hidden: true,
});

const note = (label: string): FieldDef => ({
  kind: 'textarea',
  name: 'SM',
  label,
  rules: [maxLength(PRODUCT_LIMITS.note)],
  span: 2,
});

/** The fire-product picker alone, for a product document of type `rwwsszid` (232, 411, 412, 726). */
export const productDocForm = (rwwsszid: '232' | '411' | '412' | '726'): FormDefinition => ({
  fields: [
    hidden('RWID', '任务'),
    productPicker(rwwsszid, { CPJCJLID: 'CPJCJLID' }),
    hidden('CPMC', '产品名称'),
    hidden('CPJCJLID', '产品检查记录'),
  ],
});

export const DISPATCH_KINDS: readonly Option[] = [
  { value: DISPATCH_KIND.first, label: M.sampleDispatchKindFirst },
  { value: DISPATCH_KIND.retest, label: M.sampleDispatchKindRetest },
];

/**
 * Sample dispatch (送检: YPMC, SHDWMC, ZGDWID testing agency, SM, LYLX, JYRWZT, JCCPID): the
 * product due a dispatch (its name becomes the sample's, its due kind LYLX), the agency through
 * the picker ('请选择检验机构'); JYRWZT is 1, sent.
 */
export const sampleDispatchForm: FormDefinition = {
  title: M.sampleDispatchTitle,
  fields: [
    hidden('RWID', '任务'),
    productPicker('dispatch', { YPMC: 'CPMC', LYLX: 'SJLX' }),
    hidden('CPMC', '产品名称'),
    {
      kind: 'text',
      name: 'YPMC',
      label: M.sampleDispatchSampleName,
      required: true,
      rules: [maxLength(PRODUCT_LIMITS.name)],
    },
    {
      kind: 'radio',
      name: 'LYLX',
      label: M.sampleDispatchKind,
      options: DISPATCH_KINDS,
      readOnly: true,
    },
    {
      kind: 'text',
      name: 'SHDWMC',
      label: M.sampleDispatchUnit,
      required: true,
      rules: [maxLength(PRODUCT_LIMITS.name)],
      span: 2,
    },
    {
      kind: 'picker',
      name: 'ZGDWID',
      label: M.sampleDispatchAgency,
      table: AGENCY_TABLE,
      labelField: 'DWMC',
      labelTarget: 'ZGDWMC',
      rules: [required(M.sampleDispatchAgencyRequired)],
      span: 2,
    },
    hidden('ZGDWMC', M.sampleDispatchAgency),
    note(M.sampleDispatchNote),
    hidden('JYRWZT', '检验任务状态'),
  ],
};

export const TEST_RESULTS: readonly Option[] = [
  { value: TEST_RESULT.qualified, label: M.testResultQualified },
  { value: TEST_RESULT.unqualified, label: M.testResultUnqualified },
];

/**
 * Test result (检验结果: JYJG 0 合格, 1 不合格) of the product's test awaiting it (JYRWID), with the
 * test-report document it comes from (LYWSID, one of `reports`: the task's 382, 392 and 889).
 */
export const testResultForm = (reports: readonly Option[] = []): FormDefinition => ({
  title: M.testResultTitle,
  fields: [
    hidden('RWID', '任务'),
    productPicker('result', { JYRWID: 'JYRWID' }),
    hidden('CPMC', '产品名称'),
    hidden('JYRWID', '检验记录'),
    {
      kind: 'radio',
      name: 'JYJG',
      label: M.testResultConclusion,
      options: TEST_RESULTS,
      rules: [required(M.testResultConclusionRequired)],
    },
    {
      kind: 'select',
      name: 'LYWSID',
      label: M.testResultReport,
      ...(reports.length > 0 ? { options: reports } : {}),
      rules: [required(M.testResultReportRequired)],
      span: 2,
    },
    note(M.testResultNote),
  ],
});

export const FEE_STATES: readonly Option[] = [
  { value: FEE_STATE.notCollected, label: M.retestFeeNotCollected },
  { value: FEE_STATE.collected, label: M.retestFeeCollected },
];

/**
 * Re-test fee (复检费用: SQFS, SQRQ, SQJE, SM, LYRWID, LYWSID, JYBGID): the method is required
 * ('请选择收取方式'); normally collected (3), the date and the amount too ('请填写必填项').
 * JYBGID is the unqualified test's record, LYWSID its report document, LYRWID the task.
 */
export const retestFeeForm: FormDefinition = {
  title: M.retestFeeTitle,
  fields: [
    hidden('RWID', '任务'),
    productPicker('fee', { JYBGID: 'JYRWID', LYWSID: 'JYBGWSID' }),
    hidden('CPMC', '产品名称'),
    {
      kind: 'radio',
      name: 'SQFS',
      label: M.retestFeeMethod,
      options: FEE_STATES,
      rules: [required(M.retestFeeMethodRequired)],
      span: 2,
    },
    {
      kind: 'date',
      name: 'SQRQ',
      label: M.retestFeeDate,
      rules: [requiredWhen('SQFS', FEE_STATE.collected, M.retestFeeRequired)],
    },
    {
      kind: 'number',
      name: 'SQJE',
      label: M.retestFeeAmount,
      rules: [
        requiredWhen('SQFS', FEE_STATE.collected, M.retestFeeRequired),
        range(0.01, PRODUCT_LIMITS.amount, { message: M.retestFeeAmountRange }),
      ],
    },
    note(M.retestFeeNote),
    hidden('LYRWID', '来源任务'),
    hidden('LYWSID', '来源文书'),
    hidden('JYBGID', '检验报告'),
  ],
};
