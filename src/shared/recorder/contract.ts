import { z } from 'zod';
import { type RECORDER_CHANNELS } from './channels';
import { type ActionResult, type Download } from '../common/types';
import { id, none } from '../common/ipc';
import { type UploadState } from '../uploads/queue-rules';
// ---- Recorder docks (issue 5) ----

/** Per-file state in the import centre. */
export type RecorderFileState =
  'waiting-stable' | 'queued' | 'copying' | 'probing' | 'done' | 'duplicate' | 'error';

/** A file found on a dock in this session. */
export type RecorderFile = {
  path: string;
  name: string;
  dock: string;
  importId: string | null;
  recorderNumber: string | null;
  state: RecorderFileState;
  size: number;
  bytesDone: number;
  /** Chinese, for the officer (error only). */
  reason: string | null;
  needsOfficer: boolean;
};

export type RecorderDock = {
  folder: string;
  present: boolean;
  /** Recorder numbers read from the files found in this dock. */
  recorders: string[];
  found: number;
  done: number;
  duplicates: number;
  errors: number;
  active: number;
};

export type RecorderStatus = { running: boolean; docks: RecorderDock[]; files: RecorderFile[] };

/** A dock has nothing left waiting or importing: what this batch did. */
export type DockFinished = { folder: string; imported: number; duplicates: number; errors: number };

/** One import of the account's history, with where its upload stands. */
export type RecorderImport = {
  id: string;
  name: string;
  dock: string;
  size: number;
  kind: 'video' | 'photo' | 'audio';
  recorderNumber: string | null;
  policeNumber: string | null;
  recordTime: number | null;
  /** A file's states once it has an import row (waiting-stable comes before). */
  state: Exclude<RecorderFileState, 'waiting-stable'>;
  md5: string | null;
  reason: string | null;
  durationSec: number | null;
  resolution: string | null;
  importedAt: number | null;
  originalDeleted: boolean;
  /** The upload queue's state of this import (null: not queued, e.g. a duplicate). */
  upload: UploadState | null;
  /** The server holds these bytes (the upload finished): the original may be deleted. */
  confirmed: boolean;
};

export type RecorderFolder = {
  path: string;
  /** From IT's machine-wide config: shown, not removable. */ locked: boolean;
};

export type RecorderMapping = { recorderNumber: string; policeNumber: string; locked: boolean };

export type RecorderSettingsView = {
  folders: RecorderFolder[];
  recorders: RecorderMapping[];
  /** Where imported files are kept on this workstation. */
  evidenceDir: string;
  workstation: string;
};

export type CustodyCheck = {
  ok: boolean;
  count: number;
  brokenAt: number | null;
  reason: string | null;
};

// Emptiness is checked in main with the officer's messages (M.recorderNumberRequired, M.recorderPoliceRequired).
export const recorderNumber = z.string().max(64);

export const policeNumber = z.string().max(64);

export const recorderSettingsUpdate = z.object({
  /** The officer's own folders (IT's are kept whatever this says). */
  folders: z.array(z.string().trim().min(1).max(1024)).max(64),
  recorders: z.array(z.object({ recorderNumber, policeNumber })).max(500),
});

export type RecorderSettingsUpdate = z.infer<typeof recorderSettingsUpdate>;

export const recorderRequests = {
  // Recorder docks (issue 5)
  'recorder:settings': none,
  'recorder:saveSettings': recorderSettingsUpdate,
  /** The native folder dialog (desktop app); browser mode answers opened:false and the officer types the path. */
  'recorder:pickFolder': none,
  'recorder:status': none,
  'recorder:imports': z.object({ limit: z.number().int().min(1).max(1000) }),
  'recorder:assignOfficer': z.object({ importId: id, policeNumber }),
  'recorder:deleteOriginal': z.object({ importId: id }),
  'recorder:verifyCustody': none,
  'recorder:exportCustody': none,
} as const satisfies Record<(typeof RECORDER_CHANNELS)[number], unknown>;

export type RecorderResponses = {
  'recorder:settings': RecorderSettingsView;
  'recorder:saveSettings': RecorderSettingsView;
  'recorder:pickFolder': { opened: boolean; path: string | null };
  'recorder:status': RecorderStatus;
  'recorder:imports': RecorderImport[];
  'recorder:assignOfficer': RecorderImport;
  'recorder:deleteOriginal': ActionResult;
  'recorder:verifyCustody': CustodyCheck;
  'recorder:exportCustody': Download;
};

export type RecorderEvents = {
  /** The import centre's view changed (docks, files, progress). */
  'recorder:changed': RecorderStatus;
  /** A dock has nothing left to import: the notice. */
  'recorder:dockFinished': DockFinished;
};
