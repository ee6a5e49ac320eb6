import { createWriteStream, mkdirSync, renameSync, statSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Core, CoreOptions } from '../core/app';
import { AppError } from '../core/errors';
import { createLogger, type LogLevel, type Logger } from '../core/logger';
import { startBridge, type RunningBridge } from './bridge-server';
import { serveStartupFailure } from './failure-page';
import { M } from '../../shared/messages';

// Browser mode's start-up, apart from the command line (cli.ts) so tests can run it: the core and
// the bridge, or, when either fails, a page on the same port that says why and where the log is.

export type BrowserModeOptions = {
  profileDir: string;
  rendererDir: string;
  port: number;
  logger: Logger;
  /** Where the log is, in the officer's words (shown on the failure page). */
  logHint: string;
  version?: string;
  /** createCore, or a test's stand-in. */
  createCore: (opts: CoreOptions) => Promise<Core>;
};

export type BrowserMode =
  | { ok: true; url: string; bridge: RunningBridge; close(): Promise<void> }
  | { ok: false; url: string; message: string; close(): Promise<void> };

/** The officer's text for a start-up failure: an AppError's own message, else the reason. */
export function startupMessage(err: unknown): string {
  if (err instanceof AppError) return err.message;
  return M.startupFailedDetail(err instanceof Error ? err.message : String(err));
}

export async function startBrowserMode(o: BrowserModeOptions): Promise<BrowserMode> {
  let core: Core | null = null;
  try {
    mkdirSync(o.profileDir, { recursive: true });
    core = await o.createCore({ profileDir: o.profileDir, logger: o.logger, version: o.version });
    const bridge = await startBridge({
      handlers: core.handlers,
      events: core.events,
      rendererDir: o.rendererDir,
      port: o.port,
      logger: o.logger,
      // No native dialog in a browser: the page streams chosen files here and enqueues their refs.
      stageFile: core.stageFile,
    });
    const started = core;
    return {
      ok: true,
      url: bridge.url,
      bridge,
      close: async () => {
        await bridge.close();
        await started.dispose();
      },
    };
  } catch (err) {
    o.logger.error('browser mode failed to start', err);
    const message = startupMessage(err);
    await core?.dispose().catch((e: unknown) => o.logger.warn('core dispose failed', e));
    const page = await serveStartupFailure({
      port: o.port,
      message,
      logHint: o.logHint,
      logger: o.logger,
    });
    return { ok: false, url: page.url, message, close: page.close };
  }
}

const LOG_CAP_BYTES = 5 * 1024 * 1024;

/**
 * Browser mode's log: stderr and `<profile>/logs/browser.log` (the previous one kept as
 * browser.log.1 once it passes 5 MB at start-up). Returns the logger and the file's path.
 */
export function browserLogger(
  profileDir: string,
  min: LogLevel,
): { logger: Logger; file: string; stream: WriteStream | null } {
  const dir = join(profileDir, 'logs');
  const file = join(dir, 'browser.log');
  let stream: WriteStream | null = null;
  try {
    mkdirSync(dir, { recursive: true });
    try {
      if (statSync(file).size > LOG_CAP_BYTES) renameSync(file, `${file}.1`);
    } catch {
      // no log yet
    }
    stream = createWriteStream(file, { flags: 'a' });
    // A log that cannot be written (a full disk) must not take the process down with it.
    stream.on('error', () => {
      stream = null;
    });
  } catch {
    stream = null;
  }
  const logger = createLogger((line) => {
    process.stderr.write(`${line}\n`);
    stream?.write(`${line}\n`);
  }, min);
  return { logger, file, stream };
}
