import { createBridgeApi } from './bridge';
import { AppError } from './errors';
import type { Api, Channel, Request, Response } from '../../shared/contract';

export { AppError } from './errors';

const TOKEN_KEY = 'xfjd.bridgeToken';

type Loc = Pick<Location, 'search' | 'hash' | 'pathname' | 'host'>;

/**
 * Browser mode hands the page a one-time token in `?token=`. Keep it for this tab's session (a
 * reload must still connect) but take it out of the address bar so it is not copied or bookmarked.
 */
export function takeBridgeToken(
  loc: Loc = location,
  store: Storage = sessionStorage,
  hist: History = history,
): string | null {
  const params = new URLSearchParams(loc.search);
  const fromUrl = params.get('token');
  if (fromUrl) {
    store.setItem(TOKEN_KEY, fromUrl);
    params.delete('token');
    const rest = params.toString();
    hist.replaceState(hist.state, '', `${loc.pathname}${rest ? `?${rest}` : ''}${loc.hash}`);
    return fromUrl;
  }
  return store.getItem(TOKEN_KEY);
}

/**
 * Browser mode opened without its token (a bare address typed or bookmarked): the bridge would
 * refuse every connection, so the page says how to open it instead of retrying for ever.
 */
export const missingBridgeToken = (loc: Loc = location, store: Storage = sessionStorage): boolean =>
  !window.api && takeBridgeToken(loc, store) === null;

/** The browser-mode bridge token of this tab (null under Electron): the staging endpoint needs it too. */
export const getBridgeToken = (store: Storage = sessionStorage): string | null =>
  store.getItem(TOKEN_KEY);

export const bridgeUrl = (host: string, token: string | null): string =>
  `ws://${host}/bridge?token=${encodeURIComponent(token ?? '')}`;

let browserApi: Api | null = null;

/** `window.api` under Electron (preload); otherwise the WebSocket bridge of browser mode. */
export function getApi(): Api {
  if (window.api) return window.api;
  if (!browserApi)
    browserApi = createBridgeApi({ url: bridgeUrl(location.host, takeBridgeToken()) });
  return browserApi;
}

/** Invokes a channel and unwraps the result; `ok:false` becomes a thrown {@link AppError}. */
export async function call<C extends Channel>(
  channel: C,
  req: Request<C>,
  api: Api = getApi(),
): Promise<Response<C>> {
  let result;
  try {
    result = await api.invoke(channel, req);
  } catch (e) {
    // The preload or bridge itself failed (not a handled error): still a readable failure.
    throw new AppError({
      kind: 'internal',
      message: e instanceof Error && e.message ? e.message : String(e),
    });
  }
  if (!result.ok) throw new AppError(result.error);
  return result.value;
}
