import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useCall } from './ApiProvider';
import { errorMessage } from './errors';
import { useNotify } from './notify';
import { isUserData } from './queryKeys';
import { useLeaveGuard } from './unsaved';
import type { SessionInfo } from '../../shared/session/contract';

type SessionState = {
  session: SessionInfo | null;
  /** After a successful `session:login`. */
  signedIn(session: SessionInfo): void;
  /**
   * Signs out, after asking when any tab holds unsaved work (nothing happens if the officer keeps
   * editing). `unsavedConfirmed`: the caller already asked (a server change asks before saving).
   */
  logout(options?: LogoutOptions): Promise<void>;
};

export type LogoutOptions = { unsavedConfirmed?: boolean };

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({
  initial,
  children,
}: {
  initial: SessionInfo | null;
  children: ReactNode;
}): ReactElement {
  const [session, setSession] = useState(initial);
  const queryClient = useQueryClient();
  const call = useCall();
  const notify = useNotify();
  const { confirmLeave } = useLeaveGuard();

  const signedIn = useCallback(
    (next: SessionInfo) => {
      // Another account may sign in on this machine: nothing of the previous one may show.
      if (session && session.account !== next.account)
        queryClient.removeQueries({ predicate: isUserData });
      setSession(next);
    },
    [queryClient, session],
  );

  const logout = useCallback(
    async (options?: LogoutOptions) => {
      if (!options?.unsavedConfirmed && !(await confirmLeave('all'))) return;
      try {
        await call('session:logout', undefined);
      } catch (e) {
        // Signing out locally still happens: the officer asked to leave, and the token is main's to drop.
        notify(errorMessage(e), 'error');
      }
      queryClient.removeQueries({ predicate: isUserData });
      // The officer's tabs stay stored under their own scope: they come back at their next sign-in
      // and never show for anyone else (tabs.ts).
      setSession(null);
    },
    [call, confirmLeave, notify, queryClient],
  );

  const value = useMemo(() => ({ session, signedIn, logout }), [session, signedIn, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSessionState(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('SessionProvider is missing');
  return ctx;
}

/** The signed-in officer, or null outside a session (a dialog drawn on its own in a test). */
export function useOptionalSession(): SessionInfo | null {
  return useContext(SessionContext)?.session ?? null;
}

/** The signed-in officer; only valid inside the frame (after login). */
export function useSession(): SessionInfo {
  const { session } = useSessionState();
  if (!session) throw new Error('No session');
  return session;
}

/** What the renderer keeps per officer is stored under this: main's scope, else tenant and account. */
export const sessionScope = (s: Pick<SessionInfo, 'scope' | 'tenantId' | 'account'>): string =>
  s.scope ?? `${s.tenantId}:${s.account}`;
