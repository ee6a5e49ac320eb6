import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { M } from '../../shared/messages';
import { useApi } from '../platform/ApiProvider';
import { useNotify } from '../platform/notify';
import { isUserData } from '../platform/queryKeys';
import type { Api } from '../../shared/contract';

// Whether the client's own back end still answers: main's core, reached over IPC in the desktop
// app and over the loopback bridge in browser mode. `net:changed` only says whether the *server*
// answers, and comes from that back end: when the back end is gone nobody says 在线 is stale. So the
// renderer asks it something cheap now and then, and a silence or a closed bridge means it is gone.

export type BackendTiming = {
  /** Between two probes while the back end answers. */
  everyMs: number;
  /** Between two probes while it does not: a restarted back end is seen quickly. */
  whenDownMs: number;
  /** A probe not answered by then counts as no answer (a hung main process). */
  timeoutMs: number;
};

export const BACKEND_TIMING: BackendTiming = {
  everyMs: 5_000,
  whenDownMs: 2_000,
  timeoutMs: 8_000,
};

/**
 * One probe: true when the back end answered at all. `shell:ping` is answered at once from main's
 * memory (no server, no database), so probing every few seconds costs nothing. An answer that is a refusal still proves the back end is there; only the
 * bridge's own "disconnected", a rejected invoke or no answer in time mean it is gone.
 */
export async function probeBackend(api: Api, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((ok) => (timer = setTimeout(() => ok('late'), timeoutMs)));
  try {
    const r = await Promise.race([api.invoke('shell:ping', undefined), late]);
    if (r === 'late') return false;
    return r.ok || r.error.message !== M.bridgeDisconnected;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const BackendContext = createContext(true);

export function BackendProvider({
  timing = BACKEND_TIMING,
  children,
}: {
  timing?: BackendTiming;
  children: ReactNode;
}): ReactElement {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [up, setUp] = useState(true);
  const wasUp = useRef(true);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async (): Promise<void> => {
      const alive = await probeBackend(api, timing.timeoutMs);
      if (stopped) return;
      if (alive && !wasUp.current) {
        notify(M.backendBack, 'success');
        // Events sent while it was gone were lost: what is on screen is fetched again.
        void queryClient.invalidateQueries({ predicate: isUserData });
      }
      wasUp.current = alive;
      setUp(alive);
      timer = setTimeout(() => void run(), alive ? timing.everyMs : timing.whenDownMs);
    };
    timer = setTimeout(() => void run(), timing.everyMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, notify, queryClient, timing]);

  return <BackendContext.Provider value={up}>{children}</BackendContext.Provider>;
}

/** False while the client's back end does not answer. */
export const useBackendUp = (): boolean => useContext(BackendContext);
