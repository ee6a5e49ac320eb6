import type { ButtonDef } from '../common/buttons';

/**
 * Header buttons of the products area (spec 02 §2 dialogs), with the names servers give them.
 * Names match by inclusion: none of these is part of another area's name.
 */
export const PRODUCTS_TASK_BUTTONS = [
  /** 挂接整改通知书: the rectification-notice link dialog (zlxqDetail, zlxqHook, cancelHook). */
  {
    type: 'noticeLink',
    aliases: ['zlxqgj', 'gjzgtzs'],
    names: ['挂接整改通知书', '整改通知书挂接'],
  },
  /** 检查产品: the inspected-products table (generic query 3662). */
  { type: 'inspectedProducts', aliases: ['jccp', 'cplb'], names: ['检查产品', '受检产品'] },
  /** 送检: the sample dispatch dialog (inspectSet). */
  { type: 'sampleDispatch', aliases: ['cpsj', 'inspectSet'], names: ['送检'] },
  /** 检验结果: the test result (surveyReport, after reportFileJudge). */
  { type: 'testResult', aliases: ['jyjg', 'surveyReport'], names: ['检验结果'] },
  /** 复检费用: the re-test fee (fjfyUpdate). */
  { type: 'retestFee', aliases: ['fjfy', 'fjfyUpdate'], names: ['复检费用', '复检费'] },
] as const satisfies readonly ButtonDef[];
