import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../shared/messages';

export type ConfirmDialogProps = {
  /** The question; null keeps the dialog closed. */
  message: string | null;
  title?: string;
  onConfirm(): void | Promise<unknown>;
  onCancel(): void;
};

/** A yes/no question before an action that changes data (删除, 撤回, 盖章 …). */
export function ConfirmDialog({ message, title = M.confirmTitle, onConfirm, onCancel }: ConfirmDialogProps): ReactElement {
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
    <Dialog modalType="alert" open={message !== null} onOpenChange={(_, d) => (d.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {M.cancel}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy}>
              {M.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
