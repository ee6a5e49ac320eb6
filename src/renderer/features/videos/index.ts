export { TaskVideos, type TaskVideosProps } from './TaskVideos';
export { EvidenceDialog } from './EvidenceDialog';
export { videosTaskButtons } from './buttons';
export { useBindVideo, useStaleVideos } from './useVideos';
