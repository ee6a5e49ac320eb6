import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Textarea } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';

function RemarkForm({ remark, name, onCancel, onSave }: { remark: string; name: string; onCancel(): void; onSave(remark: string): Promise<unknown> }): ReactElement {
  const [value, setValue] = useState(remark);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    setBusy(true);
    try {
      await onSave(value.trim());
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
        <DialogTitle>{name ? M.titled(M.videoRemarkTitle, name) : M.videoRemarkTitle}</DialogTitle>
        <DialogContent>
          <Field label={M.videoRemarkPrompt}>
            <Textarea value={value} maxLength={500} resize="vertical" onChange={(_, d) => setValue(d.value)} />
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

export type RemarkDialogProps = {
  /** The current remark; null keeps the prompt closed. */
  remark: string | null;
  /** The video's name, in the title so the officer sees which video the remark goes to. */
  name: string;
  onCancel(): void;
  onSave(remark: string): Promise<unknown>;
};

/** The remark prompt '请输入要修改的备注' (updateRemark); an empty remark clears it. */
export function RemarkDialog({ remark, name, onCancel, onSave }: RemarkDialogProps): ReactElement {
  return (
    <Dialog open={remark !== null} onOpenChange={(_, d) => (d.open ? undefined : onCancel())}>
      <DialogSurface>{remark !== null ? <RemarkForm remark={remark} name={name} onCancel={onCancel} onSave={onSave} /> : null}</DialogSurface>
    </Dialog>
  );
}
