export { ArchiveDialog, type ArchiveDialogProps } from './ArchiveDialog';
export { archiveTaskButtons } from './buttons';
// 归档前待办 N beside the task's title (features/detail's base information).
export { ReadinessBadge } from './ReadinessBadge';
