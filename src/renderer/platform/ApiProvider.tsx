import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  type ReactElement,
  type ReactNode,
} from 'react';
import { call, getApi } from './api';
import type { Api, Channel, Request, Response } from '../../shared/contract';

// Components reach the contract through this context so tests can hand in an in-memory Api.
const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api?: Api; children: ReactNode }): ReactElement {
  const value = useMemo(() => api ?? getApi(), [api]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  return api ?? getApi();
}

export type CallFn = <C extends Channel>(channel: C, req: Request<C>) => Promise<Response<C>>;

/** `call` bound to the context's Api. */
export function useCall(): CallFn {
  const api = useApi();
  return useCallback<CallFn>((channel, req) => call(channel, req, api), [api]);
}
