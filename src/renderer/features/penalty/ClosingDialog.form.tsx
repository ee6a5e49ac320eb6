import type { ReactElement } from 'react';
import { SmallFormDialog } from '../../components/form/SmallFormDialog';
import type { ButtonContext } from '../../platform/buttons';
import type { ActionResult } from '../../../shared/common/types';
import type { FormDefinition, FormValues } from '../../../shared/forms/types';

// What the penalty forms (closing, seal lifting, the check application) share: a field as sent,
// and a task's small form whose write ends with the server's message and the task shown again.

/** A form value as sent: trimmed text ('' when absent or a list). */
export const formText = (values: FormValues, name: string): string => {
  const v = values[name];
  return typeof v === 'string' ? v.trim() : '';
};

export type PenaltyFormDialogProps = {
  ctx: ButtonContext;
  definition: FormDefinition;
  /** The values it opens with: unchanged, closing never asks. */
  initialValues: FormValues;
  /** The write, with the values read by `text`. */
  send(text: (name: string) => string): Promise<ActionResult>;
  /** The spec's success text when the server sends none. */
  done: string;
};

/**
 * A penalty action's small form in two columns: a refusal stays in the dialog; an accepted write
 * shows the server's message (else `done`), then the task and its tree are read again.
 */
export function PenaltyFormDialog({
  ctx,
  definition,
  initialValues,
  send,
  done,
}: PenaltyFormDialogProps): ReactElement {
  return (
    <SmallFormDialog
      definition={definition}
      initialValues={initialValues}
      columns={2}
      runId={ctx.runId}
      onClose={ctx.close}
      onSubmit={async (values) => {
        const r = await send((name) => formText(values, name));
        ctx.notify(r.message || done, 'success');
        await ctx.refresh();
      }}
    />
  );
}
