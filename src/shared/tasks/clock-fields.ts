import { z } from 'zod';
import { codeField, numberField, textField } from '../common/schemas';

// What the statutory clock (./clock.ts) reads from a task: the task list's records (getMyRwList),
// the detail screen's rwxx (getRwDetailConfig) and base/getXqDateByRwid carry these fields. Each
// is optional: a province server that sends none of them gets no clock, never a wrong one.

export const clockFieldsShape = {
  RWLX: numberField,
  rwzt: codeField,
  RW_ISDELETED: codeField,
  /** The task's creation (assignment) time. */
  CRT_TIME: textField,
  /** Case registration date (立案日期) of a penalty case: the 60-day period runs from it. */
  LARQ: textField,
  /** Planned start (计划开始日期). */
  JHKSRQ: textField,
  /** Planned end (计划结束日期): set by an approved postponement (updateJHJSRQ) or by acceptance. */
  JHJSRQ: textField,
  /** Clock state: 1 suspended, 2 resumed (spec 02 §4). */
  sjtbzt: codeField,
  /** When the current suspension began (中止计时时间), 'YYYY-MM-DD HH:mm:ss'. */
  LDSPSJ: textField,
  /** Calendar days the clock stood still in suspensions that have ended (累计中止天数). */
  ZZTS: numberField,
  /** When a product-supervision task was accepted (受理时间). */
  SLSJ: textField,
  /** Case stopped (isstop 1). */
  ISSTOP: codeField,
  /** No inspection (不检查) set: 1. */
  BJC: codeField,
} as const;

export const clockFieldsSchema = z.object(clockFieldsShape);

export type ClockFields = z.infer<typeof clockFieldsSchema>;

/** Every clock field absent, as a server that sends none of them gives it: the task runs no clock. */
export const NO_CLOCK_FIELDS: Readonly<ClockFields> = Object.freeze(
  Object.fromEntries(Object.keys(clockFieldsShape).map((k) => [k, null])) as ClockFields,
);
