import { AppError } from '../core/errors';
import { M } from '../../shared/messages';

// What the officer reads when the desktop app cannot start (item 8 of issue 12: never nothing).
// Pure, so it is tested without Electron; failure-window.ts shows it.

/** The renderer's files are missing or could not be loaded (a damaged installation). */
export class RendererLoadError extends Error {
  constructor(detail: string) {
    super(`renderer could not be loaded: ${detail}`);
    this.name = 'RendererLoadError';
  }
}

export type StartupFailureText = {
  title: string;
  /** The first line of the box: what happened, in Chinese. */
  message: string;
  /** Where the log is and what to do next. */
  detail: string;
  /** [quit, open the log's folder] */
  buttons: [string, string];
};

const CJK = /[\u3400-\u9fff]/;

/**
 * The officer's text for a start-up failure. An AppError carries a message written for the officer
 * (the database helpers' "无法打开本机数据库…", for one); so does any error already in Chinese.
 * Framework text in English never reaches the box: the officer reads a plain sentence and where the
 * log is, and the log holds the stack.
 */
export function startupFailureText(err: unknown, logFile: string): StartupFailureText {
  const reason =
    err instanceof RendererLoadError
      ? M.startupRendererMissing
      : err instanceof AppError || (err instanceof Error && CJK.test(err.message))
        ? err.message
        : M.startupFailedUnknown;
  return {
    title: M.startupFailed,
    message: `${M.startupFailedMessage}\n${reason}`,
    detail: `${M.startupSeeLog(logFile)}\n${M.startupFailedAdvice}`,
    buttons: [M.startupFailedQuit, M.startupFailedOpenLog],
  };
}

/** The same text in one block, for dialog.showErrorBox (no buttons, no detail line). */
export function errorBoxContent(text: StartupFailureText): string {
  return `${text.message}\n\n${text.detail}`;
}
