import { Button, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useOpenDocument } from '../../platform/useOpenDocument';
import { buildPath, docPagePath } from '../../platform/routes';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';

/** Spec 02 §9: 2 on-the-spot seizure (rwwsszid 502), 1 general procedure (rwwsszid 88). */
export const SEIZURE_TYPES = [
  { LSCFLX: '2', rwwsszid: '502', form: 'lscfxcbl', label: M.seizureOnSite },
  { LSCFLX: '1', rwwsszid: '88', form: 'jtyajllscf', label: M.seizureGeneral },
] as const;

/** Temporary-seizure type chooser: opens the matching seizure document page. */
export function SeizureDialog({ open, onClose, runId, RWID }: { open: boolean; onClose(): void; runId: string; RWID: string }): ReactElement {
  const openDocument = useOpenDocument();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = (): void => {
    setValue('');
    setError(null);
    onClose();
  };
  const confirm = (): void => {
    const type = SEIZURE_TYPES.find((t) => t.LSCFLX === value);
    if (!type) return setError(M.seizureRequired);
    void openDocument(buildPath(docPagePath(type.form), { runId, RWID, type: 'GJ', rwwsszid: type.rwwsszid, LSCFLX: type.LSCFLX }));
    close();
  };
  return (
    <DialogShell
      open={open}
      title={M.seizureTitle}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>{M.cancel}</Button>
          <NetButton appearance="primary" onClick={confirm}>
            {M.confirm}
          </NetButton>
        </>
      }
    >
      <Field label={M.seizureTitle} required validationState={error ? 'error' : 'none'} validationMessage={error}>
        <RadioGroup
          value={value}
          onChange={(_, d) => {
            setValue(d.value);
            setError(null);
          }}
        >
          {SEIZURE_TYPES.map((t) => (
            <Radio key={t.LSCFLX} value={t.LSCFLX} label={t.label} />
          ))}
        </RadioGroup>
      </Field>
    </DialogShell>
  );
}
