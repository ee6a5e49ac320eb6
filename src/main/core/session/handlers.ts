import type { SettingsStore } from '../settings/settings';
import type { SessionManager } from './session';
import type { AreaHandlers } from '../../../shared/contract';
import type { SESSION_CHANNELS } from '../../../shared/session/channels';

export type SessionHandlerDeps = {
  session: Pick<SessionManager, 'login' | 'logout' | 'captcha'>;
  /** The login form offers the last tenant next time. */
  settings: Pick<SettingsStore, 'rememberTenant' | 'get'>;
};

/** The session area's part of the handler map. */
export function sessionHandlers(
  d: SessionHandlerDeps,
): AreaHandlers<(typeof SESSION_CHANNELS)[number]> {
  return {
    'session:login': async (req) => {
      const info = await d.session.login(req);
      d.settings.rememberTenant(req.tenantId);
      return info;
    },
    'session:logout': async () => {
      d.session.logout();
      return null;
    },
    // The captcha is not a tenant's; the Tenant-Id header carries the last one, as Saber's does.
    'session:captcha': async () => d.session.captcha(d.settings.get().tenantId),
  };
}
