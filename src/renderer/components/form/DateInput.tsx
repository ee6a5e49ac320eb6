import { DatePicker, type DatePickerValidationResultData } from '@fluentui/react-datepicker-compat';
import { useMemo, useRef, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { datePart, parseDateValue, parseTypedDate } from '../../../shared/forms/dates';
import { useToday } from '../../platform/calendar';
import {
  fromCalendarDate,
  labelDayCell,
  MONDAY,
  toCalendarDate,
  ZH_CALENDAR_STRINGS,
  ZH_DATE_FORMATTING,
} from './zhCalendar';

export type DateInputProps = {
  /** 'YYYY-MM-DD', or '' for none (a value with a time part shows its date). */
  value: string;
  /** A date chosen in the calendar or typed and understood; '' when the officer cleared the field. */
  onChange(value: string): void;
  onBlur?(): void;
  /**
   * Typed text that is no date, or a date outside min/max: its message (the value stays as it
   * was and the text returns to it); null once a good date is chosen.
   */
  onInvalid?(message: string | null): void;
  /** 'YYYY-MM-DD': earlier days cannot be chosen. */
  min?: string | null;
  max?: string | null;
  placeholder?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
  'aria-label'?: string;
  className?: string;
  /** The calendar's today (tests); China's date by the machine's clock otherwise. */
  today?: Date;
};

/** Date text as shown and typed: YYYY-MM-DD. Module-level so the picker's formatting never changes identity. */
const formatDate = (d?: Date): string => (d ? fromCalendarDate(d) : '');
const parseDate = (text: string): Date | null => toCalendarDate(parseTypedDate(text));

/**
 * The Chinese date picker: zh-CN month and weekday names whatever the machine's locale, weeks from
 * Monday, YYYY-MM-DD, typing allowed (2024-5-1, 2024/5/1, 20240501, 2024年5月1日), arrow keys
 * and Enter in the calendar. Never the browser's native date input.
 */
export function DateInput({
  value,
  onChange,
  onBlur,
  onInvalid,
  min,
  max,
  placeholder = M.formsDatePlaceholder,
  today,
  ...rest
}: DateInputProps): ReactElement {
  // Stable Dates: the picker resets its text whenever the Date it is given changes identity.
  const selected = useMemo(() => toCalendarDate(value), [value]);
  const minDate = useMemo(() => toCalendarDate(min) ?? undefined, [min]);
  const maxDate = useMemo(() => toCalendarDate(max) ?? undefined, [max]);
  const typed = useRef('');
  // China's today, never the workstation's (Fluent's default): a new Date only when the day moves on.
  const chinaDay = useToday();
  const shownToday = useMemo(
    () => today ?? toCalendarDate(chinaDay) ?? undefined,
    [today, chinaDay],
  );

  const validated = ({ error }: DatePickerValidationResultData): void => {
    if (error === 'invalid-input') onInvalid?.(M.formsDateInvalid);
    else if (error === 'out-of-bounds') {
      const date = parseTypedDate(typed.current) ?? '';
      onInvalid?.(min && date < min ? M.formsDateTooEarly(min) : M.formsDateTooLate(max ?? ''));
    }
    // 'required-input' is the form's rule to judge (with its own message), not the picker's.
  };

  return (
    <DatePicker
      {...rest}
      value={selected}
      allowTextInput
      formatDate={formatDate}
      parseDateFromString={parseDate}
      firstDayOfWeek={MONDAY}
      strings={ZH_CALENDAR_STRINGS}
      dateTimeFormatter={ZH_DATE_FORMATTING}
      minDate={minDate}
      maxDate={maxDate}
      // Opens on the chosen day, else on the first allowed one, else on today.
      initialPickerDate={selected ?? minDate ?? shownToday}
      today={shownToday}
      placeholder={placeholder}
      highlightSelectedMonth
      showGoToToday
      popupSurface={{ 'aria-label': M.formsCalendar }}
      // The calendar icon is a button named after the input's id by default, which the Field (or
      // an id left unset) gives no such element: it gets a name of its own.
      contentAfter={{ 'aria-labelledby': undefined, 'aria-label': M.openCalendar }}
      calendar={{ calendarDayProps: { customDayCellRef: labelDayCell } }}
      onChange={(_, d) => {
        typed.current = d.value;
        // A whole date written as the field shows it (YYYY-MM-DD) counts at once, as a click in the
        // calendar does: the rules see it while the officer is still in the box. Other spellings
        // (2024/5/1, 20240501) are read on leaving, so half-typed text is never rewritten.
        const text = d.value.trim();
        const whole = parseDateValue(text);
        if (
          whole === text &&
          whole !== datePart(value) &&
          !(min && whole < min) &&
          !(max && whole > max)
        ) {
          onInvalid?.(null);
          onChange(whole);
        }
      }}
      onSelectDate={(d) => {
        const next = d ? fromCalendarDate(d) : '';
        onInvalid?.(null);
        if (next !== value) onChange(next);
      }}
      onValidationResult={validated}
      onBlur={(e) => {
        // Text that reads as the date the field already holds (as after the picker put a refused
        // text back): the picker skips its check and says nothing, so the complaint is withdrawn here.
        if (parseTypedDate(e.target.value) === datePart(value)) onInvalid?.(null);
        onBlur?.();
      }}
    />
  );
}
