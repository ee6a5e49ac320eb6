export { AttachmentManagerDialog, type AttachmentManagerProps } from './AttachmentManagerDialog';
export { AttachmentViewerDialog, type AttachmentViewerProps } from './AttachmentViewerDialog';
export { attachmentsRowButtons, attachmentsTaskButtons } from './buttons';
