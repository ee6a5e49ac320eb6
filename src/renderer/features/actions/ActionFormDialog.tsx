import { useState, type ReactElement } from 'react';
import { SmallFormDialog, type SmallFormDialogProps } from '../../components/form/SmallFormDialog';
import { useToday } from '../../platform/calendar';
import { PrefillNote } from '../documents';
import { actionInitialValues } from '../../../shared/actions/forms';
import { prefilledLabels } from '../../../shared/documents/prefill';
import type { ButtonContext } from '../../platform/buttons';

export type ActionFormDialogProps = SmallFormDialogProps & {
  /** The task the action is for: its detail, the officer and the tree (the button's context). */
  ctx: ButtonContext;
};

/**
 * A task action's small form, opened where the officer is (issue 14): the record it edits, then
 * every other field the task, the signed-in officer or today tells, pre-filled by the documents'
 * rule and named in the note above the fields. The pre-filled values are the form's initial
 * values, so closing unchanged never asks.
 */
export function ActionFormDialog({
  ctx,
  definition,
  initialValues,
  intro,
  ...rest
}: ActionFormDialogProps): ReactElement {
  const today = useToday();
  // Computed once: the form keeps the values it opened with.
  const [opened] = useState(() =>
    actionInitialValues(
      definition,
      { config: ctx.config, user: ctx.user, today },
      initialValues ?? {},
    ),
  );
  const labels = prefilledLabels(definition.fields, opened.prefilled);
  return (
    <SmallFormDialog
      {...rest}
      definition={definition}
      initialValues={opened.values}
      intro={
        labels.length > 0 ? (
          <>
            <PrefillNote labels={labels} />
            {intro}
          </>
        ) : (
          intro
        )
      }
    />
  );
}
