import { originOf } from '../core/security';

// Web permissions (camera, clipboard, notifications, …), decided once for both of Electron's
// handlers: setPermissionRequestHandler (a page asks) and setPermissionCheckHandler (a page or
// Chromium checks quietly, e.g. navigator.permissions.query or the clipboard API). Pure, so the
// rule is tested without Electron.

/**
 * What the app needs, from its own pages only:
 * - fullscreen: the law-enforcement videos (the <video> controls' full-screen button);
 * - local-network-access, local-network, loopback-network (Chromium's Local Network Access): the
 *   page shows images, videos and previews from the province server on the internal network, or
 *   from the embedded server on 127.0.0.1; Chromium asks before a page reaches those addresses;
 * - clipboard-sanitized-write: 复制链接 of an electronic service copies the service link
 *   (features/service; writing plain text only: the app never reads the clipboard).
 * Nothing else: the app reads nothing from the clipboard, records nothing,
 * sends no web notifications (the upload centre and the frame tell the officer), opens no external
 * protocols, and the preview host's pages need no permission at all.
 */
export const APP_PERMISSIONS: ReadonlySet<string> = new Set([
  'fullscreen',
  'local-network-access',
  'local-network',
  'loopback-network',
  'clipboard-sanitized-write',
]);

/** Electron's permission names differ slightly between the two handlers; both reach here. */
export type PermissionQuery = {
  permission: string;
  /** The page or frame that asks: requestingUrl, or the check handler's requestingOrigin. */
  requestingUrl: string | undefined;
};

/** Allowed only when the app needs the permission and the asker is one of the app's origins. */
export function permissionAllowed(q: PermissionQuery, appOrigins: readonly string[]): boolean {
  if (!APP_PERMISSIONS.has(q.permission) || !q.requestingUrl) return false;
  const origin = originOf(q.requestingUrl);
  return origin !== null && appOrigins.includes(origin);
}
