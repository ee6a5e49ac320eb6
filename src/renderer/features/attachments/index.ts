export { AttachmentUploadDialog, type AttachmentUploadDialogProps } from './AttachmentUploadDialog';
export { UploadFormDialog, type UploadFormDialogProps } from './UploadFormDialog';
export { ChunkedUploadDialog, type ChunkedUploadDialogProps } from './ChunkedUploadDialog';
export { AttachmentManagerDialog, type AttachmentManagerProps } from './AttachmentManagerDialog';
export { AttachmentViewerDialog, type AttachmentViewerProps } from './AttachmentViewerDialog';
