import { actionsMessages as A } from '../actions/messages';
import {
  ACCEPT_WORKING_DAYS,
  CLOCK_STATE,
  DUE_SOON_WORKING_DAYS,
  inspectionWord,
  PENALTY_PERIOD_DAYS,
  REINSPECTION_WORKING_DAYS,
} from '../actions/constants';
import type { WorkCalendar } from '../common/calendar';
import { addDays, toDate } from '../common/dates';
import type { ClockFields } from './clock-fields';
import { PENALTY_TASK_TYPES } from './constants';

// The statutory clock of a task: which legal deadline it runs to, how many days are left, and
// whether it is paused, stopped, due soon or overdue. One pure rule for renderer and server
// (docs/decisions.md, "Issue 13: statutory clock"); `today` is passed in, never read here.
//
// Periods counted in calendar days (the 60-day penalty case period) end on their calendar date even
// when it is a public holiday: procedural rules may carry such a period to the next working day,
// but the clock shows the earlier date so an officer is never told a later deadline than the law
// may hold. Periods counted in working days (acceptance, inspection, re-inspection) skip weekends
// and holidays and count make-up working days (调休), through the shared WorkCalendar.

export type ClockKind = 'penalty' | 'acceptance' | 'inspection' | 'reinspection' | 'planned';

export type ClockState = 'running' | 'dueSoon' | 'overdue' | 'paused' | 'stopped';

export type TaskClock = {
  kind: ClockKind;
  /** 办案期限, 受理期限, 检查期限, 复查期限 or 计划完成. */
  label: string;
  /** 'YYYY-MM-DD': the last day of the period (moves day by day while paused). */
  deadline: string;
  state: ClockState;
  /** Working days from today to the deadline (today excluded, the deadline included); negative when overdue. */
  workingDaysLeft: number;
  /** Calendar days to the deadline; while paused, the days that were left when the clock stopped. */
  calendarDaysLeft: number;
  /** The deadline is an approved postponement's planned end (JHJSRQ). */
  extended: boolean;
  /**
   * The officer-facing phrase: 剩余3个工作日, 今日到期, 已超期2个工作日, 已中止计时 · 剩余12天,
   * 案件已暂停. It has no brackets of its own: other texts put it in brackets (办案期限：…（…）).
   */
  text: string;
};

/** Product-supervision task types with an acceptance window (受理) then an inspection window. */
export const PRODUCT_SUPERVISION_TYPES: readonly number[] = [2, 6, 7];

export const REINSPECTION_TASK_TYPE = 45;

/** rwzt of a task that no longer runs a clock: 2 已办结, 3 已结案, 5 已作废. */
const CLOSED_STATES: readonly string[] = ['2', '3', '5'];

const TASK_STATE_NEW = '0';

const DAY_MS = 86_400_000;

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Working days d with from < d ≤ to; negative (the days from `to` to `from`) when `to` is earlier. */
export function workingDaysBetween(from: string, to: string, calendar: WorkCalendar): number {
  const [lo, hi, sign] = from <= to ? [from, to, 1] : [to, from, -1];
  let n = 0;
  for (let d = addDays(lo, 1); d <= hi; d = addDays(d, 1)) if (calendar.isWorkingDay(d)) n++;
  return n * sign;
}

/**
 * The calendar days one suspension stood still, as the resume adds them to ZZTS: from the date of
 * LDSPSJ to the date of HFJSSJ. With this count the days left after resume equal the days that
 * were left at the suspension (the server's resume uses it; the clock's paused state assumes it).
 */
export function suspensionDays(ldspsj: string | null, hfjssj: string | null): number {
  const from = toDate(ldspsj);
  const to = toDate(hfjssj);
  return from && to ? Math.max(0, daysBetween(from, to)) : 0;
}

const isClosed = (f: ClockFields): boolean =>
  (f.rwzt !== null && CLOSED_STATES.includes(f.rwzt)) ||
  (f.RW_ISDELETED !== null && f.RW_ISDELETED !== '0');

type Period = { kind: ClockKind; deadline: string; extended: boolean; pausedAt: string | null };

/** 办案期限: registration + 60 days + ended suspensions, or the approved postponement's date. */
function penaltyPeriod(f: ClockFields, today: string): Period | null {
  const start = toDate(f.LARQ) ?? toDate(f.CRT_TIME);
  const approved = toDate(f.JHJSRQ);
  if (!start && !approved) return null;
  // An approved postponement (updateJHJSRQ) fixes the new last day; the suspensions before it
  // are already in the date the officer applied for, so ZZTS is not added to it again.
  const base = approved ?? addDays(start as string, PENALTY_PERIOD_DAYS + Math.max(0, f.ZZTS ?? 0));
  if (f.sjtbzt !== CLOCK_STATE.suspended) {
    return { kind: 'penalty', deadline: base, extended: approved !== null, pausedAt: null };
  }
  // Suspended: the deadline moves one day for every day since the suspension began, so the days
  // left stay what they were. A suspension without its date is taken as starting today.
  const pausedAt = toDate(f.LDSPSJ) ?? today;
  const moved = addDays(base, Math.max(0, daysBetween(pausedAt, today)));
  return { kind: 'penalty', deadline: moved, extended: approved !== null, pausedAt };
}

function productPeriod(f: ClockFields, calendar: WorkCalendar): Period | null {
  const accepted = toDate(f.SLSJ);
  const planned = toDate(f.JHJSRQ);
  if (accepted) {
    // Acceptance sets JHJSRQ to the inspection's last day; without it, 3 working days from acceptance.
    const deadline = planned ?? calendar.addWorkingDays(accepted, ACCEPT_WORKING_DAYS);
    return { kind: 'inspection', deadline, extended: false, pausedAt: null };
  }
  if (f.rwzt === TASK_STATE_NEW) {
    const created = toDate(f.CRT_TIME);
    if (!created) return null;
    const deadline = calendar.addWorkingDays(created, ACCEPT_WORKING_DAYS);
    return { kind: 'acceptance', deadline, extended: false, pausedAt: null };
  }
  return planned ? { kind: 'planned', deadline: planned, extended: false, pausedAt: null } : null;
}

function periodOf(f: ClockFields, today: string, calendar: WorkCalendar): Period | null {
  const type = f.RWLX;
  if (type !== null && PENALTY_TASK_TYPES.includes(type)) return penaltyPeriod(f, today);
  if (type !== null && PRODUCT_SUPERVISION_TYPES.includes(type)) return productPeriod(f, calendar);
  if (type === REINSPECTION_TASK_TYPE) {
    const start = toDate(f.JHKSRQ);
    if (!start) return null;
    const deadline = calendar.addWorkingDays(start, REINSPECTION_WORKING_DAYS);
    return { kind: 'reinspection', deadline, extended: false, pausedAt: null };
  }
  const planned = toDate(f.JHJSRQ);
  return planned ? { kind: 'planned', deadline: planned, extended: false, pausedAt: null } : null;
}

/** The clock's name; the product tasks (2, 6, 7) say 抽样 where others say 检查 (spec 02 §9). */
const labelOf = (kind: ClockKind, rwlx: number | null): string =>
  ({
    penalty: A.clockPenalty,
    acceptance: A.clockAcceptance,
    inspection: A.clockInspection(inspectionWord(rwlx)),
    reinspection: A.clockReinspection,
    planned: A.clockPlanned,
  })[kind];

/**
 * The task's clock on `today` ('YYYY-MM-DD', China date), or null when it runs none: closed,
 * deleted or not-inspected (BJC 1) tasks, task types without a statutory period, missing dates.
 */
export function taskClock(
  fields: ClockFields,
  today: string,
  calendar: WorkCalendar,
): TaskClock | null {
  if (isClosed(fields) || fields.BJC === '1') return null;
  const period = periodOf(fields, today, calendar);
  if (!period) return null;
  const { kind, deadline, extended, pausedAt } = period;
  const workingDaysLeft = workingDaysBetween(today, deadline, calendar);
  // While paused the deadline moves with today, so this stays the days left at the suspension.
  const calendarDaysLeft = daysBetween(today, deadline);
  const clock = {
    kind,
    label: labelOf(kind, fields.RWLX),
    deadline,
    extended,
    workingDaysLeft,
    calendarDaysLeft,
  };
  if (fields.ISSTOP === '1') return { ...clock, state: 'stopped', text: A.clockStopped };
  if (pausedAt) {
    return { ...clock, state: 'paused', text: A.clockPaused(Math.max(0, calendarDaysLeft)) };
  }
  if (deadline < today) {
    // A deadline passed over a weekend is still overdue: at least one day is shown.
    const late = Math.max(1, -workingDaysLeft);
    return { ...clock, state: 'overdue', text: A.clockOverdue(late) };
  }
  const state: ClockState = workingDaysLeft <= DUE_SOON_WORKING_DAYS ? 'dueSoon' : 'running';
  const text = deadline === today ? A.clockDueToday : A.clockLeft(workingDaysLeft);
  return { ...clock, state, text };
}

export const isOverdue = (clock: TaskClock | null): boolean => clock?.state === 'overdue';

export const isDueSoon = (clock: TaskClock | null): boolean => clock?.state === 'dueSoon';

const SORT_RANK: Record<ClockState, number> = {
  overdue: 0,
  dueSoon: 0,
  running: 0,
  paused: 1,
  stopped: 2,
};

/**
 * Ascending sort key by deadline: running clocks by their deadline (overdue ones come first, being
 * earliest), then paused, then stopped, then tasks without a clock.
 */
export const clockSortKey = (clock: TaskClock | null): string =>
  clock ? `${SORT_RANK[clock.state]}|${clock.deadline}` : '9|';

export const compareClocks = (a: TaskClock | null, b: TaskClock | null): number => {
  const ka = clockSortKey(a);
  const kb = clockSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};
