import { addDays, weekday } from './dates';

// Working days in China: weekends off, public holidays off, and the make-up working days (调休) that
// fall on weekends. Years come from the State Council's yearly notice; a year not listed counts
// weekends only, and IT can add or correct years through the machine-wide config (docs/decisions.md).

export type YearCalendar = {
  /** Days off that would otherwise be working days (and the holiday weekends, harmlessly). */
  holidays: readonly string[];
  /** Weekend days that are working days (调休上班). */
  workdays: readonly string[];
};

export const range = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

/** 国务院办公厅关于部分节假日安排的通知 (2025: 国办发明电〔2024〕12号; 2026: 国办发明电〔2025〕7号). */
export const CN_CALENDAR: Readonly<Record<number, YearCalendar>> = {
  2025: {
    holidays: [
      '2025-01-01',
      ...range('2025-01-28', '2025-02-04'),
      ...range('2025-04-04', '2025-04-06'),
      ...range('2025-05-01', '2025-05-05'),
      ...range('2025-05-31', '2025-06-02'),
      ...range('2025-10-01', '2025-10-08'),
    ],
    workdays: ['2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11'],
  },
  2026: {
    holidays: [
      ...range('2026-01-01', '2026-01-03'),
      ...range('2026-02-15', '2026-02-23'),
      ...range('2026-04-04', '2026-04-06'),
      ...range('2026-05-01', '2026-05-05'),
      ...range('2026-06-19', '2026-06-21'),
      ...range('2026-09-25', '2026-09-27'),
      ...range('2026-10-01', '2026-10-07'),
    ],
    workdays: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
  },
};

export class WorkCalendar {
  private readonly off = new Set<string>();
  private readonly on = new Set<string>();

  /** `years` replaces or adds whole years on top of the built-in ones. */
  constructor(years: Readonly<Record<number, YearCalendar>> = {}) {
    const merged = { ...CN_CALENDAR, ...years };
    for (const y of Object.values(merged)) {
      for (const d of y.holidays) this.off.add(d);
      for (const d of y.workdays) this.on.add(d);
    }
  }

  isWorkingDay(date: string): boolean {
    if (this.on.has(date)) return true;
    if (this.off.has(date)) return false;
    const w = weekday(date);
    return w !== 0 && w !== 6;
  }

  /** The n-th working day after `date` (n ≥ 1); n = 0 gives `date` itself. */
  addWorkingDays(date: string, n: number): string {
    let d = date;
    for (let left = n; left > 0;) {
      d = addDays(d, 1);
      if (this.isWorkingDay(d)) left--;
    }
    return d;
  }
}
