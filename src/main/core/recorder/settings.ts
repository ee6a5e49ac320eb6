import { z } from 'zod';

// What the officer configures for docks: the folders or drives to watch and which officer carries
// which recorder. Kept as its own schema so settings files and IPC arguments are checked the same way.

const recorderNumber = z.string().trim().min(1).max(64);
const policeNumber = z.string().trim().min(1).max(64);

export const recorderSettingsSchema = z.object({
  /** Dock folders or drive roots (a recorder's mount point, a dock's share, `E:\` on Windows). */
  folders: z.array(z.string().trim().min(1).max(1024)).max(64),
  /** Recorder number → police number of the officer who carries it. */
  recorders: z.record(recorderNumber, policeNumber),
});

export type RecorderSettings = z.infer<typeof recorderSettingsSchema>;

export const EMPTY_RECORDER_SETTINGS: RecorderSettings = { folders: [], recorders: {} };

/** How often and how long a file must look unchanged before it is imported. */
export type RecorderTiming = {
  /** Between two stat polls of a candidate file. */
  pollMs: number;
  /** Consecutive polls with equal size and mtime required. */
  stablePolls: number;
  /** Between two checks that each dock folder (or drive) still exists. */
  presenceMs: number;
  /** Full reconciliation scan of present docks, in case a chokidar event was lost. */
  rescanMs: number;
};

export const PRODUCTION_TIMING: RecorderTiming = {
  pollMs: 500,
  stablePolls: 3,
  presenceMs: 2000,
  rescanMs: 30_000,
};
