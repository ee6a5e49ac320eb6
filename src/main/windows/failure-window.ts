import { app, dialog, shell } from 'electron';
import type { Logger } from '../core/logger';
import { errorBoxContent, startupFailureText } from './startup-failure';

// The start-up failure window: a native message box (it needs no renderer, which may be what
// failed), falling back to showErrorBox, which works even before the app is ready.

/** Logs the failure, shows the officer what happened and where the log is, then exits. */
export async function showStartupFailure(
  err: unknown,
  logFile: string,
  logger: Logger,
): Promise<void> {
  logger.error('start-up failed', err);
  const text = startupFailureText(err, logFile);
  try {
    if (!app.isReady()) throw new Error('dialogs other than showErrorBox need a ready app');
    const { response } = await dialog.showMessageBox({
      type: 'error',
      title: text.title,
      message: text.message,
      detail: text.detail,
      buttons: text.buttons,
      defaultId: 0,
      cancelId: 0,
      noLink: true,
    });
    if (response === 1) shell.showItemInFolder(logFile);
  } catch {
    dialog.showErrorBox(text.title, errorBoxContent(text));
  }
}
