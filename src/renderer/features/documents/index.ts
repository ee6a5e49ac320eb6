import { ApprovalPage } from './ApprovalPage';
import { DocumentPage } from './DocumentPage';
import { SendPage } from './SendPage';
import { ROUTES, isDocPage } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';

export { ApprovalPage, DocumentPage, SendPage };
export { AddDocDialog, type AddDocDialogProps } from './AddDocDialog';
export { SeizureDialog } from './SeizureDialog';
export { PrefillNote, type PrefillNoteProps } from './PrefillNote';
export {
  PreviewDialog,
  PrintDialog,
  type PreviewDialogProps,
  type PreviewFile,
  type PrintDoc,
} from './FileDialogs';

export const shellParts: ShellParts = {
  routes: [
    { path: ROUTES.send, page: SendPage },
    { path: ROUTES.approval, page: ApprovalPage },
    // Document pages are /ws/{form}.
    { match: isDocPage, page: DocumentPage },
  ],
};
export { documentsRowButtons, documentsTaskButtons } from './buttons';
