import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

// A small levelled logger: main never writes to the console directly (DESIGN.md §6).

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(write: (line: string) => void, min: LogLevel = 'info'): Logger {
  const log = (level: LogLevel, msg: string, extra?: unknown): void => {
    if (order[level] < order[min]) return;
    const tail =
      extra === undefined
        ? ''
        : ` ${extra instanceof Error ? (extra.stack ?? extra.message) : JSON.stringify(extra)}`;
    write(`${new Date().toISOString()} ${level.toUpperCase()} ${msg}${tail}`);
  };
  return {
    debug: (m, e) => log('debug', m, e),
    info: (m, e) => log('info', m, e),
    warn: (m, e) => log('warn', m, e),
    error: (m, e) => log('error', m, e),
  };
}

export const stderrLogger = (min: LogLevel = 'info'): Logger =>
  createLogger((line) => process.stderr.write(`${line}\n`), min);

export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};

export type RotationOptions = {
  /** A file is rotated before a line would take it past this size. */
  maxBytes?: number;
  /** Old files kept beside the current one: `main.log.1` (newest) … `main.log.<keep>`. */
  keep?: number;
  /** Where a line goes when the file cannot be written (a full or read-only disk). */
  fallback?: (line: string) => void;
};

export const LOG_MAX_BYTES = 5 * 1024 * 1024;
export const LOG_KEEP = 3;

/**
 * A line writer for createLogger that caps the log: at most `maxBytes` per file and `keep` old
 * files, so main's log never grows without bound on an officer's machine that runs for months.
 * Synchronous on purpose: the last lines before a crash must be on disk. A write that fails goes to
 * `fallback` instead of throwing, since logging must never stop the app.
 */
export function rotatingFileWriter(
  file: string,
  opts: RotationOptions = {},
): (line: string) => void {
  const maxBytes = opts.maxBytes ?? LOG_MAX_BYTES;
  const keep = opts.keep ?? LOG_KEEP;
  let size: number | null = null;
  const currentSize = (): number => {
    try {
      return statSync(file).size;
    } catch {
      return 0;
    }
  };
  const rotate = (): void => {
    rmSync(`${file}.${keep}`, { force: true });
    for (let i = keep - 1; i >= 1; i--) {
      try {
        renameSync(`${file}.${i}`, `${file}.${i + 1}`);
      } catch {
        // That generation does not exist yet.
      }
    }
    if (keep > 0) renameSync(file, `${file}.1`);
    else rmSync(file, { force: true });
  };
  return (line) => {
    const text = `${line}\n`;
    const bytes = Buffer.byteLength(text);
    try {
      // Measured once, then counted: another process (a second instance) writing the same file
      // is refused by the single-instance lock.
      if (size === null) {
        mkdirSync(dirname(file), { recursive: true });
        size = currentSize();
      }
      if (size > 0 && size + bytes > maxBytes) {
        rotate();
        size = 0;
      }
      appendFileSync(file, text);
      size += bytes;
    } catch {
      size = null;
      opts.fallback?.(line);
    }
  };
}
