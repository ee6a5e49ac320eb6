import { M } from '../messages';

// The recorder settings' rules: main applies them on save (SettingsStore.updateRecorder), the
// settings page as the officer edits, so each message appears at its field before anything is sent.

export type MapRow = { recorderNumber: string; policeNumber: string; locked: boolean };

export type RowErrors = { recorderNumber?: string; policeNumber?: string };

/** One entry per row: empty numbers, and a recorder number listed twice (IT's rows count too). */
export function validateRecorderMap(rows: readonly MapRow[]): RowErrors[] {
  const seen = new Set(rows.filter((r) => r.locked).map((r) => r.recorderNumber.trim()));
  return rows.map((r) => {
    if (r.locked) return {};
    const errors: RowErrors = {};
    const sn = r.recorderNumber.trim();
    if (!sn) errors.recorderNumber = M.recorderNumberRequired;
    else if (seen.has(sn)) errors.recorderNumber = M.recorderDuplicate(sn);
    seen.add(sn);
    if (!r.policeNumber.trim()) errors.policeNumber = M.recorderPoliceRequired;
    return errors;
  });
}

export const hasErrors = (errors: readonly RowErrors[]): boolean =>
  errors.some((e) => e.recorderNumber || e.policeNumber);

/** A drive path (D:\\…), a network share (\\\\server\\share) or a POSIX path (/media/…). */
const ABSOLUTE = /^(?:[A-Za-z]:[\\/]|\\\\[^\\]+\\|\/)/;

const norm = (p: string): string =>
  p
    .trim()
    .replace(/[\\/]+$/, '')
    .toLowerCase();

/** Why a typed dock folder cannot be added, or null. */
export function folderError(path: string, existing: readonly string[]): string | null {
  const p = path.trim();
  if (!p) return M.rcFolderPathRequired;
  if (!ABSOLUTE.test(p)) return M.recorderFolderNotAbsolute(p);
  if (existing.some((e) => norm(e) === norm(p))) return M.rcFolderExists;
  return null;
}
