import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { M } from '../../../shared/messages';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { PickedFiles } from './picked';
import type { ParsedRequest, Responses } from '../../../shared/contract';

// 'files:pick': the desktop app's native open dialog. The renderer gets refs, never paths.

/** A native dialog answering absolute paths ([] when cancelled), or null when none can be shown. */
export type FilePicker = (opts: {
  extensions?: string[];
  multiple: boolean;
}) => Promise<string[] | null>;

export async function pickFiles(
  picker: FilePicker | undefined,
  picked: PickedFiles,
  req: ParsedRequest<'files:pick'>,
  logger: Logger,
): Promise<Responses['files:pick']> {
  // No dialog here (browser mode): the renderer uses its own file input and stages the files.
  if (!picker) return { opened: false, files: [] };
  const paths = await picker({ extensions: req.extensions, multiple: req.multiple });
  if (paths === null) return { opened: false, files: [] };
  const chosen = req.multiple ? paths : paths.slice(0, 1);
  const found: { path: string; size: number }[] = [];
  for (const path of chosen) {
    // A dialog hands over files, but one may vanish before we look, or be a device or a pipe:
    // the officer is told and chooses again rather than losing a file without a word.
    const s = await stat(path).catch((err: unknown) => {
      logger.warn(`files:pick: cannot read ${path}`, err instanceof Error ? err.message : err);
      return null;
    });
    if (!s?.isFile()) throw new AppError('invalid', M.uploadSourceChanged);
    found.push({ path, size: s.size });
  }
  // Registered only once every file checked out, so a refused choice leaves no refs behind.
  return {
    opened: true,
    files: found.map((f) => picked.register(f.path, basename(f.path), f.size, false)),
  };
}
