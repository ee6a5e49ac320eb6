import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useUnsavedGuard } from '../../platform/unsaved';
import { ConfirmDialog } from '../ConfirmDialog';
import { DialogShell } from '../DialogShell';
import { FieldRenderer } from './FieldRenderer';
import { focusField } from './focusField';
import { useFormState } from './useFormState';
import type { FormDefinition, FormValues } from '../../../shared/forms/types';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 48px)' },
  surfaceTwo: { width: '760px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    // Controls keep their place when a neighbour shows a validation message.
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  gridTwo: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

export type SmallFormDialogProps = {
  definition: FormDefinition;
  /** The dialog's title; the definition's title when omitted. */
  title?: string;
  /** The values the form opens with (an existing record); closing asks first once they were changed. */
  initialValues?: FormValues;
  /** Sends the checked values; a rejection (the server's refusal) is shown in the dialog, which stays open. */
  onSubmit(values: FormValues): Promise<unknown>;
  /** Closes the dialog: after a successful submit, or when the officer closes it (confirmed if changed). */
  onClose(): void;
  /** The task's run, sent with picker lookups. */
  runId?: string;
  /** 2: fields side by side (a field with span 2 takes the row). */
  columns?: 1 | 2;
  submitLabel?: string;
  /** Shown above the fields (a hint or the record's context). */
  intro?: ReactNode;
  /** The calendar's today (tests). */
  today?: Date;
  /**
   * Default true: closing with changed values asks first. A chooser whose only input is the choice
   * (nothing typed to lose) closes at once.
   */
  confirmDiscard?: boolean;
};

/**
 * The config-driven small form dialog: fields from a definition, each checked by the shared rules
 * on input, change and blur; submit checks them all and focuses the first invalid field, shows
 * the submit button busy while sending and the server's refusal when it refuses. A form with
 * unsaved input asks before it closes.
 */
export function SmallFormDialog({
  definition,
  title,
  initialValues,
  onSubmit,
  onClose,
  runId,
  columns = 1,
  submitLabel = M.confirm,
  intro,
  today,
  confirmDiscard = true,
}: SmallFormDialogProps): ReactElement {
  const styles = useStyles();
  const form = useFormState(definition, initialValues);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const dialogTitle = title ?? definition.title;
  // Its tab holds the input too: closing the tab, logging out or changing server asks first.
  useUnsavedGuard(form.dirty && confirmDiscard, dialogTitle ?? M.unsavedForm);

  const requestClose = (): void => {
    if (busy) return;
    if (form.dirty && confirmDiscard) setConfirming(true);
    else onClose();
  };

  const submit = async (): Promise<void> => {
    if (busy) return;
    const invalid = form.validateAll();
    if (invalid) {
      focusField(fieldsRef.current, invalid);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await onSubmit(form.values);
    } catch (e) {
      setRefusal(errorMessage(e));
      setBusy(false);
      return;
    }
    setBusy(false);
    onClose();
  };

  return (
    <DialogShell
      title={dialogTitle}
      onClose={requestClose}
      surfaceClassName={mergeClasses(styles.surface, columns === 2 && styles.surfaceTwo)}
      // noValidate: the shared rules judge, in Chinese; the browser's own required-field bubbles never show.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      actions={
        <>
          <Button appearance="secondary" onClick={requestClose} disabled={busy}>
            {M.cancel}
          </Button>
          <Button
            appearance="primary"
            type="submit"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {busy ? M.formsSubmitting : submitLabel}
          </Button>
        </>
      }
    >
      {intro}
      {refusal ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div ref={fieldsRef} className={mergeClasses(styles.grid, columns === 2 && styles.gridTwo)}>
        {definition.fields.map((f) => (
          <FieldRenderer
            key={f.name}
            field={f}
            definition={definition}
            values={form.values}
            error={form.errors[f.name] ?? null}
            runId={runId}
            today={today}
            onChange={form.change}
            onBlur={form.blur}
          />
        ))}
      </div>
      <ConfirmDialog
        message={confirming ? M.formsDiscardConfirm : null}
        onConfirm={onClose}
        onCancel={() => setConfirming(false)}
      />
    </DialogShell>
  );
}
