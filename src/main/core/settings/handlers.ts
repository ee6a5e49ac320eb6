import type { Connectivity } from '../net/connectivity';
import type { SessionManager } from '../session/session';
import type { ServerConnection } from './connection';
import type { SettingsStore } from './settings';
import type { AreaHandlers } from '../../../shared/contract';
import type { SETTINGS_CHANNELS } from '../../../shared/settings/channels';

export type SettingsHandlerDeps = {
  settings: Pick<SettingsStore, 'get' | 'update'>;
  connection: Pick<ServerConnection, 'connect' | 'view'>;
  session: Pick<SessionManager, 'logout'>;
  net: Pick<Connectivity, 'check'>;
};

/** The settings area's part of the handler map. */
export function settingsHandlers(
  d: SettingsHandlerDeps,
): AreaHandlers<(typeof SETTINGS_CHANNELS)[number]> {
  return {
    'settings:get': async () => d.connection.view(),
    'settings:update': async (req) => {
      const before = d.settings.get().serverUrl;
      const after = d.settings.update(req).serverUrl;
      if (after !== before) {
        // Another server means another account database and another login.
        d.session.logout();
        await d.connection.connect();
        void d.net.check();
      }
      return d.connection.view();
    },
  };
}
