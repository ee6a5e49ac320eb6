import { describe, expect, it } from 'vitest';
import {
  creditCheckChar,
  creditCodeIssue,
  idCheckChar,
  idNumberIssue,
  isPhone,
  moneyIssue,
  phoneIssue,
  rangeEndIssue,
} from './formats';
import { dependentsOf, firstError, validateField } from './rules';
import type { FormDefinition } from './types';

// The field kinds (one rule and one message each) and how a form's field declares one.

describe('the ID number (GB 11643-1999)', () => {
  it('says the shape, then the birth date, then which check digit it should be', () => {
    expect(idCheckChar('15010219850312771')).toBe('4');
    expect(idNumberIssue('150102198503127714', '身份证号')).toBeNull();
    expect(idNumberIssue('15010219790805001x', '身份证号')).toBeNull();
    expect(idNumberIssue('150102198503127715', '身份证号')).toBe(
      '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
    );
    expect(idNumberIssue('150102198502307714', '身份证号')).toBe(
      '身份证号第7至14位出生日期不正确，请核对',
    );
    expect(idNumberIssue('15010219850312771', '身份证号')).toBe('身份证号应为18位居民身份证号码');
    expect(idNumberIssue('15010219850312771A', '身份证号')).toBe('身份证号应为18位居民身份证号码');
  });
});

describe('the unified social credit code (GB 32100-2015)', () => {
  it('computes the check character and names what is wrong', () => {
    expect(creditCheckChar('91150102MA0L9D6U1')).toBe('C');
    expect(creditCheckChar('12150102460012345')).toBe('T');
    expect(creditCodeIssue(' 91150102MA0N3K8X2Y ', '统一社会信用代码')).toBeNull();
    expect(creditCodeIssue('12150102460012345X', '统一社会信用代码')).toBe(
      '统一社会信用代码校验位不正确，请核对',
    );
    const format = '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）';
    for (const bad of ['91150102MA0L9D6U1', '91150102ma0l9d6u1c', '91150102MA0I9D6U1C'])
      expect(creditCodeIssue(bad, '统一社会信用代码'), bad).toBe(format);
  });
});

describe('phones', () => {
  it('takes mobile numbers and landlines with their area code, refuses a 7-digit number', () => {
    for (const ok of ['13904718826', '0471-6923188', '04716923188', '010-12345678-801'])
      expect(isPhone(ok), ok).toBe(true);
    for (const bad of ['6923188', '12904718826', '0471-69231', '电话', '139047188260'])
      expect(isPhone(bad), bad).toBe(false);
    expect(phoneIssue('6923188', '联系电话')).toBe(
      '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
    );
  });
});

describe('money', () => {
  it('is a number, not negative, to the fen', () => {
    for (const ok of ['0', '5000', '5000.5', '5000.50'])
      expect(moneyIssue(ok, '罚款金额（元）')).toBeNull();
    expect(moneyIssue('五千', '罚款金额（元）')).toBe('罚款金额（元）必须是数字');
    expect(moneyIssue('1e3', '罚款金额（元）')).toBe('罚款金额（元）必须是数字');
    expect(moneyIssue('-5', '罚款金额（元）')).toBe('罚款金额（元）不能为负数');
    expect(moneyIssue('12.345', '罚款金额（元）')).toBe(
      '罚款金额（元）最多保留两位小数（精确到分）',
    );
  });
});

describe('ranges', () => {
  it('refuses an end before its start, to the second for times, by day for dates', () => {
    const time = (end: string, start: string): string | null =>
      rangeEndIssue(end, '询问结束时间', start, '询问开始时间');
    expect(time('2026-03-20 09:00:00', '2026-03-20 10:00:00')).toBe(
      '询问结束时间不能早于询问开始时间',
    );
    expect(time('2026-03-20 10:00:00', '2026-03-20 10:00:00')).toBeNull();
    expect(time('2026-03-20 10:01', '2026-03-20 10:00:00')).toBeNull();
    // A missing or unreadable start is its own field's business.
    expect(time('2026-03-20 09:00:00', '')).toBeNull();
    expect(rangeEndIssue('2026-03-01', '查封截止日期', '2026-03-02', '查封起始日期')).toBe(
      '查封截止日期不能早于查封起始日期',
    );
    expect(rangeEndIssue('2026-03-02', '查封截止日期', '2026-03-02', '查封起始日期')).toBeNull();
  });
});

describe('a field declares its kind and the engine applies it', () => {
  const form: FormDefinition = {
    fields: [
      { kind: 'datetime', name: 'KSSJ', label: '询问开始时间', required: true },
      { kind: 'datetime', name: 'JSSJ', label: '询问结束时间', required: true, rangeStart: 'KSSJ' },
      { kind: 'text', name: 'SFZH', label: '身份证号', format: 'idNumber' },
      { kind: 'text', name: 'DH', label: '联系电话', format: 'phone' },
      { kind: 'text', name: 'DM', label: '统一社会信用代码', format: 'creditCode' },
      { kind: 'number', name: 'JE', label: '罚款金额（元）', format: 'money' },
      { kind: 'date', name: 'QS', label: '查封起始日期' },
      { kind: 'date', name: 'JZ', label: '查封截止日期', rangeStart: 'QS' },
    ],
  };
  const ok = {
    KSSJ: '2026-03-20 10:00:00',
    JSSJ: '2026-03-20 11:20:00',
    SFZH: '150102198503127714',
    DH: '13904718826',
    DM: '91150102MA0L9D6U1C',
    JE: '5000',
    QS: '2026-03-20',
    JZ: '2026-04-19',
  };

  it('passes good values and answers each kind’s message at its field', () => {
    expect(firstError(form, ok)).toBeNull();
    const at = (name: string, over: Record<string, string>): string | null =>
      validateField(form, name, { ...ok, ...over });
    expect(at('JSSJ', { JSSJ: '2026-03-20 09:00:00' })).toBe('询问结束时间不能早于询问开始时间');
    expect(at('SFZH', { SFZH: '150102198503127715' })).toBe(
      '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
    );
    expect(at('DH', { DH: '6923188' })).toBe(
      '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
    );
    expect(at('DM', { DM: '91150102MA0L9D6U1B' })).toBe('统一社会信用代码校验位不正确，请核对');
    expect(at('JE', { JE: '-1' })).toBe('罚款金额（元）不能为负数');
    expect(at('JE', { JE: 'abc' })).toBe('罚款金额（元）必须是数字');
    expect(at('JZ', { JZ: '2026-03-19' })).toBe('查封截止日期不能早于查封起始日期');
    // Empty optional fields are no kind's business; a required one says so first.
    expect(at('SFZH', { SFZH: '' })).toBeNull();
    expect(at('JSSJ', { JSSJ: '' })).toBe('询问结束时间不能为空');
  });

  it('re-checks the end when its start changes', () => {
    expect(dependentsOf(form, 'KSSJ')).toEqual(['JSSJ']);
    expect(dependentsOf(form, 'QS')).toEqual(['JZ']);
  });
});
