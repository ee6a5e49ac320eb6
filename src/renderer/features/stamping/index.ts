export { StampDialog } from './StampDialog';
export { stampingTaskButtons } from './buttons';
