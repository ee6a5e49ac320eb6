import { stat } from 'node:fs/promises';
import { basename, isAbsolute } from 'node:path';
import { M } from '../../../shared/messages';
import { isTrustedFrame, type FrameLike } from '../security';
import type { Logger } from '../logger';
import type { PickedFiles } from './picked';
import type { IpcResult } from '../../../shared/contract';
import { filesDroppedRequest, type PickedFile } from '../../../shared/files/contract';

// Files dropped on a window of the desktop app. The preload asks Electron for each dropped File's
// path (webUtils.getPathForFile answers only for files the officer really dropped or chose; a File
// built by script answers '') and sends the paths on FILES_DROPPED_CHANNEL, which is not one of the
// page's channels. Main checks each is an existing regular file and registers it like a file from
// the native dialog: the page only ever sees refs.

export type DroppedDeps = {
  picked: PickedFiles;
  logger: Logger;
  /** The app's own pages (security.ts appUrlMatcher): a drop from any other frame is refused. */
  isAppUrl: (url: string) => boolean;
};

const refused = (message: string): IpcResult<PickedFile[]> => ({
  ok: false,
  error: { kind: 'invalid', message },
});

/** Why a path cannot be registered (the officer's words), or its size. */
async function checkPath(path: string, logger: Logger): Promise<{ size: number } | string> {
  const name = basename(path) || path;
  if (!path || !isAbsolute(path)) return M.dropNotOnDisk(name || '?');
  const s = await stat(path).catch((err: unknown) => {
    logger.warn(`files:dropped: cannot read ${path}`, err instanceof Error ? err.message : err);
    return null;
  });
  if (!s) return M.dropMissing(name);
  if (s.isDirectory()) return M.dropFolderRefused(name);
  // A device, a pipe or a socket: reading it could block the queue or never end.
  if (!s.isFile()) return M.dropNotRegular(name);
  return { size: s.size };
}

/**
 * Registers the dropped paths as chosen files and answers their refs; refuses the whole drop with
 * the first problem (nothing registered), as the native dialog's choice is refused.
 */
export async function registerDroppedPaths(
  arg: unknown,
  deps: Pick<DroppedDeps, 'picked' | 'logger'>,
): Promise<IpcResult<PickedFile[]>> {
  const parsed = filesDroppedRequest.safeParse(arg);
  if (!parsed.success) return refused(M.errInvalidArgs);
  const found: { path: string; size: number }[] = [];
  for (const path of parsed.data.paths) {
    const checked = await checkPath(path, deps.logger);
    if (typeof checked === 'string') return refused(checked);
    found.push({ path, size: checked.size });
  }
  return {
    ok: true,
    value: found.map((f) => deps.picked.register(f.path, basename(f.path), f.size, false)),
  };
}

/** The channel's handler: the sender is checked as every channel's is (main/ipc/register.ts). */
export function droppedFilesHandler(
  deps: DroppedDeps,
): (frame: FrameLike, arg: unknown) => Promise<IpcResult<PickedFile[]>> {
  return async (frame, arg) => {
    if (!isTrustedFrame(frame, deps.isAppUrl)) {
      deps.logger.warn(`ipc: refused dropped files from ${frame?.url ?? 'unknown frame'}`);
      return refused(M.dropUntrustedSender);
    }
    return registerDroppedPaths(arg, deps);
  };
}
