import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Textarea,
} from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../shared/messages';
import { useUnsavedGuard } from '../platform/unsaved';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogShell } from './DialogShell';

export type PromptDialogProps = {
  /** The value the field starts with; null keeps the prompt closed. */
  value: string | null;
  title: string;
  label: string;
  /** A line above the field saying what to enter. */
  hint?: string;
  required?: boolean;
  /** A text area (remarks) instead of a one-line input. */
  multiline?: boolean;
  maxLength?: number;
  /** The rule's message for a value, or null: checked on confirm, then again as the officer corrects it. */
  validate?(value: string): string | null;
  /** The write's refusal, shown under the field. */
  error?: string | null;
  onCancel(): void;
  /** Gets the trimmed value; the buttons stay busy until it settles. */
  onConfirm(value: string): Promise<unknown> | void;
};

type OpenPromptProps = Omit<PromptDialogProps, 'value'> & { initial: string };

function OpenPrompt({
  initial,
  title,
  label,
  hint,
  required,
  multiline,
  maxLength,
  validate,
  error,
  onCancel,
  onConfirm,
}: OpenPromptProps): ReactElement {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Typed text (a reason, a remark) is not thrown away unasked: closing asks, and so do closing
  // its tab, logging out and changing server.
  const dirty = value.trim() !== initial.trim();
  useUnsavedGuard(dirty, title);
  const requestCancel = (): void => {
    if (busy) return;
    if (dirty) setConfirming(true);
    else onCancel();
  };

  const submit = async (): Promise<void> => {
    const found = validate?.(value) ?? null;
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await onConfirm(value.trim());
    } finally {
      setBusy(false);
    }
  };
  const change = (next: string): void => {
    setValue(next);
    if (problem) setProblem(validate?.(next) ?? null);
  };

  return (
    <DialogShell
      title={title}
      onClose={requestCancel}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit();
      }}
      noValidate
      actions={
        <>
          <Button appearance="secondary" onClick={requestCancel} disabled={busy}>
            {M.cancel}
          </Button>
          <Button
            appearance="primary"
            type="submit"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {M.confirm}
          </Button>
        </>
      }
    >
      {hint ? <Text>{hint}</Text> : null}
      <Field
        label={label}
        required={required}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ?? undefined}
      >
        {multiline ? (
          <Textarea
            value={value}
            maxLength={maxLength}
            resize="vertical"
            onChange={(_, d) => change(d.value)}
          />
        ) : (
          <Input
            value={value}
            maxLength={maxLength}
            autoFocus
            onChange={(_, d) => change(d.value)}
          />
        )}
      </Field>
      {error ? (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ConfirmDialog
        message={confirming ? M.formsDiscardConfirm : null}
        onConfirm={onCancel}
        onCancel={() => setConfirming(false)}
      />
    </DialogShell>
  );
}

/** A one-field prompt (rename, remark, police number): title, label, rule, confirm and cancel. */
export function PromptDialog({ value, ...rest }: PromptDialogProps): ReactElement | null {
  // Mounted only while open: each opening starts from the given value with no message.
  return value === null ? null : <OpenPrompt initial={value} {...rest} />;
}
