import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';

export type RenameDialogProps = {
  /** The current name; null keeps the dialog closed. */
  name: string | null;
  onCancel(): void;
  /** Resolves when the rename is answered (the dialog stays busy until then). */
  onRename(name: string): Promise<unknown>;
};

function RenameForm({ name, onCancel, onRename }: { name: string; onCancel(): void; onRename(name: string): Promise<unknown> }): ReactElement {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    if (!value.trim()) return setError(M.attRenameRequired);
    setBusy(true);
    try {
      await onRename(value.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DialogBody>
        <DialogTitle>{M.attRenameTitle}</DialogTitle>
        <DialogContent>
          <Field label={M.attRenameLabel} required validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined}>
            <Input
              value={value}
              maxLength={200}
              onChange={(_, d) => {
                setValue(d.value);
                if (d.value.trim()) setError(null);
              }}
            />
          </Field>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onCancel} disabled={busy}>
            {M.cancel}
          </Button>
          <Button appearance="primary" type="submit" disabled={busy}>
            {M.confirm}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

/** The rename prompt of the attachment manager: the name without its suffix, required. */
export function RenameDialog({ name, onCancel, onRename }: RenameDialogProps): ReactElement {
  return (
    <Dialog open={name !== null} onOpenChange={(_, d) => (d.open ? undefined : onCancel())}>
      <DialogSurface>{name !== null ? <RenameForm name={name} onCancel={onCancel} onRename={onRename} /> : null}</DialogSurface>
    </Dialog>
  );
}
