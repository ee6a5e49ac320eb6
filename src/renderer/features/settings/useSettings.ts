import {
  useMutation,
  useQuery,
  useQueryClient,
  type DefinedUseQueryResult,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import { useBootstrap } from '../../platform/bootstrap';
import { qk } from '../../platform/queryKeys';
import type { SettingsUpdate, SettingsView } from '../../../shared/settings/contract';

/** Settings as main reported them at startup, refreshed only by our own updates (nothing else writes them). */
export function useSettings(): DefinedUseQueryResult<SettingsView> {
  const call = useCall();
  const boot = useBootstrap();
  return useQuery({
    queryKey: qk.settings,
    queryFn: () => call('settings:get', undefined),
    initialData: boot.settings,
    staleTime: Infinity,
  });
}

export function useUpdateSettings(): UseMutationResult<SettingsView, Error, SettingsUpdate> {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: SettingsUpdate) => call('settings:update', req),
    onSuccess: (view) => queryClient.setQueryData(qk.settings, view),
  });
}
