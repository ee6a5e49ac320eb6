import { Button } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../shared/messages';
import { DialogShell } from './DialogShell';

export type ConfirmDialogProps = {
  /** The question; null keeps the dialog closed. */
  message: string | null;
  title?: string;
  onConfirm(): void | Promise<unknown>;
  onCancel(): void;
};

/** A yes/no question before an action that changes data (删除, 撤回, 盖章 …). */
export function ConfirmDialog({
  message,
  title = M.confirmTitle,
  onConfirm,
  onCancel,
}: ConfirmDialogProps): ReactElement {
  const [busy, setBusy] = useState(false);
  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogShell
      open={message !== null}
      modalType="alert"
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button appearance="secondary" onClick={onCancel} disabled={busy}>
            {M.cancel}
          </Button>
          <Button appearance="primary" onClick={() => void confirm()} disabled={busy}>
            {M.confirm}
          </Button>
        </>
      }
    >
      {message}
    </DialogShell>
  );
}
