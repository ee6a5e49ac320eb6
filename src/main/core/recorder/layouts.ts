import { extname, sep } from 'node:path';
import { chinaInstant } from '../../../shared/common/dates';

// Recorder number, police number and record time from the recorder's folder and file naming
// (docs/decisions.md "Recorder file layouts"). Times in names are the recorder's wall clock, which
// in China is UTC+8 all year (no daylight saving), so they are converted with a fixed offset rather
// than the workstation's time zone.

export type MediaKind = 'video' | 'photo' | 'audio';

const KINDS: Record<string, MediaKind> = {
  '.mp4': 'video',
  '.m4v': 'video',
  '.mov': 'video',
  '.avi': 'video',
  '.mpg': 'video',
  '.mpeg': 'video',
  '.ts': 'video',
  '.mkv': 'video',
  '.3gp': 'video',
  '.wmv': 'video',
  '.asf': 'video',
  '.jpg': 'photo',
  '.jpeg': 'photo',
  '.png': 'photo',
  '.bmp': 'photo',
  '.wav': 'audio',
  '.mp3': 'audio',
  '.aac': 'audio',
  '.m4a': 'audio',
  '.amr': 'audio',
  '.wma': 'audio',
};

/** The kind of a recorder file by extension, or null for files that are not evidence (logs, index files). */
export function mediaKindOf(path: string): MediaKind | null {
  return KINDS[extname(path).toLowerCase()] ?? null;
}

export type LayoutName = 'gat947-name' | 'recorder-date-folder' | 'timestamp-name' | 'unknown';

export type ParsedName = {
  layout: LayoutName;
  recorderNumber: string | null;
  policeNumber: string | null;
  /** Epoch ms, or null when neither folder nor file name says. */
  recordTime: number | null;
};

/** `YYYYMMDD` + optional `HHmmss` (China time) to epoch ms; null when not a real date. */
export function chinaTime(date: string, time = '000000'): number | null {
  const [y, mo, d] = [Number(date.slice(0, 4)), Number(date.slice(4, 6)), Number(date.slice(6, 8))];
  const [h, mi, s] = [Number(time.slice(0, 2)), Number(time.slice(2, 4)), Number(time.slice(4, 6))];
  if (y < 2000 || y > 2099 || mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59)
    return null;
  // 31 February is no date: chinaInstant refuses it instead of rolling it over into March.
  return chinaInstant(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)} ${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}`,
  );
}

// <policeNumber>_<recorderNumber>_<YYYYMMDDHHmmss>[_<seq>][_anything].<ext>  (GA/T 947-style)
const GAT947 = /^([A-Za-z0-9]{1,20})_([A-Za-z0-9-]{1,32})_(\d{8})(\d{6})(?:_.*)?$/;
// A recorder number has at least one digit and is not itself a date (folders like DCIM, 100MEDIA excluded).
const RECORDER_DIR = /^(?=.*\d)[A-Za-z0-9-]{5,32}$/;
const DATE_DIR = /^(\d{8})$/;
// 20240102143005, 20240102_143005 or 20240102-143005 anywhere in the name.
const STAMP = /(?<!\d)(\d{8})[_-]?(\d{6})(?!\d)/;
const TIME_ONLY = /^(\d{6})(?!\d)/;

/**
 * Parses a file's path relative to its dock folder. `knownRecorders` are the recorder numbers of the
 * settings map: a path segment equal to one of them names the recorder in any layout.
 */
export function parseRecorderPath(
  relativePath: string,
  knownRecorders: readonly string[] = [],
): ParsedName {
  const parts = relativePath.split(/[\\/]/).filter((p) => p.length > 0);
  const file = parts[parts.length - 1] ?? '';
  const stem = file.slice(0, file.length - extname(file).length);
  const dirs = parts.slice(0, -1);
  const known = dirs.find((d) => knownRecorders.includes(d)) ?? null;

  const g = GAT947.exec(stem);
  if (g) {
    const t = chinaTime(g[3], g[4]);
    if (t !== null)
      return { layout: 'gat947-name', policeNumber: g[1], recorderNumber: g[2], recordTime: t };
  }

  const dateDir = dirs.length >= 2 ? DATE_DIR.exec(dirs[dirs.length - 1]) : null;
  const recDir = dirs.length >= 2 ? dirs[dirs.length - 2] : null;
  if (dateDir && recDir && RECORDER_DIR.test(recDir) && !DATE_DIR.test(recDir)) {
    const stamp = STAMP.exec(stem);
    const timeOnly = TIME_ONLY.exec(stem);
    const t =
      stamp && stamp[1] === dateDir[1]
        ? chinaTime(stamp[1], stamp[2])
        : chinaTime(dateDir[1], timeOnly?.[1]);
    return {
      layout: 'recorder-date-folder',
      recorderNumber: recDir,
      policeNumber: null,
      recordTime: t,
    };
  }

  const stamp = STAMP.exec(stem);
  const t = stamp ? chinaTime(stamp[1], stamp[2]) : null;
  if (t !== null)
    return { layout: 'timestamp-name', recorderNumber: known, policeNumber: null, recordTime: t };
  return { layout: 'unknown', recorderNumber: known, policeNumber: null, recordTime: null };
}

/** The relative path of `file` under `root`, with the platform separator normalised away. */
export function relativeTo(root: string, file: string): string {
  const r = root.endsWith(sep) ? root : root + sep;
  return file.startsWith(r) ? file.slice(r.length) : file;
}
