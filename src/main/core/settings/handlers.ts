import type { Connectivity } from '../net/connectivity';
import type { SessionManager } from '../session/session';
import type { ServerConnection } from './connection';
import type { SettingsStore } from './settings';
import type { AreaHandlers } from '../../../shared/contract';
import type { SETTINGS_CHANNELS } from '../../../shared/settings/channels';
import { isInsecureServerUrl } from '../../../shared/settings/rules';
import { InvalidArgumentError } from '../errors';
import { M } from '../../../shared/messages';

export type SettingsHandlerDeps = {
  settings: Pick<SettingsStore, 'get' | 'update' | 'machineOptions'>;
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
      // Refused before anything changes: the password and tokens would travel in the clear.
      if (
        req.serverUrl.trim() !== before &&
        isInsecureServerUrl(req.serverUrl) &&
        !d.settings.machineOptions().allowInsecureHttp
      )
        throw new InvalidArgumentError(M.settingsInsecureHttp);
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
