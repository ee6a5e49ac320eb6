import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useOpenDocument } from '../../platform/useOpenDocument';
import { buildPath, docPagePath } from '../../platform/routes';
import { SmallFormDialog } from '../../components/form/SmallFormDialog';
import { required } from '../../../shared/forms/rules';
import type { FormDefinition } from '../../../shared/forms/types';

/** Spec 02 §9: 2 on-the-spot seizure (rwwsszid 502), 1 general procedure (rwwsszid 88). */
export const SEIZURE_TYPES = [
  { LSCFLX: '2', rwwsszid: '502', form: 'lscfxcbl', label: M.seizureOnSite },
  { LSCFLX: '1', rwwsszid: '88', form: 'jtyajllscf', label: M.seizureGeneral },
] as const;

/** One radio field: the choice is required, with the spec's own message '选项不能为空'. */
export const SEIZURE_FORM: FormDefinition = {
  title: M.seizureTitle,
  fields: [
    {
      kind: 'radio',
      name: 'LSCFLX',
      label: M.seizureTitle,
      options: SEIZURE_TYPES.map((t) => ({ value: t.LSCFLX, label: t.label })),
      rules: [required(M.seizureRequired)],
    },
  ],
};

/** Temporary-seizure type chooser: opens the matching seizure document page. */
export function SeizureDialog({
  open,
  onClose,
  runId,
  RWID,
}: {
  open: boolean;
  onClose(): void;
  runId: string;
  RWID: string;
}): ReactElement | null {
  const openDocument = useOpenDocument();
  if (!open) return null;
  return (
    <SmallFormDialog
      definition={SEIZURE_FORM}
      // Only a choice to lose: closing never asks.
      confirmDiscard={false}
      onClose={onClose}
      onSubmit={(values) => {
        const type = SEIZURE_TYPES.find((t) => t.LSCFLX === values.LSCFLX);
        // The rules let no other value through; the page opens while this dialog closes.
        if (type)
          void openDocument(
            buildPath(docPagePath(type.form), {
              runId,
              RWID,
              type: 'GJ',
              rwwsszid: type.rwwsszid,
              LSCFLX: type.LSCFLX,
            }),
          );
        return Promise.resolve();
      }}
    />
  );
}
