import type { Connectivity } from '../net/connectivity';
import type { SessionManager } from '../session/session';
import type { AreaHandlers } from '../../../shared/contract';
import type { SHELL_CHANNELS } from '../../../shared/shell/channels';
import type { Bootstrap } from '../../../shared/shell/contract';
import type { SettingsView } from '../../../shared/settings/contract';

export type ShellDeps = {
  version: string;
  settingsView: () => SettingsView;
  session: Pick<SessionManager, 'current'>;
  net: Pick<Connectivity, 'status'>;
  /** Opens a document page in a window of its own (desktop app); absent in browser mode. */
  openWindow?: (path: string) => boolean;
};

/** The shell area's part of the handler map: what the frame needs at startup, document windows. */
export function shellHandlers(d: ShellDeps): AreaHandlers<(typeof SHELL_CHANNELS)[number]> {
  return {
    'shell:bootstrap': async (): Promise<Bootstrap> => ({
      version: d.version,
      settings: d.settingsView(),
      session: d.session.current()?.info ?? null,
      net: d.net.status(),
    }),
    'shell:openWindow': async (req) => ({ opened: d.openWindow ? d.openWindow(req.path) : false }),
  };
}
