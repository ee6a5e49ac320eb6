import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';

/** The tree's has-attachment marks change when a file of this task arrives: show them again. */
export function useTreeRefreshOnUpload(RWID: string): void {
  const api = useApi();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      api.on('uploads:changed', ({ items }) => {
        if (items.some((i) => i.state === 'done' && i.target.RWID === RWID))
          void queryClient.invalidateQueries({ queryKey: qk.taskAll });
      }),
    [RWID, api, queryClient],
  );
}
