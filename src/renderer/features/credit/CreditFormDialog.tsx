import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { M } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { OfflineBanner } from '../../components/OfflineBanner';
import { QueryBody } from '../../components/QueryBody';
import { FieldRenderer } from '../../components/form/FieldRenderer';
import { focusField } from '../../components/form/focusField';
import type { ButtonContext } from '../../platform/buttons';
import { errorMessage } from '../../platform/errors';
import { useUnsavedGuard } from '../../platform/unsaved';
import { useCreditForm, type FieldIssue } from './useCreditForm';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { FormDefinition, FormValues } from '../../../shared/forms/types';

// The frame of the credit dialogs (spec 01 §2, §4; spec 02 §4, §8): modal, 80% of the window wide,
// not closed by a click outside (an alert dialog; Escape and 关闭 close it), buttons 确定 and 关闭.
// Dragged by its title bar (DialogShell draggable). The form is two columns of
// the shared field renderer, each field checked on input, change and blur; 确定 checks them all,
// saves (the server's message, else '操作成功'), shows the task again and closes. A record the
// server would not give (its text shown) or may not be changed (the reason shown) is read-only.

const useStyles = makeStyles({
  surface: { width: '80vw', maxWidth: 'calc(100vw - 48px)' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
  },
});

/** While the record is read: the frame with the spinner, or the error with a retry. */
export function CreditLoading<D>({
  title,
  query,
  onClose,
}: {
  title: string;
  query: UseQueryResult<D>;
  onClose(): void;
}): ReactElement {
  const styles = useStyles();
  return (
    <DialogShell
      title={title}
      modalType="alert"
      draggable
      surfaceClassName={styles.surface}
      onClose={onClose}
      actions={
        <Button appearance="secondary" onClick={onClose}>
          {M.close}
        </Button>
      }
    >
      <QueryBody query={query}>{() => null}</QueryBody>
    </DialogShell>
  );
}

export type CreditFormDialogProps = {
  ctx: ButtonContext;
  title: string;
  definition: FormDefinition;
  /** The field check of the record (the rule objects, then the check digits). */
  issue: FieldIssue;
  initial: FormValues;
  /** Where the record came from: the offline banner over a cached one. */
  read: Cached<unknown>;
  /** Shown above the form: the record's state, the spec's notices. */
  notices?: ReactNode;
  /** The server's error text for the record: shown, and nothing can be saved. */
  refusal: string | null;
  /** Why the record may not be changed (read-only), or null. */
  lockReason?: string | null;
  save(values: Record<string, string>): Promise<ActionResult>;
  /**
   * 提交审批 beside 确定 (a saved serious record not yet submitted or returned): asks first, sends,
   * then closes and shows the task again like a save. Unsaved input is saved first by 确定.
   */
  submit?: () => Promise<ActionResult>;
};

export function CreditFormDialog({
  ctx,
  title,
  definition,
  issue,
  initial,
  read,
  notices,
  refusal,
  lockReason = null,
  save,
  submit,
}: CreditFormDialogProps): ReactElement {
  const styles = useStyles();
  const form = useCreditForm(definition, initial, issue);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  const readOnly = refusal !== null || lockReason !== null;
  useUnsavedGuard(form.dirty && !readOnly, title);

  const requestClose = (): void => {
    if (busy) return;
    if (form.dirty && !readOnly) setConfirming(true);
    else ctx.close();
  };

  const confirm = async (): Promise<void> => {
    if (busy || readOnly) return;
    const invalid = form.validateAll();
    if (invalid.length > 0) {
      setProblem(M.creditInvalid(invalid.length));
      focusField(fields.current, invalid[0]);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const values = Object.fromEntries(
        definition.fields.map((f) => {
          const v = form.values[f.name];
          return [f.name, typeof v === 'string' ? v : ''];
        }),
      );
      const r = await save(values);
      ctx.notify(r.message || M.creditSaveDone, 'success');
    } catch (e) {
      // The server's refusal (or the rules' in main): shown in the dialog, the input kept.
      setProblem(errorMessage(e));
      setBusy(false);
      return;
    }
    setBusy(false);
    ctx.close();
    await ctx.refresh();
  };

  const askSubmit = (): void => {
    if (busy) return;
    // What goes to approval is the saved record: changed input must be saved first.
    if (form.dirty) return setProblem(M.creditSubmitDirty);
    setProblem(null);
    setSubmitting(true);
  };

  const submitNow = async (): Promise<void> => {
    setSubmitting(false);
    if (!submit) return;
    setBusy(true);
    setProblem(null);
    try {
      const r = await submit();
      ctx.notify(r.message || M.creditSubmitDone, 'success');
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
      return;
    }
    setBusy(false);
    ctx.close();
    await ctx.refresh();
  };

  return (
    <DialogShell
      title={title}
      modalType="alert"
      draggable
      surfaceClassName={styles.surface}
      onClose={requestClose}
      // noValidate: the shared rules judge, in Chinese; the browser's own bubbles never show.
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
      actions={
        <>
          <Button appearance="secondary" onClick={requestClose} disabled={busy}>
            {M.close}
          </Button>
          {submit && !readOnly ? (
            <NetButton
              appearance="secondary"
              disabled={busy}
              offlineReason={M.creditOffline}
              onClick={askSubmit}
            >
              {M.creditSubmit}
            </NetButton>
          ) : null}
          <NetButton
            appearance="primary"
            type="submit"
            disabled={busy || readOnly}
            offlineReason={M.creditOffline}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {busy ? M.formsSubmitting : M.confirm}
          </NetButton>
        </>
      }
    >
      <div className={styles.body}>
        <OfflineBanner source={read.source} updatedAt={read.updatedAt} />
        {refusal !== null ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{M.creditReadRefused}</MessageBarTitle>
              {refusal}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {notices}
        {lockReason !== null ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{lockReason}</MessageBarBody>
          </MessageBar>
        ) : null}
        {problem ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div ref={fields} className={styles.grid}>
          {definition.fields.map((f) => (
            <FieldRenderer
              key={f.name}
              field={f}
              definition={definition}
              values={form.values}
              error={form.errors[f.name] ?? null}
              readOnly={readOnly || busy}
              runId={ctx.runId}
              onChange={form.change}
              onBlur={(name) => {
                const cleared = form.blur(name);
                // Spec 01 §5, spec 02 §5: the range's warning, and the entry is cleared.
                if (cleared) ctx.notify(cleared, 'warning');
              }}
            />
          ))}
        </div>
      </div>
      <ConfirmDialog
        message={confirming ? M.formsDiscardConfirm : null}
        onConfirm={ctx.close}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        message={submitting ? M.creditSubmitConfirm : null}
        onConfirm={submitNow}
        onCancel={() => setSubmitting(false)}
      />
    </DialogShell>
  );
}
