import {
  FieldContextProvider,
  Input,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Clock16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { datePart, parseTimeValue, timePart } from '../../../shared/forms/dates';
import { DateInput } from './DateInput';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  date: { flex: '1 1 auto', minWidth: '150px' },
  time: { width: '110px', flex: '0 0 auto' },
});

export type DateTimeInputProps = {
  /** 'YYYY-MM-DD HH:mm:ss' (the server's format), or '' for none. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** A typed date or time that could not be read: its message; null once a good one is chosen. */
  onInvalid?(message: string | null): void;
  min?: string | null;
  max?: string | null;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** The field's label: the time box is named after it. */
  label: string;
  /** The date box's name where no Field labels it (two boxes of a range share one Field). */
  'aria-label'?: string;
  className?: string;
  today?: Date;
};

const join = (date: string, time: string): string => `${date} ${time}:00`;

/**
 * Date and time: the Chinese date picker and a 24-hour 'HH:mm' box beside it. A date chosen
 * before any time counts from 00:00; clearing the date clears the value.
 */
export function DateTimeInput({
  value,
  onChange,
  onBlur,
  onInvalid,
  min,
  max,
  disabled,
  name,
  id,
  label,
  'aria-label': ariaLabel,
  className,
  today,
}: DateTimeInputProps): ReactElement {
  const styles = useStyles();
  const date = datePart(value) ?? '';
  const time = timePart(value) ?? (date ? '00:00' : '');
  // What the officer is typing in the time box; null shows the value's time.
  const [draft, setDraft] = useState<string | null>(null);

  const commitTime = (): void => {
    if (draft === null) return;
    setDraft(null);
    const text = draft.trim();
    if (text === '') {
      onInvalid?.(null);
      if (date && time !== '00:00') onChange(join(date, '00:00'));
      return;
    }
    const parsed = parseTimeValue(text);
    if (!parsed) {
      onInvalid?.(M.formsTimeInvalid);
      return;
    }
    onInvalid?.(null);
    // A time with no date yet waits for the date: the value is a whole date and time or nothing.
    if (date && parsed !== time) onChange(join(date, parsed));
    else if (!date) setDraft(parsed);
  };

  return (
    <div className={mergeClasses(styles.root, className)}>
      <DateInput
        className={styles.date}
        aria-label={ariaLabel}
        id={id}
        name={name}
        value={date}
        min={min}
        max={max}
        disabled={disabled}
        today={today}
        onInvalid={onInvalid}
        onChange={(d) =>
          onChange(
            d ? join(d, (draft !== null ? parseTimeValue(draft) : null) ?? (time || '00:00')) : '',
          )
        }
        onBlur={onBlur}
      />
      {/* Outside the Field's context: the Field's id and label belong to the date; this box has its own name. */}
      <FieldContextProvider value={undefined}>
        <Input
          className={styles.time}
          aria-label={M.formsTimeLabel(label)}
          placeholder={M.formsTimePlaceholder}
          inputMode="numeric"
          contentBefore={<Clock16Regular />}
          disabled={disabled}
          value={draft ?? time}
          onChange={(_, d) => setDraft(d.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitTime();
            }
          }}
          onBlur={() => {
            commitTime();
            onBlur?.();
          }}
        />
      </FieldContextProvider>
    </div>
  );
}
