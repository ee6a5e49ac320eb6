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
import { useApi } from './ApiProvider';
import { useNotify } from './notify';
import { isUserData } from './queryKeys';
import type { NetStatus } from '../../shared/net/contract';

const NetContext = createContext<NetStatus>({ online: true, since: 0 });

export function NetProvider({
  initial,
  children,
}: {
  initial: NetStatus;
  children: ReactNode;
}): ReactElement {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [net, setNet] = useState(initial);
  const wasOnline = useRef(initial.online);

  useEffect(
    () =>
      api.on('net:changed', (status) => {
        setNet(status);
        if (status.online && !wasOnline.current) {
          notify(M.backOnline, 'success');
          // Screens showing cached data fetch fresh data now that the server is reachable.
          void queryClient.invalidateQueries({ predicate: isUserData });
        }
        wasOnline.current = status.online;
      }),
    [api, notify, queryClient],
  );

  return <NetContext.Provider value={net}>{children}</NetContext.Provider>;
}

export const useNet = (): NetStatus => useContext(NetContext);
