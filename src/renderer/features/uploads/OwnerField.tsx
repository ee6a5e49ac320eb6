import { Field, Input, Select } from '@fluentui/react-components';
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { UploadTarget } from '../../../shared/uploads/contract';
import { isDocumentTarget, ownerTarget, type DocumentOwner } from '../../../shared/uploads/owner';

export type OwnerChoice = {
  /** Where the files go: the task, or the chosen document. */
  target: UploadTarget;
  /** The chosen document's FLWSID, '' for none (the task's own attachment). */
  chosen: string;
  choose(FLWSID: string): void;
};

/**
 * The 所属文书 state of an upload dialog. Opened from the task with its documents (`owners`), the
 * officer chooses; opened from a document (its target is that document), there is nothing to choose.
 */
export function useOwnerChoice(
  target: UploadTarget,
  owners: readonly DocumentOwner[] | undefined,
): OwnerChoice {
  const [chosen, setChosen] = useState('');
  const effective = useMemo(() => {
    if (!owners || isDocumentTarget(target)) return target;
    return ownerTarget(target, owners.find((o) => o.FLWSID === chosen) ?? null);
  }, [chosen, owners, target]);
  return { target: effective, chosen, choose: setChosen };
}

export type OwnerFieldProps = {
  /** The dialog's own target (before the choice): a document's shows read-only. */
  target: UploadTarget;
  owners?: readonly DocumentOwner[];
  /** The dialog's choice (with `owners`). */
  choice?: OwnerChoice;
  /** Files are already queued for the chosen owner: the choice is fixed. */
  locked?: boolean;
  /** Why it is fixed (default: until the added files are removed). */
  lockedHint?: string;
};

/** 所属文书: a choice among the task's documents, or the document the dialog was opened from. */
export function OwnerField({
  target,
  owners,
  choice,
  locked = false,
  lockedHint = M.uploadOwnerLocked,
}: OwnerFieldProps): ReactElement | null {
  if (isDocumentTarget(target))
    return (
      <Field label={M.uploadOwner}>
        <Input readOnly value={target.label} aria-label={M.uploadOwner} />
      </Field>
    );
  if (!owners || !choice) return null;
  return (
    <Field label={M.uploadOwner} hint={locked ? lockedHint : M.uploadOwnerHint}>
      <Select
        aria-label={M.uploadOwner}
        value={choice.chosen}
        disabled={locked}
        onChange={(_, d) => choice.choose(d.value)}
      >
        <option value="">{M.uploadOwnerNone}</option>
        {owners.map((o) => (
          <option key={o.FLWSID} value={o.FLWSID}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
