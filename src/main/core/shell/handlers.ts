import { AppError } from '../errors';
import type { SavedFiles } from '../downloads/saved-files';
import type { Connectivity } from '../net/connectivity';
import type { SessionManager } from '../session/session';
import type { AreaHandlers } from '../../../shared/contract';
import type { SHELL_CHANNELS } from '../../../shared/shell/channels';
import type { Bootstrap } from '../../../shared/shell/contract';
import type { SettingsView } from '../../../shared/settings/contract';
import { M } from '../../../shared/messages';

export type ShellDeps = {
  version: string;
  settingsView: () => SettingsView;
  session: Pick<SessionManager, 'current'>;
  net: Pick<Connectivity, 'status'>;
  /** Opens a document page in a window of its own (desktop app); absent in browser mode. */
  openWindow?: (path: string) => boolean;
  /** Files saved this session, opened through the OS (desktop app); absent in browser mode. */
  saved?: Pick<SavedFiles, 'open' | 'reveal'>;
};

function savedFiles(d: ShellDeps): NonNullable<ShellDeps['saved']> {
  // Browser mode hands out no refs, so only a page that made one up gets here.
  if (!d.saved) throw new AppError('invalid', M.downloadNoShell);
  return d.saved;
}

/**
 * The shell area's part of the handler map: what the frame needs at startup, the back-end probe,
 * document windows, and opening files the client saved.
 */
export function shellHandlers(d: ShellDeps): AreaHandlers<(typeof SHELL_CHANNELS)[number]> {
  return {
    'shell:bootstrap': async (): Promise<Bootstrap> => ({
      version: d.version,
      settings: d.settingsView(),
      session: d.session.current()?.info ?? null,
      net: d.net.status(),
    }),
    'shell:openWindow': async (req) => ({ opened: d.openWindow ? d.openWindow(req.path) : false }),
    // The renderer's back-end probe, every few seconds: memory only, never the server or the DB.
    'shell:ping': async () => 'pong',
    'shell:openDownload': async (req) => {
      await savedFiles(d).open(req.ref);
      return null;
    },
    'shell:revealDownload': async (req) => {
      await savedFiles(d).reveal(req.ref);
      return null;
    },
  };
}
