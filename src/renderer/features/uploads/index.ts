import { UploadCentreButton } from './UploadCentre';
import type { ShellParts } from '../../platform/features';

export { UploadCentreButton };
export {
  percentOf,
  useUploadActions,
  useUploads,
  useUploadsById,
  waitingCount,
  type UploadActions,
} from './useUploads';
export {
  ChunkedStageTag,
  DialogStatusTag,
  UPLOAD_STATE_COLOR,
  UploadStateTag,
  dialogStatusText,
  stateText,
} from './StatusTags';
export { formatDuration } from './format';
export { AttachmentUploadDialog, type AttachmentUploadDialogProps } from './AttachmentUploadDialog';
export { UploadFormDialog, type UploadFormDialogProps } from './UploadFormDialog';
export { ChunkedUploadDialog, type ChunkedUploadDialogProps } from './ChunkedUploadDialog';
export { ATTACHMENT_ACCEPT } from './useAttachmentUpload';

export const shellParts: ShellParts = { headerTools: [UploadCentreButton] };
export { uploadsTaskButtons } from './buttons';
export { TaskUpload, type TaskUploadProps } from './TaskUpload';
