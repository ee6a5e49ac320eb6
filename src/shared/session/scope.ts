// Which server the officer signs in to, as one key: the configured address, or the embedded
// reference server (its loopback port changes from run to run, so its address cannot be the key).
// Main keys the account database with it (core/settings/connection.ts) and the renderer keys the
// officer's tabs, remembered account name and drafts with it: one rule, so they never disagree.
// The address is kept as saved (settings trim it): changing the rule would move existing account
// databases, and with them the upload queue.

/** The server key of a settings view: its configured `serverUrl`, else 'embedded'. */
export const serverKeyOf = (serverUrl: string): string => serverUrl.trim() || 'embedded';
