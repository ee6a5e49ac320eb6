// Which server the officer signs in to, as one key: the configured address, or the embedded
// reference server (its loopback port changes from run to run, so its address cannot be the key).
// The same rule as main's connection key (core/settings/connection.ts).

/** The server key of a settings view: its configured `serverUrl`, else 'embedded'. */
export const serverKeyOf = (serverUrl: string): string =>
  serverUrl.trim().replace(/\/+$/, '').toLowerCase() || 'embedded';
