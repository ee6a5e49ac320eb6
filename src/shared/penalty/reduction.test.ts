import { describe, expect, it } from 'vitest';
import { checkAmount, parseAmount, parseRange } from './reduction';

describe('amount ranges as the province writes them', () => {
  it.each([
    ['5000-50000', { min: 5000, max: 50000 }],
    ['5000元至50000元', { min: 5000, max: 50000 }],
    ['0.5万元-5万元', { min: 5000, max: 50000 }],
    ['5000元～20000元', { min: 5000, max: 20000 }],
    ['50000元以下', { min: 0, max: 50000 }],
    ['200元以上', { min: 200, max: Infinity }],
    ['5000元以上50000元以下', { min: 5000, max: 50000 }],
    ['20000-5000', { min: 5000, max: 20000 }],
    ['3万元（情节较重）', { min: 30000, max: 30000 }],
  ])('reads %s', (text, range) => {
    expect(parseRange(text)).toEqual(range);
  });

  it.each(['', null, '五千元以上五万元以下', '视情节而定'])('does not guess %s', (text) => {
    expect(parseRange(text)).toBeNull();
  });

  it('reads amounts with separators and 万', () => {
    expect(parseAmount('5,000.00')).toBe(5000);
    expect(parseAmount('0.5万')).toBe(5000);
    expect(parseAmount('3000元')).toBe(3000);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('三千')).toBeNull();
  });
});

describe('the reduction check (going beyond the note of spec 01 §2)', () => {
  const v = { WFXW: '占用疏散通道', FDED: '5000-50000', LFCD: '5000-20000' };

  it('passes an amount inside both ranges', () => {
    expect(checkAmount('10000', v)).toEqual({ severity: 'ok', message: '在法定幅度和裁量幅度内' });
  });

  it('says plainly when the amount is below or above the statutory range', () => {
    expect(checkAmount('3000', v)).toEqual({
      severity: 'danger',
      message: '处罚金额 3000 元低于法定幅度（5000-50000）',
    });
    expect(checkAmount('60000', v)).toEqual({
      severity: 'danger',
      message: '处罚金额 60000 元超出法定幅度（5000-50000）',
    });
  });

  it('warns when the amount is outside the discretion range only', () => {
    expect(checkAmount('30000', v)).toEqual({
      severity: 'warning',
      message: '处罚金额 30000 元不在裁量幅度（5000-20000）内，请核对裁量理由',
    });
  });

  it('asks for a hand check when a range cannot be read or the amount is missing', () => {
    expect(checkAmount('10000', { ...v, FDED: '视情节而定' })).toEqual({
      severity: 'warning',
      message: '幅度“视情节而定”无法识别，请人工核对',
    });
    expect(checkAmount(null, v)).toEqual({
      severity: 'warning',
      message: '处罚金额未填写，无法核对',
    });
  });

  it('checks against the statutory range alone when there is no discretion range', () => {
    expect(checkAmount('45000', { ...v, LFCD: null })).toEqual({
      severity: 'ok',
      message: '在法定幅度和裁量幅度内',
    });
  });
});
