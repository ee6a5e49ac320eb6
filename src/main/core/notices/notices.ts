import type { Handlers } from '../../../shared/contract';
import type { Download } from '../../../shared/common/types';
import { M } from '../../../shared/messages';
import type { EventHub } from '../events';
import type { Logger } from '../logger';

/**
 * Shows an operating-system notification. The desktop glue passes one (Electron's Notification,
 * raised only while no client window has focus: an officer looking at the client already sees the
 * toast); browser mode has none, its page shows the toast and keeps it in the notification centre.
 */
export type NativeNotify = (title: string, body: string) => void;

/** Long jobs whose end is worth a native notification: the officer has usually switched away. */
export const PACKAGE_CHANNELS = ['documents:package', 'attachments:mobilePackage'] as const;

/**
 * Raises native notifications when long jobs finish: the upload queue drained, a dock import
 * finished, a package downloaded. Returns the unsubscribe function.
 */
export function raiseNativeNotices(
  events: EventHub,
  notify: NativeNotify,
  logger: Logger,
): () => void {
  const safe = (title: string, body: string): void => {
    try {
      notify(title, body);
    } catch (err) {
      // A notification that cannot be shown must never fail the job it reports on.
      logger.warn('native notification failed', err);
    }
  };
  return events.subscribe((event, payload) => {
    if (event === 'uploads:drained') {
      const { count } = payload as { count: number };
      safe(M.nativeUploadsTitle, M.uploadDrained(count));
    } else if (event === 'recorder:dockFinished') {
      const d = payload as { imported: number; duplicates: number; errors: number };
      safe(M.nativeImportTitle, M.rcDockFinished(d.imported, d.duplicates, d.errors));
    }
  });
}

/** Wraps the package-download handlers so a finished package raises a native notification. */
export function notifyPackages(handlers: Handlers, notify: NativeNotify, logger: Logger): Handlers {
  const wrapped: Handlers = { ...handlers };
  for (const channel of PACKAGE_CHANNELS) {
    const inner = handlers[channel] as (req: unknown) => Promise<Download>;
    (wrapped as Record<string, unknown>)[channel] = async (req: unknown): Promise<Download> => {
      const done = await inner(req);
      try {
        notify(M.nativePackageTitle, M.nativePackageBody(done.fileName));
      } catch (err) {
        logger.warn('native notification failed', err);
      }
      return done;
    };
  }
  return wrapped;
}
