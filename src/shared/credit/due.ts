import { datePart } from '../forms/dates';
import { isRectified } from '../inspection/rules';
import { REINSPECTION_TASK_TYPE } from '../tasks/clock';

// When a general dishonesty record (一般失信) is due for a task: a case of 逾期不改, the unit did not
// rectify a hidden danger by its deadline. One rule for the general dialog (renderer, through main's
// credit:general), the archive-readiness list (area archive) and the reference server's archive
// call (server/credit/due.ts creditDueOf).

/** A hidden danger as the rule reads it (table 3408's ZGQK; ZGQX the finding notice's deadline). */
export type CreditDueDanger = {
  /** 1 rectified, anything else not (spec 01 §3). */
  ZGQK: string | null;
  /** The rectification deadline (改正期限), 'YYYY-MM-DD' (a time part is ignored); null: none known. */
  ZGQX: string | null;
  /** The re-inspection task re-checking it (FCRWID): from then on the danger is judged there. */
  FCRWID?: string | null;
};

export type CreditDueInput = {
  /** The task's type (RWLX); 45 is the re-inspection (责令改正复查). */
  RWLX: number | string | null;
  /** The task's hidden dangers (本次检查发现: a re-inspection's are those it re-checks). */
  dangers: readonly CreditDueDanger[];
  /** Today, 'YYYY-MM-DD' (China). */
  today: string;
  /** Whether a general dishonesty record exists for the task. */
  hasGeneralRecord: boolean;
};

export type CreditDue = {
  /** A general record is due: some danger is still not rectified past its deadline. */
  due: boolean;
  /** A general record exists for the task. */
  drafted: boolean;
  /** How many dangers make it due. */
  overdue: number;
};

/**
 * A danger makes the record due when it is still not rectified and either the task is the
 * re-inspection (it re-checks only after the deadline, so an unrectified danger there is 逾期不改)
 * or its deadline lies before today (the deadline day itself still counts as in time). A danger
 * handed to a re-inspection task (FCRWID) counts there, not in the task that found it.
 */
export function creditEntryDue(input: CreditDueInput): CreditDue {
  const reinspection = Number(input.RWLX) === REINSPECTION_TASK_TYPE;
  const overdue = input.dangers.filter((d) => {
    if (isRectified(d)) return false;
    if (reinspection) return true;
    if (d.FCRWID) return false;
    const deadline = d.ZGQX === null ? null : datePart(d.ZGQX);
    return deadline !== null && deadline < input.today;
  }).length;
  return { due: overdue > 0, drafted: input.hasGeneralRecord, overdue };
}

/** Whether the entry still blocks archiving: due and not drafted. */
export const creditEntryMissing = (due: Pick<CreditDue, 'due' | 'drafted'>): boolean =>
  due.due && !due.drafted;
