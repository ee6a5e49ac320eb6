import { Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DateInput } from '../../components/form/DateInput';
import { useToday } from '../../platform/calendar';
import { latestFound, rectifyRefusal } from '../../../shared/inspection/rules';
import type { HiddenDanger } from '../../../shared/inspection/schemas';

// The hidden-danger dialog's second step (one dialog whose body changes): the officer confirms one
// danger rectified (确认整改) or the ticked ones together (批量确认整改), with one date: not after
// today, not before any of them was found.

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  label: { color: tokens.colorNeutralForeground3 },
  list: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    maxHeight: '240px',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
});

/** What the step confirms: one danger (its row's 确认整改) or several (批量确认整改). */
export type Rectifying = { dangers: readonly HiddenDanger[]; many: boolean };

export type RectifyState = { value: string; error: string | null; check(): string | null };

/** The step's date and its check (the shared rule), kept by the dialog for its buttons. */
export function useRectifyDate(rectifying: Rectifying | null): {
  state: RectifyState;
  setValue(v: string): void;
  setError(e: string | null): void;
} {
  const today = useToday();
  const [value, setValue] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const check = (): string | null => {
    const refused = rectifying
      ? rectifyRefusal(value, latestFound(rectifying.dangers), today)
      : null;
    setError(refused);
    return refused;
  };
  return { state: { value, error, check }, setValue, setError };
}

export function RectifyStep({
  rectifying,
  date,
}: {
  rectifying: Rectifying;
  date: ReturnType<typeof useRectifyDate>;
}): ReactElement {
  const styles = useStyles();
  const today = useToday();
  const { dangers, many } = rectifying;
  // The step replaced the button that opened it: focus stays in the dialog, on the step.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.body} ref={ref} tabIndex={-1}>
      {many ? (
        <>
          <Text className={styles.label}>{M.rectifyManyIntro(dangers.length)}</Text>
          {/* Numbered in the order they are sent: a refusal names its item (第N条). */}
          <ol className={styles.list}>
            {dangers.map((d) => (
              <li key={d.ID}>
                <Text weight="semibold">{d.YHXX}</Text>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <>
          <Text className={styles.label}>{M.dangerColInfo}</Text>
          <Text weight="semibold">{dangers[0]?.YHXX}</Text>
        </>
      )}
      <Field
        label={M.rectifyDate}
        required
        validationMessage={date.state.error ?? undefined}
        validationState={date.state.error ? 'error' : 'none'}
      >
        <DateInput
          aria-label={M.rectifyDate}
          value={date.state.value}
          min={latestFound(dangers)}
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
