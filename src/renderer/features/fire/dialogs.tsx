import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ReadDialog } from '../../components/ReadDialog';
import { SmallFormDialog } from '../../components/form/SmallFormDialog';
import { useCall } from '../../platform/ApiProvider';
import { useNotify } from '../../platform/notify';
import { useToday } from '../../platform/calendar';
import { PROCEDURE_FORM, TRANSFER_FORM } from '../../../shared/fire/forms';
import { procedureLabel } from '../../../shared/fire/rules';
import type { FormValues } from '../../../shared/forms/types';
import { useFireRefresh, type TaskRef } from './queries';

// The fire case's dialogs: the placeholder of the functions not yet connected (spec 01 §2), the
// procedure category (hzdc/updatecxlb) and the transfer (base/hzdcysdc). The forms' rules are the
// shared ones; a refusal of the server stays in the dialog; success says so and shows all again.

/** Spec 01 §2: non-fire jurisdiction, entrusted police penalty and criminal transfer. */
export function PlaceholderDialog({
  title,
  onClose,
}: {
  title: string;
  onClose(): void;
}): ReactElement {
  return (
    <ReadDialog title={title} onClose={onClose} width={440} floor={false}>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>{M.firePlaceholder}</MessageBarBody>
      </MessageBar>
    </ReadDialog>
  );
}

const text = (values: FormValues): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
  );

/**
 * The write of a dialog: sent, the server's message shown, everything read again (the dialog then
 * closes itself; a refusal stays in it).
 */
function useDialogWrite(
  write: (values: Record<string, string>) => Promise<{ message: string }>,
  fallback: string,
): (values: FormValues) => Promise<void> {
  const notify = useNotify();
  const refresh = useFireRefresh();
  return async (values) => {
    const r = await write(text(values));
    notify(r.message || fallback, 'success');
    void refresh();
  };
}

export function ProcedureDialog({
  task,
  current,
  onClose,
}: {
  task: TaskRef;
  current: string | null;
  onClose(): void;
}): ReactElement {
  const call = useCall();
  const submit = useDialogWrite(
    (values) => call('fire:changeProcedure', { ...task, values }),
    M.fireProcedureDone,
  );
  return (
    <SmallFormDialog
      definition={PROCEDURE_FORM}
      intro={M.fireProcedureIntro(procedureLabel(current) || M.fireProcedureUnknown)}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

export function TransferDialog({
  task,
  onClose,
}: {
  task: TaskRef;
  onClose(): void;
}): ReactElement {
  const call = useCall();
  const today = useToday();
  const submit = useDialogWrite(
    (values) => call('fire:transfer', { ...task, values }),
    M.fireTransferDone,
  );
  return (
    <SmallFormDialog
      definition={TRANSFER_FORM}
      intro={M.fireTransferIntro}
      initialValues={{ YSRQ: today }}
      submitLabel={M.fireTransferSubmit}
      runId={task.runId}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
