import type { DatePickerProps } from '@fluentui/react-datepicker-compat';
import { M } from '../../../shared/messages';
import { dateOf, parseDateValue } from '../../../shared/forms/dates';

// The calendar in Chinese whatever the machine's locale: names and labels come from our messages,
// never from Intl or toLocale*, and weeks start on Monday.

type CalendarStrings = NonNullable<DatePickerProps['strings']>;
type DateFormatting = NonNullable<DatePickerProps['dateTimeFormatter']>;
type DayOfWeek = NonNullable<DatePickerProps['firstDayOfWeek']>;

/** Monday (Fluent's DayOfWeek.Monday), the first day of a Chinese calendar week. */
export const MONDAY: DayOfWeek = 1;

const list = (n: number, f: (i: number) => string): string[] =>
  Array.from({ length: n }, (_, i) => f(i));

export const ZH_CALENDAR_STRINGS: CalendarStrings = {
  months: list(12, (i) => M.formsMonthName(i + 1)),
  shortMonths: list(12, (i) => M.formsMonthName(i + 1)),
  days: list(7, M.formsWeekdayLong),
  shortDays: list(7, M.formsWeekdayShort),
  goToToday: M.formsGoToToday,
  prevMonthAriaLabel: M.formsPrevMonth,
  nextMonthAriaLabel: M.formsNextMonth,
  prevYearAriaLabel: M.formsPrevYear,
  nextYearAriaLabel: M.formsNextYear,
  prevYearRangeAriaLabel: M.formsPrevYearRange,
  nextYearRangeAriaLabel: M.formsNextYearRange,
  closeButtonAriaLabel: M.formsCloseCalendar,
  selectedDateFormatString: M.formsSelectedDateFormat,
  todayDateFormatString: M.formsTodayFormat,
  weekNumberFormatString: M.formsWeekNumberFormat,
  monthPickerHeaderAriaLabel: M.formsMonthPickerHeader,
  yearPickerHeaderAriaLabel: M.formsYearPickerHeader,
  dayMarkedAriaLabel: M.formsDayMarked,
};

export const ZH_DATE_FORMATTING: DateFormatting = {
  formatDay: (d) => String(d.getDate()),
  formatMonth: (d) => M.formsMonthName(d.getMonth() + 1),
  formatYear: (d) => String(d.getFullYear()),
  formatMonthDayYear: (d) => M.formsFullDate(d.getFullYear(), d.getMonth() + 1, d.getDate()),
  formatMonthYear: (d) => M.formsMonthYear(d.getFullYear(), d.getMonth() + 1),
};

// Fluent's calendar counts days with Dates at local midnight: such a Date here stands for a China
// date ('YYYY-MM-DD') and nothing else. It is built from the date's numbers and read back with the
// same local getters, so the workstation's zone never shifts the day; an instant (a clock reading)
// never goes into the calendar without being turned into its China date first (DateInput's today).

/** The calendar's Date (local midnight) for 'YYYY-MM-DD'; null for anything else. */
export function toCalendarDate(value: string | null | undefined): Date | null {
  const date = value ? parseDateValue(value.slice(0, 10)) : null;
  if (!date) return null;
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** 'YYYY-MM-DD' of the day the calendar shows (its local date, so no time zone shifts it). */
export const fromCalendarDate = (d: Date): string =>
  dateOf(d.getFullYear(), d.getMonth() + 1, d.getDate());

/**
 * Fluent names each day button '10, 5月, 2024' (a fixed English order); screen readers read
 * '2024年5月10日' instead. Called with each day cell as it renders (null as it goes).
 */
export function labelDayCell(cell: HTMLElement | null, date: Date): void {
  cell
    ?.querySelector('button')
    ?.setAttribute(
      'aria-label',
      M.formsFullDate(date.getFullYear(), date.getMonth() + 1, date.getDate()),
    );
}
