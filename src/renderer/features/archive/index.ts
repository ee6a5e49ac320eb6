export { ArchiveDialog, type ArchiveDialogProps } from './ArchiveDialog';
export { archiveTaskButtons } from './buttons';
