import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { useRecorderStyles } from './recorder.styles';
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
export function AssignOfficerDialog({ row, onClose }: { row: RecorderImport | null; onClose(): void }): ReactElement {
  const styles = useRecorderStyles();
  const notify = useNotify();
  const assign = useAssignOfficer();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = (): void => {
    setValue('');
    setError(null);
    assign.reset();
    onClose();
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!row) return;
    const problem = policeNumberError(value);
    setError(problem);
    if (problem) return;
    const policeNumber = value.trim();
    assign.mutate(
      { importId: row.id, policeNumber },
      {
        onSuccess: () => {
          notify(M.rcAssigned(policeNumber), 'success');
          close();
        },
      },
    );
  };

  return (
    <Dialog open={row !== null} onOpenChange={(_, d) => (d.open ? undefined : close())}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{row ? M.rcAssignTitle(row.name) : ''}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text>{M.rcAssignHint}</Text>
              <Field label={M.rcAssignLabel} required validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined}>
                <Input
                  value={value}
                  autoFocus
                  maxLength={80}
                  onChange={(_, d) => {
                    setValue(d.value);
                    if (error) setError(policeNumberError(d.value));
                  }}
                />
              </Field>
              {assign.isError ? (
                <MessageBar intent="error">
                  <MessageBarBody>{errorMessage(assign.error)}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={close} disabled={assign.isPending}>
                {M.cancel}
              </Button>
              <Button type="submit" appearance="primary" disabled={assign.isPending} icon={assign.isPending ? <Spinner size="tiny" /> : undefined}>
                {M.confirm}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
