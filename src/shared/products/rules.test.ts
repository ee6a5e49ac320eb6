import { describe, expect, it } from 'vitest';
import { taskButtonType } from '../buttons';
import { firstError, validateForm } from '../forms/rules';
import { retestFeeForm, sampleDispatchForm, testResultForm } from './forms';
import {
  STAGE_LABELS,
  amountText,
  dueDispatch,
  mayPick,
  outcomeLabel,
  pickPurposes,
  productDocRefusal,
  productStage,
  productsForDocument,
  reportFileRefusal,
  type ProductFacts,
} from './rules';

// The products area's rules (spec 01 §4, spec 02 §3-§5, §9), each message by its exact text.

const product = (over: Partial<ProductFacts> = {}): ProductFacts => ({
  SCZRJCQKDX: '0',
  CPZLXCJCQKDX: '0',
  SFCY: '0',
  SFFJ: '0',
  SFFJSQ: '0',
  LYLX: null,
  JYRWZT: null,
  JYJG: null,
  ...over,
});
const sampled = product({ CPZLXCJCQKDX: '2' });
const testing = product({ CPZLXCJCQKDX: '2', SFCY: '1', LYLX: '1', JYRWZT: '1' });
const unqualified = { ...testing, JYRWZT: '2', JYJG: '1' };
const applied = { ...unqualified, SFFJSQ: '1' };
const retesting = { ...applied, SFFJ: '1', LYLX: '2', JYRWZT: '1', JYJG: null };

describe('inspection outcomes and the sampling stages', () => {
  it('reads each outcome in Chinese (spec 01 §4)', () => {
    expect(['0', '1', '2', '3', null].map(outcomeLabel)).toEqual([
      '未发现问题',
      '不合格',
      '送检',
      '未检查',
      '',
    ]);
  });

  it('follows a sampled product from dispatch to re-test', () => {
    const stages = [
      product(),
      sampled,
      testing,
      { ...testing, JYRWZT: '2', JYJG: '0' },
      unqualified,
      applied,
      retesting,
      { ...retesting, JYRWZT: '2', JYJG: '0' },
      { ...retesting, JYRWZT: '2', JYJG: '1' },
    ].map(productStage);
    expect(stages).toEqual([
      null,
      'awaitDispatch',
      'testing',
      'qualified',
      'unqualified',
      'retestApplied',
      'retesting',
      'retestQualified',
      'retestUnqualified',
    ]);
    expect(stages.map((s) => (s ? STAGE_LABELS[s] : null))).toEqual([
      null,
      '待送检',
      '检验中',
      '检验合格',
      '检验不合格',
      '已申请复检',
      '复检中',
      '复检合格',
      '复检不合格',
    ]);
    expect([sampled, testing, unqualified, applied, retesting].map(dueDispatch)).toEqual([
      '1',
      null,
      null,
      '2',
      null,
    ]);
  });
});

describe('which products a document or a dialog may pick (spec 02 §9)', () => {
  const lamp = product({ CPZLXCJCQKDX: '1' });
  const hose = product({ SCZRJCQKDX: '1', CPZLXCJCQKDX: '3' });
  const fine = product();
  const all = [sampled, lamp, hose, fine, unqualified];

  it('232 sampled, 411 non-compliant on site, 412 tested unqualified, 726 either', () => {
    expect(productsForDocument('232', all)).toEqual([sampled, unqualified]);
    expect(productsForDocument('411', all)).toEqual([lamp, hose]);
    expect(productsForDocument('412', all)).toEqual([unqualified]);
    expect(productsForDocument('726', all)).toEqual([lamp, hose, unqualified]);
    expect(productsForDocument('420', all)).toEqual(all);
  });

  it('送检 when due, 检验结果 while a test is out, 复检费用 until the re-test is sent', () => {
    expect(pickPurposes(sampled)).toEqual(['232', 'dispatch']);
    expect(pickPurposes(testing)).toEqual(['232', 'result']);
    expect(pickPurposes(unqualified)).toEqual(['232', '412', '726', 'fee']);
    expect(pickPurposes(applied)).toEqual(['232', '412', '726', 'dispatch', 'fee']);
    expect(mayPick('fee', retesting)).toBe(false);
    expect(mayPick('result', retesting)).toBe(true);
  });

  it('says why a product does not fit a document', () => {
    expect(productDocRefusal('232', lamp)).toBe('该产品现场检查未抽样送检，无需填写抽样单');
    expect(productDocRefusal('411', fine)).toBe('该产品现场检查未发现不合格，无需复查');
    expect(productDocRefusal('412', testing)).toBe('该产品检验合格或尚未检验，无需复查');
    expect(productDocRefusal('726', fine)).toBe('该产品未发现不合格情况，无需复查');
    expect(productDocRefusal('232', null)).toBe('请选择消防产品');
    expect(productDocRefusal('420', lamp)).toBe('该文书不需要选择消防产品');
    expect(productDocRefusal('232', sampled)).toBeNull();
  });

  it('a test report needs its electronic report attached', () => {
    expect(reportFileRefusal({ RWWSSZID: '382', SFFJ: '0' })).toBe(
      '请在附件中，上传电子版检验报告',
    );
    expect(reportFileRefusal({ RWWSSZID: '392', SFFJ: null })).toBe(
      '请在附件中，上传电子版检验报告',
    );
    expect(reportFileRefusal({ RWWSSZID: '889', SFFJ: '1' })).toBeNull();
    expect(reportFileRefusal({ RWWSSZID: '232', SFFJ: '0' })).toBeNull();
  });
});

describe('the dialogs’ forms (spec 02 §5)', () => {
  it('sample dispatch: the product, then the testing agency', () => {
    expect(validateForm(sampleDispatchForm, { RWID: 't1' })).toEqual({
      JCCPID: '请选择消防产品',
      YPMC: '样品名称不能为空',
      SHDWMC: '受检单位不能为空',
      ZGDWID: '请选择检验机构',
    });
    expect(
      firstError(sampleDispatchForm, { RWID: 't1', JCCPID: 'p', YPMC: '灭火器', SHDWMC: '鼎盛' }),
    ).toEqual({ field: 'ZGDWID', message: '请选择检验机构' });
  });

  it('test result: the product, the conclusion and the report', () => {
    expect(validateForm(testResultForm(), { RWID: 't1' })).toEqual({
      JCCPID: '请选择消防产品',
      JYJG: '请选择检验结论',
      LYWSID: '请选择检验报告',
    });
    const reports = [{ value: 'w1', label: '消防产品检验报告' }];
    expect(validateForm(testResultForm(reports), { JCCPID: 'p', JYJG: '0', LYWSID: 'w2' })).toEqual(
      { LYWSID: '检验报告的选项不正确' },
    );
  });

  it('re-test fee: the method; normally collected, date and amount (请填写必填项)', () => {
    const base = { RWID: 't1', JCCPID: 'p' };
    expect(validateForm(retestFeeForm, base)).toEqual({ SQFS: '请选择收取方式' });
    expect(validateForm(retestFeeForm, { ...base, SQFS: '2' })).toEqual({});
    expect(validateForm(retestFeeForm, { ...base, SQFS: '3' })).toEqual({
      SQRQ: '请填写必填项',
      SQJE: '请填写必填项',
    });
    expect(
      validateForm(retestFeeForm, { ...base, SQFS: '3', SQRQ: '2026-03-10', SQJE: '0' }),
    ).toEqual({ SQJE: '收取金额应大于0且不超过1000000元' });
    expect(
      validateForm(retestFeeForm, { ...base, SQFS: '3', SQRQ: '2026-03-10', SQJE: '1200' }),
    ).toEqual({});
    expect([1200, 1200.5, 99.99].map(amountText)).toEqual(['1200', '1200.5', '99.99']);
  });
});

describe('the header buttons by name (spec 02 §2)', () => {
  it('resolves the products area’s buttons when the type is unknown', () => {
    const names = ['挂接整改通知书', '检查产品', '送检', '检验结果', '复检费用'];
    expect(names.map((btnName) => taskButtonType({ btnType: 'x', btnName }))).toEqual([
      'noticeLink',
      'inspectedProducts',
      'sampleDispatch',
      'testResult',
      'retestFee',
    ]);
  });
});
