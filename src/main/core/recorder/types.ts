import type { VerifyResult } from './custody';
import type { LayoutName, MediaKind } from './layouts';
import type { ProbeInfo } from './media';
import type { RecorderSettings } from './settings';
import type { ImportRow } from './store';
import type {
  DockFinished,
  RecorderDock,
  RecorderFile,
  RecorderFileState,
  RecorderStatus,
} from '../../../shared/recorder/contract';

// The recorder service's contract with the app: what it is given, what it reports.

// The import centre's view is part of the renderer contract; the service speaks the same types.
export type FileState = RecorderFileState;
export type FileStatus = RecorderFile;
export type DockStatus = RecorderDock;
export type { RecorderStatus };

/** What the app enqueues for upload (businessType 'zfjly'). Delivered at least once per import. */
export type ImportedFile = {
  importId: string;
  /** The stored copy in the evidence store. */
  path: string;
  /** The original file name on the recorder. */
  name: string;
  size: number;
  md5: string;
  kind: MediaKind;
  layout: LayoutName | null;
  recorderNumber: string | null;
  policeNumber: string | null;
  officerAccount: string | null;
  recordTime: number | null;
  importedAt: number;
  thumbPath: string | null;
  previewPath: string | null;
  meta: ProbeInfo | null;
};

export type { DockFinished };

export type RecorderEvents = {
  changed: RecorderStatus;
  imported: ImportedFile;
  dockFinished: DockFinished;
};

/** Proof from the server that it holds these bytes (the upload check answered "done" for this MD5). */
export type ServerMd5Confirmation = { md5: string; confirmedAt: number };

export interface RecorderService {
  /** Starts (or restarts with new settings): recovers interrupted imports, then watches the docks. */
  start(settings: RecorderSettings): Promise<void>;
  stop(): Promise<void>;
  status(): RecorderStatus;
  on<E extends keyof RecorderEvents>(
    event: E,
    listener: (payload: RecorderEvents[E]) => void,
  ): () => void;
  imports(): ImportRow[];
  /** Sets the police number of an import the naming and the recorder map could not tell. */
  assignOfficer(importId: string, policeNumber: string): ImportRow;
  /** Deletes the original on the recorder, only when the confirmation's MD5 is the import's. */
  deleteOriginal(importId: string, confirmation: ServerMd5Confirmation): Promise<void>;
  verifyCustody(): VerifyResult;
  exportCustody(file: string): Promise<number>;
  /** Resolves when nothing is waiting, queued or importing (tests, orderly shutdown). */
  idle(): Promise<void>;
}
