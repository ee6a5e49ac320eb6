import { promises as fsp } from 'node:fs';

// Deciding that a file on a dock is complete. chokidar's awaitWriteFinish is not enough (it reports
// large NTFS copies before they finish, chokidar #954/#675), so a candidate must show the same size
// and mtime over several polls AND no process may still hold it open for writing:
//  - Windows: opening with 'r+' asks for write access; a writer that did not grant FILE_SHARE_WRITE
//    (Explorer, robocopy, recorder dock software) makes it fail with EBUSY (sharing violation).
//    Read-only media or files answer EPERM/EACCES/EROFS: those cannot have a writer, so they pass.
//  - Linux: there are no mandatory share modes, so /proc/<pid>/fd is searched for a descriptor on
//    the file opened for writing (fdinfo flags). Processes we may not inspect are skipped.
//  - elsewhere (macOS): only the stability window and the post-copy re-check protect us.
// A writer that closes the file between bursts is indistinguishable from a finished file; the
// copier re-stats the source after copying and discards the copy if it changed meanwhile.

export type FileStamp = { size: number; mtimeMs: number };

export type WriterCheck = (path: string) => Promise<boolean>;

export async function stampOf(path: string): Promise<FileStamp | null> {
  try {
    const s = await fsp.stat(path);
    return s.isFile() ? { size: s.size, mtimeMs: Math.floor(s.mtimeMs) } : null;
  } catch {
    return null;
  }
}

const errCode = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? '';

async function windowsWriterHolds(path: string): Promise<boolean> {
  try {
    const fh = await fsp.open(path, 'r+');
    await fh.close();
    return false;
  } catch (e) {
    return errCode(e) === 'EBUSY';
  }
}

async function linuxWriterHolds(path: string): Promise<boolean> {
  let target: string;
  try {
    target = await fsp.realpath(path);
  } catch {
    return false;
  }
  let pids: string[];
  try {
    pids = (await fsp.readdir('/proc')).filter((p) => /^\d+$/.test(p));
  } catch {
    return false;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = await fsp.readdir(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let link: string;
      try {
        link = await fsp.readlink(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (link !== target) continue;
      try {
        const info = await fsp.readFile(`/proc/${pid}/fdinfo/${fd}`, 'utf8');
        const flags = parseInt(/flags:\s*([0-7]+)/.exec(info)?.[1] ?? '0', 8);
        // O_ACCMODE is 3 and O_RDONLY 0 on Linux (Node does not export O_ACCMODE).
        if ((flags & 3) !== 0) return true;
      } catch {
        continue;
      }
    }
  }
  return false;
}

/** True while another process (or this one) still has the file open for writing, where the OS can tell. */
export const writerHolds: WriterCheck = (path) => {
  if (process.platform === 'win32') return windowsWriterHolds(path);
  if (process.platform === 'linux') return linuxWriterHolds(path);
  return Promise.resolve(false);
};

/** Opens for reading: the file exists, is a file and we may read it. */
export async function canRead(path: string): Promise<boolean> {
  try {
    const fh = await fsp.open(path, 'r');
    await fh.close();
    return true;
  } catch {
    return false;
  }
}

export type StableOptions = {
  pollMs: number;
  stablePolls: number;
  signal: AbortSignal;
  writerCheck?: WriterCheck;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

const defaultSleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(done, ms);
    function done(): void {
      clearTimeout(t);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * Resolves with the file's stamp once it has been unchanged for `stablePolls` consecutive polls,
 * no writer holds it and it can be opened; null if it vanished or the wait was aborted. Any change
 * (or a writer still present) starts the count again.
 */
export async function waitStable(path: string, o: StableOptions): Promise<FileStamp | null> {
  const sleep = o.sleep ?? defaultSleep;
  const check = o.writerCheck ?? writerHolds;
  let last = await stampOf(path);
  let same = 0;
  while (!o.signal.aborted) {
    if (!last) return null;
    await sleep(o.pollMs, o.signal);
    if (o.signal.aborted) return null;
    const now = await stampOf(path);
    if (!now) return null;
    same = now.size === last.size && now.mtimeMs === last.mtimeMs ? same + 1 : 0;
    last = now;
    if (same >= o.stablePolls) {
      if (!(await check(path)) && (await canRead(path))) return now;
      same = 0;
    }
  }
  return null;
}
