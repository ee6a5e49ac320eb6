import { ipcMain, type WebContents } from 'electron';
import { dispatch } from '../core/dispatch';
import type { EventHub } from '../core/events';
import type { Logger } from '../core/logger';
import { isTrustedFrame, type FrameLike } from '../core/security';
import { CHANNELS, type Handlers } from '../../shared/contract';
import { FILES_DROPPED_CHANNEL } from '../../shared/files/channels';

export function registerIpc(
  handlers: Handlers,
  events: EventHub,
  isAppUrl: (url: string) => boolean,
  logger: Logger,
): (wc: WebContents) => void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, async (event, arg: unknown) => {
      if (!isTrustedFrame(event.senderFrame, isAppUrl)) {
        logger.warn(`ipc: refused ${channel} from ${event.senderFrame?.url ?? 'unknown frame'}`);
        return { ok: false, error: { kind: 'invalid', message: '调用来源不受信任' } };
      }
      return dispatch(handlers, channel, arg, logger);
    });
  }
  // Returns the function that attaches a window to the event stream.
  return (wc) => {
    const unsubscribe = events.subscribe((event, payload) => {
      if (!wc.isDestroyed()) wc.send(event, payload);
    });
    wc.once('destroyed', unsubscribe);
  };
}

/**
 * The one channel only the preload calls (dropped files' paths, core/files/dropped.ts): not in
 * CHANNELS, so the page's `api.invoke` cannot reach it; the handler checks the sender itself.
 */
export function registerDroppedFiles(
  handle: (frame: FrameLike, arg: unknown) => Promise<unknown>,
): void {
  ipcMain.handle(FILES_DROPPED_CHANNEL, (event, arg: unknown) => handle(event.senderFrame, arg));
}
