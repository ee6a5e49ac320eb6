// Which links may leave the app for the system browser (shell.openExternal). Pure, so the rule is
// tested without Electron; window-policy.ts applies it.

/** The configured hosts, as the settings service reports them. */
export type LinkHosts = { serverUrl: string; previewHost: string };

export type ExternalLinkDecision =
  { allowed: true; url: string } | { allowed: false; reason: string };

const httpOrigin = (value: string): string | null => {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
};

/**
 * Only http(s) links whose origin is the configured server or preview host go to the browser:
 * anything else (file:, javascript:, custom schemes that start programs, other sites, links
 * carrying a user name or password) is refused. The link is passed on as the parser normalised it.
 */
export function decideExternalLink(url: string, hosts: LinkHosts): ExternalLinkDecision {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { allowed: false, reason: 'not a URL' };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    return { allowed: false, reason: `scheme ${u.protocol}` };
  if (u.username || u.password) return { allowed: false, reason: 'credentials in the link' };
  const allowed = [hosts.serverUrl, hosts.previewHost]
    .map(httpOrigin)
    .filter((o): o is string => o !== null);
  if (!allowed.includes(u.origin)) return { allowed: false, reason: `origin ${u.origin}` };
  return { allowed: true, url: u.href };
}
