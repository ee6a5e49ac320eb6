import { shell, type Session } from 'electron';
import type { Logger } from '../core/logger';
import { cspHeaderFor, originOf } from '../core/security';
import { decideExternalLink, type LinkHosts } from './external-links';
import { permissionAllowed } from './permissions';

// Electron glue of the session's rules; the decisions are pure and unit-tested (core/security.ts,
// permissions.ts, external-links.ts).

/** CSP on the app's own responses only; permissions decided for requests and checks alike. */
export function applySessionPolicy(
  ses: Session,
  appOrigins: readonly string[],
  logger: Logger,
): void {
  ses.webRequest.onHeadersReceived((details, callback) => {
    const csp = cspHeaderFor(details.url, appOrigins);
    // No responseHeaders: the response keeps its own (the preview host's pages).
    if (!csp) return callback({});
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  ses.setPermissionRequestHandler((_wc, permission, callback, details) => {
    const allowed = permissionAllowed(
      { permission, requestingUrl: details.requestingUrl },
      appOrigins,
    );
    if (!allowed)
      logger.warn(
        `permission refused: ${permission} (${originOf(details.requestingUrl ?? '') ?? 'unknown'})`,
      );
    callback(allowed);
  });
  ses.setPermissionCheckHandler((_wc, permission, requestingOrigin, details) =>
    permissionAllowed(
      { permission, requestingUrl: details.requestingUrl ?? requestingOrigin },
      appOrigins,
    ),
  );
  // USB, HID and serial devices: the app talks to recorders as drives, never as devices.
  ses.setDevicePermissionHandler(() => false);
}

/**
 * Opens a link in the system browser when decideExternalLink allows it, else logs the refusal (the
 * reason names the scheme or origin only: a preview link's query may carry a signature).
 */
export function externalLinkOpener(
  hosts: () => Promise<LinkHosts>,
  logger: Logger,
): (url: string) => void {
  return (url) => {
    void hosts()
      .then(async (h) => {
        const decision = decideExternalLink(url, h);
        if (decision.allowed) await shell.openExternal(decision.url);
        else logger.warn(`openExternal refused: ${decision.reason}`);
      })
      .catch((err: unknown) => logger.error('openExternal failed', err));
  };
}
