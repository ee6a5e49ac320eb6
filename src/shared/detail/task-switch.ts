import { type WorkCalendar } from '../common/calendar';
import { addDays, toDate } from '../common/dates';
import { M } from '../messages';

// When an officer may open (switch to) a related task, spec 02 §4 and §9. The same rule runs in
// the renderer (as the officer clicks), in the reference server (jugeXmrw) and nowhere else.

export type SwitchTarget = {
  RWLX: number | null;
  RWFLID: string | null;
  JHKSRQ: string | null;
  LSCFJZRQ: string | null;
};

export type SwitchCheck = { ok: true } | { ok: false; message: string };

/** Re-inspection (45): only once 3 working days after the planned start have passed. */
export const REINSPECTION_TYPE = 45;

export const REINSPECTION_WORKING_DAYS = 3;

/** Temporary-seal expiry review (56): from the day the seal expires. */
export const SEAL_EXPIRY_TYPE = 56;

/** The spec guards these too without giving the rule; ours: not before the planned start date. */
export const PLANNED_START_TYPES: readonly number[] = [67, 69, 74];

export const PLANNED_START_CATEGORY = '37';

/** `lastBlocked` is the last day the task may not be handled: the reminder says "after" it. */
const blockedUntil = (today: string, lastBlocked: string): SwitchCheck =>
  today > lastBlocked ? { ok: true } : { ok: false, message: M.switchAfter(lastBlocked) };

export function checkTaskSwitch(
  t: SwitchTarget,
  today: string,
  calendar: WorkCalendar,
): SwitchCheck {
  const planned = toDate(t.JHKSRQ);
  if (t.RWLX === REINSPECTION_TYPE) {
    return planned
      ? blockedUntil(today, calendar.addWorkingDays(planned, REINSPECTION_WORKING_DAYS))
      : { ok: true };
  }
  if (t.RWLX === SEAL_EXPIRY_TYPE) {
    const expiry = toDate(t.LSCFJZRQ);
    return expiry ? blockedUntil(today, addDays(expiry, -1)) : { ok: true };
  }
  if (
    (t.RWLX !== null && PLANNED_START_TYPES.includes(t.RWLX)) ||
    t.RWFLID === PLANNED_START_CATEGORY
  ) {
    return planned ? blockedUntil(today, addDays(planned, -1)) : { ok: true };
  }
  return { ok: true };
}
