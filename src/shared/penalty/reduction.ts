import { penaltyMessages as T } from './messages';
import type { Violation } from './schemas';

// Going beyond the web system's note '处罚金额须在法定罚款幅度内' (spec 01 §2): the reduction's
// amount is checked against each violation's statutory range (FDED) and discretion range (LFCD),
// and the view says plainly where it falls outside. One pure rule, tested with the ways the
// province writes ranges.

/** An amount range in 元; max is Infinity when open above ('二百元以上'). */
export type AmountRange = { min: number; max: number };

const NUMBER = String.raw`(\d+(?:\.\d+)?)\s*(万)?\s*元?`;
const BETWEEN = new RegExp(`^${NUMBER}\\s*(?:-|－|—|–|~|～|至|到)\\s*${NUMBER}$`);
const UP_TO = new RegExp(`^${NUMBER}\\s*(?:以下|以内)$`);
const FROM = new RegExp(`^${NUMBER}\\s*以上$`);
const BOTH = new RegExp(`^${NUMBER}\\s*以上\\s*[,，、]?\\s*${NUMBER}\\s*以下$`);

const yuan = (digits: string | undefined, wan: string | undefined): number =>
  Number(digits) * (wan ? 10_000 : 1);

/**
 * A range as the province writes it: '5000-50000', '5000元至50000元', '0.5万元-5万元',
 * '五万元以下' is not read (digits only), '50000元以下', '200元以上', '5000元以上50000元以下'.
 * Null when it cannot be read (the view then asks the officer to check by hand).
 */
export function parseRange(text: string | null | undefined): AmountRange | null {
  const t = (text ?? '').replace(/\s+/g, '').replace(/（.*?）|\(.*?\)/g, '');
  if (t === '') return null;
  let m = BETWEEN.exec(t);
  if (m) return ordered(yuan(m[1], m[2]), yuan(m[3], m[4]));
  m = BOTH.exec(t);
  if (m) return ordered(yuan(m[1], m[2]), yuan(m[3], m[4]));
  m = UP_TO.exec(t);
  if (m) return { min: 0, max: yuan(m[1], m[2]) };
  m = FROM.exec(t);
  if (m) return { min: yuan(m[1], m[2]), max: Infinity };
  m = new RegExp(`^${NUMBER}$`).exec(t);
  if (m) {
    const v = yuan(m[1], m[2]);
    return { min: v, max: v };
  }
  return null;
}

const ordered = (a: number, b: number): AmountRange | null =>
  Number.isFinite(a) && Number.isFinite(b) ? { min: Math.min(a, b), max: Math.max(a, b) } : null;

/** An amount as written ('5000', '5,000.00', '0.5万'), or null. */
export function parseAmount(text: string | null | undefined): number | null {
  const t = (text ?? '').replace(/[,，\s]/g, '').replace(/元$/, '');
  const m = /^(\d+(?:\.\d+)?)(万)?$/.exec(t);
  return m ? yuan(m[1], m[2]) : null;
}

export type AmountFinding = {
  /** ok: inside both ranges; danger: outside the statutory range; warning: outside the discretion range or unreadable. */
  severity: 'ok' | 'danger' | 'warning';
  message: string;
};

/** The amount as shown: whole yuan without decimals, else two decimals. */
export const formatAmount = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** How the penalty amount stands against one violation's ranges. */
export function checkAmount(amountText: string | null, violation: Violation): AmountFinding {
  const amount = parseAmount(amountText);
  if (amount === null) return { severity: 'warning', message: T.penaltyAmountUnknown };
  const shown = formatAmount(amount);
  const statutoryText = violation.FDED ?? '';
  const statutory = parseRange(statutoryText);
  if (statutoryText !== '' && statutory === null)
    return { severity: 'warning', message: T.penaltyRangeUnreadable(statutoryText) };
  if (statutory && amount < statutory.min)
    return { severity: 'danger', message: T.penaltyAmountBelowStatutory(shown, statutoryText) };
  if (statutory && amount > statutory.max)
    return { severity: 'danger', message: T.penaltyAmountAboveStatutory(shown, statutoryText) };
  const discretionText = violation.LFCD ?? '';
  const discretion = parseRange(discretionText);
  if (discretionText !== '' && discretion === null)
    return { severity: 'warning', message: T.penaltyRangeUnreadable(discretionText) };
  if (discretion && (amount < discretion.min || amount > discretion.max))
    return {
      severity: 'warning',
      message: T.penaltyAmountOutsideDiscretion(shown, discretionText),
    };
  return { severity: 'ok', message: T.penaltyAmountInRange };
}
