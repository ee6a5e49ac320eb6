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
