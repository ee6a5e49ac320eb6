// The recorder docks feature: what the composition root wires (see service.ts and types.ts).
export { createRecorderService, type RecorderServiceOptions } from './service';
export {
  recorderSettingsSchema,
  EMPTY_RECORDER_SETTINGS,
  PRODUCTION_TIMING,
  type RecorderSettings,
  type RecorderTiming,
} from './settings';
export type {
  DockFinished,
  DockStatus,
  FileState,
  FileStatus,
  ImportedFile,
  RecorderEvents,
  RecorderService,
  RecorderStatus,
  ServerMd5Confirmation,
} from './types';
export type { VerifyResult, CustodyEntry } from './custody';
export type { ImportRow, ImportState } from './store';
