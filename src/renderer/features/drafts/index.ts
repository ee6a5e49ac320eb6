import type { ShellParts } from '../../platform/features';
import { DraftBanner } from './DraftBanner';
import { DraftsButton } from './DraftsButton';
import { DraftsDialog } from './DraftsDialog';
import { useDraftAutosave, type DraftAutosave, type DraftTarget } from './useDraftAutosave';
import { useDocumentDraft, type DocumentDraft } from './useDocumentDraft';
import { taskNameOf, useDraftsList, useOfferedDraft, type OfferedDraft } from './useDrafts';

// Local drafts (issue 14): the document page keeps its form here while dirty and offers it back;
// the header's DraftsButton (count badge, hidden at 0) opens the list of the officer's drafts.

export {
  DraftBanner,
  DraftsButton,
  DraftsDialog,
  useDraftAutosave,
  useOfferedDraft,
  useDraftsList,
};
export { taskNameOf, useDocumentDraft };
export type { DocumentDraft, DraftAutosave, DraftTarget, OfferedDraft };

/** The header's drafts button, for the shell to merge (src/renderer/shell/features.ts). */
export const shellParts: ShellParts = { headerTools: [DraftsButton] };
