import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from './ApiProvider';
import { isUserData } from './queryKeys';

/** A write in any window (a document saved in its own window, say) refreshes what this one shows. */
export function useDataChangedRefresh(): void {
  const api = useApi();
  const queryClient = useQueryClient();
  // The window that made the change has usually started its own refetch already: join it
  // (cancelRefetch false) instead of cancelling it and asking the server twice.
  useEffect(
    () =>
      api.on(
        'shell:dataChanged',
        () =>
          void queryClient.invalidateQueries({ predicate: isUserData }, { cancelRefetch: false }),
      ),
    [api, queryClient],
  );
}
