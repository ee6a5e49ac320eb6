import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Channel, Handlers, Response } from '../../../shared/contract';
import type { Download, SavedFileRef } from '../../../shared/common/types';
import { M } from '../../../shared/messages';
import { AppError } from '../errors';
import type { Logger } from '../logger';

// The files main saved this session, so a finished download's toast can offer 打开 and
// 在文件夹中显示. The renderer only ever holds a random ref: it can have main open what main itself
// saved, never a path it names (a compromised page must not be able to run C:\Windows\…).

/**
 * What the desktop glue lends core to hand a file to the operating system; Electron's `shell`
 * fits as it is. Plain Node (browser mode, tests) has none, and then no ref is given out.
 */
export interface FileOpener {
  /** Opens the file with its associated program; resolves '' or the reason it could not. */
  openPath(path: string): Promise<string>;
  /** Opens its folder with the file selected. */
  showItemInFolder(path: string): void;
}

// Opening one of these runs it. A download is never run from the client: shown in its folder only,
// where Windows' own warnings apply if the officer insists.
const RUNNABLE = new Set(
  (
    'exe com scr pif cpl msi msp mst msc bat cmd ps1 psm1 psd1 ps1xml psc1 vbs vbe js jse mjs ' +
    'wsf wsh ws sct hta jar reg inf lnk url scf application appref-ms gadget dll sys ocx chm ' +
    'hlp vb vbscript sh py pyw pl rb'
  ).split(' '),
);

/** Whether opening the file would run it (a program, a script, a shortcut); case and trailing dots ignored. */
export function isRunnable(fileName: string): boolean {
  // Windows drops trailing dots and spaces, so 'a.exe. ' would still start a.exe.
  const name = basename(fileName).replace(/[\s.]+$/, '');
  return RUNNABLE.has(extname(name).slice(1).toLowerCase());
}

/** A session's memory of saved files by ref; the oldest are forgotten past `max`. */
export class SavedFiles {
  private readonly paths = new Map<string, string>();

  constructor(
    private readonly opener: FileOpener,
    private readonly logger: Logger,
    private readonly max = 500,
  ) {}

  /** Remembers a saved file and gives the renderer its ref. */
  register(path: string): SavedFileRef {
    const ref = randomBytes(16).toString('hex');
    this.paths.set(ref, path);
    if (this.paths.size > this.max) {
      const [oldest] = this.paths.keys();
      this.paths.delete(oldest);
    }
    return { ref, canOpen: !isRunnable(path) };
  }

  /** Opens the file with its program; refuses unknown refs, vanished files and programs. */
  async open(ref: string): Promise<void> {
    const path = await this.existing(ref);
    if (isRunnable(path)) throw new AppError('invalid', M.downloadNotOpened);
    const reason = await this.opener.openPath(path);
    if (reason) {
      this.logger.warn(`could not open ${path}: ${reason}`);
      throw new AppError('invalid', M.downloadOpenFailed);
    }
  }

  /** Shows the file selected in its folder (Explorer). */
  async reveal(ref: string): Promise<void> {
    this.opener.showItemInFolder(await this.existing(ref));
  }

  private async existing(ref: string): Promise<string> {
    const path = this.paths.get(ref);
    if (path === undefined) throw new AppError('invalid', M.downloadUnknown);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) throw new AppError('invalid', M.downloadGone);
    return path;
  }
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DownloadChannel = { [C in Channel]: Response<C> extends Download ? C : never }[Channel];

/** Every channel that answers with a saved file. */
export const DOWNLOAD_CHANNELS = [
  'documents:download',
  'documents:package',
  'attachments:download',
  'attachments:mobilePackage',
  'actions:downloadLicence',
  'recorder:exportCustody',
  'tasks:export',
  'stamping:download',
] as const;
// A new channel answering a Download that is missing above fails to compile here.
const allListed: Same<DownloadChannel, (typeof DOWNLOAD_CHANNELS)[number]> = true;
void allListed;

/** Wraps the download handlers so each saved file comes back with its ref. */
export function withSavedFileRefs(handlers: Handlers, saved: SavedFiles): Handlers {
  const wrapped: Handlers = { ...handlers };
  for (const channel of DOWNLOAD_CHANNELS) {
    const inner = handlers[channel] as (req: unknown) => Promise<Download>;
    (wrapped as Record<string, unknown>)[channel] = async (req: unknown): Promise<Download> => {
      const done = await inner(req);
      return { ...done, file: saved.register(done.savedTo) };
    };
  }
  return wrapped;
}
