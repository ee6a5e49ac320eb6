import { useCallback } from 'react';
import { useCall } from './ApiProvider';
import { useRouter } from './router';

/**
 * Document pages open in a window of their own in the desktop app; where main cannot (browser
 * mode) or the request fails, they open as a tab of this window.
 */
export function useOpenDocument(): (path: string) => Promise<void> {
  const call = useCall();
  const { navigate } = useRouter();
  return useCallback(
    async (path: string) => {
      const r = await call('shell:openWindow', { path }).catch(() => ({ opened: false }));
      if (!r.opened) navigate(path);
    },
    [call, navigate],
  );
}
