export { percentOf, useUploadActions, useUploads, useUploadsById, waitingCount, type UploadActions } from './useUploads';
export { ChunkedStageTag, DialogStatusTag, UploadStateTag, dialogStatusText, stateText } from './StatusTags';
export { formatDuration } from './format';
export { UploadCentreButton } from './UploadCentre';
