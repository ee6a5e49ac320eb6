import { Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DateInput } from '../../components/form/DateInput';
import { useToday } from '../../platform/calendar';
import { rectifyRefusal } from '../../../shared/inspection/rules';
import type { HiddenDanger } from '../../../shared/inspection/schemas';

// The hidden-danger dialog's second step (one dialog whose body changes): the officer confirms a
// danger the re-inspection found rectified, with its date (not after today, not before it was found).

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  label: { color: tokens.colorNeutralForeground3 },
});

export type RectifyState = { value: string; error: string | null; check(): string | null };

/** The step's date and its check (the shared rule), kept by the dialog for its buttons. */
export function useRectifyDate(danger: HiddenDanger | null): {
  state: RectifyState;
  setValue(v: string): void;
  setError(e: string | null): void;
} {
  const today = useToday();
  const [value, setValue] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const check = (): string | null => {
    const refused = danger ? rectifyRefusal(value, danger.FXRQ, today) : null;
    setError(refused);
    return refused;
  };
  return { state: { value, error, check }, setValue, setError };
}

export function RectifyStep({
  danger,
  date,
}: {
  danger: HiddenDanger;
  date: ReturnType<typeof useRectifyDate>;
}): ReactElement {
  const styles = useStyles();
  const today = useToday();
  // The step replaced the row button that opened it: focus stays in the dialog, on the step.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.body} ref={ref} tabIndex={-1}>
      <Text className={styles.label}>{M.dangerColInfo}</Text>
      <Text weight="semibold">{danger.YHXX}</Text>
      <Field
        label={M.rectifyDate}
        required
        validationMessage={date.state.error ?? undefined}
        validationState={date.state.error ? 'error' : 'none'}
      >
        <DateInput
          aria-label={M.rectifyDate}
          value={date.state.value}
          min={danger.FXRQ?.slice(0, 10) ?? null}
          max={today}
          onChange={(v) => {
            date.setValue(v);
            date.setError(null);
          }}
          onInvalid={date.setError}
        />
      </Field>
    </div>
  );
}
