import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useToday } from '../../platform/calendar';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { useNet } from '../../platform/network';
import { qk } from '../../platform/queryKeys';
import { useUnsavedGuard } from '../../platform/unsaved';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogShell } from '../../components/DialogShell';
import { NetButton } from '../../components/NetButton';
import { OfflineBanner } from '../../components/OfflineBanner';
import { QueryBody } from '../../components/QueryBody';
import { focusField } from '../../components/form/focusField';
import type { Cached } from '../../../shared/common/types';
import type { FormValues } from '../../../shared/forms/types';
import { personValuesOf, unitValuesOf } from '../../../shared/units/rules';
import type { UnitRecord } from '../../../shared/units/schemas';
import { UnitEditForm } from './UnitEditForm';
import { useUnitForm } from './useUnitForm';

export type UnitEditTarget = { runId: string; RWID: string; unitId: string };

type Props = UnitEditTarget & {
  onClose(): void;
  /** After a save the server accepted (the detail screen shows the task again). */
  onSaved?(): Promise<void> | void;
};

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const asText = (v: FormValues[string]): string => (typeof v === 'string' ? v.trim() : '');

function EditBody({
  read,
  target,
  onClose,
  onSaved,
}: {
  read: Cached<UnitRecord>;
  target: UnitEditTarget;
  onClose(): void;
  onSaved?: Props['onSaved'];
}): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const today = useToday();
  const net = useNet();
  const unit = read.data;
  const state = useUnitForm(
    unitValuesOf(unit),
    (unit.shdwJbxxBqcbList ?? []).map((p) => personValuesOf(p)),
    today,
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  useUnsavedGuard(state.dirty, M.unitEditTitle);

  const requestClose = (): void => {
    if (busy) return;
    if (state.dirty) setConfirming(true);
    else onClose();
  };

  const save = async (): Promise<void> => {
    if (busy) return;
    // Enter submits the form too: offline the save is not tried, the input stays.
    if (!net.online) {
      setProblem(M.unitEditOffline);
      return;
    }
    const invalid = state.validateAll();
    if (invalid) {
      setProblem(M.unitEditInvalid(invalid.count));
      const { person, name } = invalid.first;
      const root =
        person === null
          ? body.current
          : (body.current?.querySelector<HTMLElement>(`[data-person="${person}"]`) ?? null);
      focusField(root, name);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const r = await call('units:save', {
        ...{ runId: target.runId, RWID: target.RWID, id: target.unitId },
        values: Object.fromEntries(
          Object.entries(state.values).flatMap(([k, v]) =>
            v === undefined ? [] : [[k, typeof v === 'string' ? v : [...v]]],
          ),
        ),
        persons: state.persons.map((p) =>
          Object.fromEntries(Object.entries(p.values).map(([k, v]) => [k, asText(v)])),
        ),
      });
      notify(r.message || M.unitEditDone, 'success');
      await queryClient.invalidateQueries({ queryKey: qk.unit(target.unitId) });
      setBusy(false);
      onClose();
      await onSaved?.();
    } catch (e) {
      // Spec 02 §8: a failed unit save shows the error as a warning; the input stays as typed.
      const text = errorMessage(e);
      notify(text, 'warning');
      setProblem(text);
      setBusy(false);
    }
  };

  return (
    <DialogShell
      title={M.unitEditTitle}
      width={1080}
      onClose={requestClose}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      actions={
        <>
          <Button appearance="secondary" onClick={requestClose} disabled={busy}>
            {M.cancel}
          </Button>
          <NetButton
            appearance="primary"
            type="submit"
            disabled={busy}
            offlineReason={M.unitEditOffline}
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {busy ? M.formsSubmitting : M.unitEditSave}
          </NetButton>
        </>
      }
    >
      <div ref={body} className={styles.body}>
        <OfflineBanner source={read.source} updatedAt={read.updatedAt} />
        <Text size={200}>{M.unitEditIntro}</Text>
        {problem ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        ) : null}
        <UnitEditForm state={state} runId={target.runId} disabled={busy} />
      </div>
      <ConfirmDialog
        message={confirming ? M.formsDiscardConfirm : null}
        onConfirm={onClose}
        onCancel={() => setConfirming(false)}
      />
    </DialogShell>
  );
}

/**
 * 单位信息修改 (spec 02 §2 "a large form"): the task's unit read through the cache (offline the
 * cached record, with the offline banner), edited in sections, saved by units:save. Saving needs
 * the server; a refused or failed save is a warning with the server's text and keeps the input.
 */
export function UnitEditDialog({ onClose, onSaved, ...target }: Props): ReactElement {
  const call = useCall();
  const unit = useQuery({
    queryKey: qk.unit(target.unitId),
    queryFn: () => call('units:get', { runId: target.runId, id: target.unitId }),
  });
  if (unit.data === undefined)
    return (
      <DialogShell
        title={M.unitEditTitle}
        width={1080}
        onClose={onClose}
        actions={
          <Button appearance="secondary" onClick={onClose}>
            {M.cancel}
          </Button>
        }
      >
        <QueryBody query={unit}>{() => null}</QueryBody>
      </DialogShell>
    );
  return <EditBody read={unit.data} target={target} onClose={onClose} onSaved={onSaved} />;
}
