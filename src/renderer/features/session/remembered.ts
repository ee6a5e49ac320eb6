import { serverKeyOf } from '../../../shared/session/scope';

// The last account that signed in to a server is offered on the login page next time (tenant and
// account name only, never the password), as BladeX's web login and most desktop clients do.

export type RememberedAccount = { tenantId: string; account: string };

const KEY_PREFIX = 'xfjd.lastAccount:';

export const rememberedKey = (serverUrl: string): string =>
  `${KEY_PREFIX}${serverKeyOf(serverUrl)}`;

/** The account that last signed in to this server here, or null. */
export function recallAccount(
  serverUrl: string,
  store: Storage = localStorage,
): RememberedAccount | null {
  try {
    const v = JSON.parse(store.getItem(rememberedKey(serverUrl)) ?? 'null') as unknown;
    if (!v || typeof v !== 'object') return null;
    const { tenantId, account } = v as Record<string, unknown>;
    return typeof tenantId === 'string' && typeof account === 'string' && account
      ? { tenantId, account }
      : null;
  } catch {
    return null;
  }
}

export function rememberAccount(
  serverUrl: string,
  who: RememberedAccount,
  store: Storage = localStorage,
): void {
  try {
    // Only these two fields: whatever else the caller holds (a password) is never written.
    store.setItem(
      rememberedKey(serverUrl),
      JSON.stringify({ tenantId: who.tenantId, account: who.account }),
    );
  } catch {
    // Storage disabled: the officer types the account name again.
  }
}
