import { describe, expect, it } from 'vitest';
import {
  checkFireInfo,
  checkProcedure,
  checkTransfer,
  fireGradeOf,
  gradeOfValues,
  procedureIssue,
  withdrawIssue,
} from './rules';
import { fireMessages } from './messages';

// The fire rules with their exact messages: the grade the casualties and loss make (its bounds),
// the registration's checks, the procedure category's conditions, the transfer's checks, the
// withdrawal, and the placeholder's text from the spec.

const INFO = {
  QHSJ: '2024-06-01 21:40:00',
  BJSJ: '2024-06-01 21:46:00',
  QHDD: '中山东路126号后厨',
  HZLB: '1',
  ZJCCSS: '86000',
  SWRS: '0',
  ZSRS: '0',
  QSRS: '2',
  HZDJ: '4',
  YYRDZT: '1',
  QHYY: '3',
  DCRY: '张伟、李强',
  HZGK: '后厨起火。',
};
const issue = (over: Record<string, unknown>): string | null => {
  const r = checkFireInfo({ ...INFO, ...over });
  return r.ok ? null : r.message;
};

describe('fireGradeOf (火灾等级标准)', () => {
  it('takes the highest grade any measure reaches, bounds included', () => {
    const g = (deaths: number, serious: number, loss: number) =>
      fireGradeOf({ deaths, serious, loss });
    expect(g(0, 0, 0)).toBe('4');
    expect(g(2, 9, 9_999_999)).toBe('4');
    expect([g(3, 0, 0), g(0, 10, 0), g(0, 0, 10_000_000)]).toEqual(['3', '3', '3']);
    expect([g(10, 0, 0), g(0, 50, 0), g(0, 0, 50_000_000)]).toEqual(['2', '2', '2']);
    expect([g(30, 0, 0), g(0, 100, 0), g(0, 0, 100_000_000)]).toEqual(['1', '1', '1']);
    expect(g(29, 99, 99_999_999)).toBe('2');
  });

  it('is unknown while a number is missing or unreadable', () => {
    expect(gradeOfValues({ SWRS: '1', ZSRS: '0', ZJCCSS: '5000' })).toBe('4');
    expect(gradeOfValues({ SWRS: '1', ZSRS: '', ZJCCSS: '5000' })).toBeNull();
    expect(gradeOfValues({ SWRS: '-1', ZSRS: '0', ZJCCSS: '5000' })).toBeNull();
  });
});

describe('checkFireInfo', () => {
  it('answers the form’s fields cleaned: numbers as numbers, empty as null', () => {
    const r = checkFireInfo({ ...INFO, QHDW: ' ', GHMJ: '35.5', extra: 'x' });
    expect(r).toEqual({
      ok: true,
      values: expect.objectContaining({
        QHDW: null,
        GHMJ: 35.5,
        ZJCCSS: 86000,
        QSRS: 2,
        QHYY: '3',
      }),
    });
    expect(r.ok && 'extra' in r.values).toBe(false);
  });

  it('refuses with the exact messages', () => {
    expect(issue({ BJSJ: '2024-06-01 21:39:00' })).toBe('报警时间不能早于起火时间');
    expect(issue({ PMSJ: '2024-06-01 21:00:00' })).toBe('扑灭时间不能早于起火时间');
    expect(issue({ QHYY: '' })).toBe('起火原因已认定，请选择起火原因');
    expect(issue({ SWRS: '3' })).toBe('按死亡、重伤人数和直接财产损失核定，火灾等级应为“较大火灾”');
    expect(issue({ ZJCCSS: '120000000' })).toBe(
      '按死亡、重伤人数和直接财产损失核定，火灾等级应为“特别重大火灾”',
    );
    expect(issue({ QSRS: '2.5' })).toBe('轻伤人数应为0至100000之间的整数');
    expect(issue({ QHSJ: '' })).toBe('起火时间不能为空');
    expect(issue({ DCRY: '' })).toBe('调查人员不能为空');
    expect(issue({ HZLB: '9' })).toBe('火灾类别的选项不正确');
    expect(issue({ QHDD: {} })).toBe('起火地点格式不正确');
  });

  it('keeps no cause while it is still under investigation', () => {
    const r = checkFireInfo({ ...INFO, YYRDZT: '0', QHYY: '6' });
    expect(r.ok && r.values.QHYY).toBeNull();
  });
});

describe('the procedure category', () => {
  const facts = { current: '2', casualties: 0, cause: null, transferred: false };

  it('checks the form: category and reason required', () => {
    expect(checkProcedure({ BGYY: 'x' })).toMatchObject({ ok: false, message: '请选择程序类别' });
    expect(checkProcedure({ CXLB: '1', BGYY: ' ' })).toMatchObject({
      ok: false,
      message: '请填写变更原因',
    });
    expect(checkProcedure({ CXLB: '3', BGYY: 'x' })).toMatchObject({
      ok: false,
      message: '程序类别的选项不正确',
    });
    expect(checkProcedure({ CXLB: '1', BGYY: ' 事实清楚 ' })).toEqual({
      ok: true,
      values: { CXLB: '1', BGYY: '事实清楚' },
    });
  });

  it('takes the simple procedure only without casualties, arson or a transfer', () => {
    expect(procedureIssue('1', facts)).toBeNull();
    expect(procedureIssue('2', facts)).toBe('程序类别已是“一般调查”，无需变更');
    expect(procedureIssue('1', { ...facts, casualties: 1 })).toBe(
      '有人员伤亡的火灾不适用简易调查程序',
    );
    expect(procedureIssue('1', { ...facts, cause: '6' })).toBe(
      '有放火嫌疑的火灾不适用简易调查程序',
    );
    expect(procedureIssue('1', { ...facts, transferred: true })).toBe(
      '案件已移送调查，不适用简易调查程序',
    );
    // Back to the general procedure is always possible.
    expect(procedureIssue('2', { ...facts, current: '1', casualties: 3 })).toBeNull();
  });
});

describe('transfers', () => {
  const T = { YSLX: '1', JSDW: '新城区分局', YSRQ: '2024-06-10', YSYY: '涉嫌失火罪' };

  it('checks the form and the date, with the exact messages', () => {
    const msg = (over: Record<string, string>) => {
      const r = checkTransfer({ ...T, ...over }, '2024-06-10');
      return r.ok ? null : r.message;
    };
    expect(msg({})).toBeNull();
    expect(msg({ YSLX: '' })).toBe('请选择移送类别');
    expect(msg({ JSDW: '' })).toBe('请填写接收单位');
    expect(msg({ YSRQ: '' })).toBe('请选择移送日期');
    expect(msg({ YSYY: '' })).toBe('请填写移送原因');
    expect(msg({ YSRQ: '2024-06-11' })).toBe('移送日期不能晚于今天');
    expect(checkTransfer({ ...T, YSRQ: '2024-06-09 08:00:00' }, '2024-06-10')).toMatchObject({
      ok: true,
      values: { YSRQ: '2024-06-09' },
    });
  });

  it('withdraws only what was not yet received', () => {
    expect(withdrawIssue('0')).toBeNull();
    expect(withdrawIssue('1')).toBe('移送调查任务已被接收，不能撤回');
  });

  it('says the placeholder in the spec’s words', () => {
    expect(fireMessages.firePlaceholder).toBe('因当前不具备对接条件，待需求明确后再实现该功能。');
  });
});
