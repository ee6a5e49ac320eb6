import { describe, expect, it } from 'vitest';
import { WorkCalendar } from '../common/calendar';
import { checkTaskSwitch, type SwitchTarget } from './task-switch';
const cal = new WorkCalendar();
const t = (over: Partial<SwitchTarget>): SwitchTarget => ({
  RWLX: 31,
  RWFLID: null,
  JHKSRQ: null,
  LSCFJZRQ: null,
  ...over,
});

describe('checkTaskSwitch', () => {
  it('lets ordinary tasks through', () => {
    expect(checkTaskSwitch(t({ JHKSRQ: '2030-01-01' }), '2026-11-22', cal)).toEqual({ ok: true });
  });

  it('re-inspection (45): only after 3 working days following the planned start', () => {
    // Planned Fri 2026-11-20; working days Mon 23, Tue 24, Wed 25 → allowed from Thu 26.
    const target = t({ RWLX: 45, JHKSRQ: '2026-11-20' });
    expect(checkTaskSwitch(target, '2026-11-25', cal)).toEqual({
      ok: false,
      message: '请于2026-11-25后办理',
    });
    expect(checkTaskSwitch(target, '2026-11-20', cal)).toEqual({
      ok: false,
      message: '请于2026-11-25后办理',
    });
    expect(checkTaskSwitch(target, '2026-11-26', cal)).toEqual({ ok: true });
  });

  it('re-inspection across National Day counts working days, not calendar days', () => {
    const target = t({ RWLX: 45, JHKSRQ: '2026-09-30' });
    expect(checkTaskSwitch(target, '2026-10-09', cal)).toEqual({
      ok: false,
      message: '请于2026-10-10后办理',
    });
    expect(checkTaskSwitch(target, '2026-10-11', cal)).toEqual({ ok: true });
  });

  it('seal expiry (56): from the day the temporary seal expires', () => {
    const target = t({ RWLX: 56, LSCFJZRQ: '2026-11-23' });
    expect(checkTaskSwitch(target, '2026-11-22', cal)).toEqual({
      ok: false,
      message: '请于2026-11-22后办理',
    });
    expect(checkTaskSwitch(target, '2026-11-23', cal)).toEqual({ ok: true });
  });

  it('67, 69, 74 and category 37: not before the planned start', () => {
    for (const target of [
      t({ RWLX: 67 }),
      t({ RWLX: 69 }),
      t({ RWLX: 74 }),
      t({ RWLX: 2, RWFLID: '37' }),
    ]) {
      const planned = { ...target, JHKSRQ: '2026-11-24 09:00:00' };
      expect(checkTaskSwitch(planned, '2026-11-23', cal)).toEqual({
        ok: false,
        message: '请于2026-11-23后办理',
      });
      expect(checkTaskSwitch(planned, '2026-11-24', cal)).toEqual({ ok: true });
    }
  });

  it('does not block when the date it needs is missing', () => {
    expect(checkTaskSwitch(t({ RWLX: 45 }), '2026-11-22', cal)).toEqual({ ok: true });
    expect(checkTaskSwitch(t({ RWLX: 56 }), '2026-11-22', cal)).toEqual({ ok: true });
  });
});
