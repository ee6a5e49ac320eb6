import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { PromptDialog } from '../../components/PromptDialog';
import { useAssignOfficer } from './useRecorder';
import type { RecorderImport } from '../../../shared/recorder/contract';

/** The rule main applies to a police number (recorder:assignOfficer), checked as the officer types. */
export function policeNumberError(value: string): string | null {
  const v = value.trim();
  if (!v) return M.recorderPoliceRequired;
  if (v.length > 64) return M.rcPoliceTooLong;
  return null;
}

/** 指定警号: the police number of an import neither the file name nor the recorder map gave. */
export function AssignOfficerDialog({
  row,
  onClose,
}: {
  row: RecorderImport | null;
  onClose(): void;
}): ReactElement | null {
  const notify = useNotify();
  const assign = useAssignOfficer();

  const close = (): void => {
    assign.reset();
    onClose();
  };
  const confirm = async (policeNumber: string): Promise<void> => {
    if (!row) return;
    try {
      await assign.mutateAsync({ importId: row.id, policeNumber });
    } catch {
      return; // main's refusal stays under the field (assign.error)
    }
    notify(M.rcAssigned(policeNumber), 'success');
    close();
  };

  return (
    <PromptDialog
      value={row ? '' : null}
      title={row ? M.rcAssignTitle(row.name) : ''}
      hint={M.rcAssignHint}
      label={M.rcAssignLabel}
      required
      maxLength={80}
      validate={policeNumberError}
      error={assign.isError ? errorMessage(assign.error) : null}
      onCancel={close}
      onConfirm={confirm}
    />
  );
}
