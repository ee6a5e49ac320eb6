import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import type {
  RecorderSettingsUpdate,
  RecorderSettingsView,
} from '../../../shared/recorder/contract';

// Under 'settings' (not user data): the dock folders belong to the workstation, not the account.
export const recorderSettingsKey = ['settings', 'recorder'] as const;

export function useRecorderSettings(): UseQueryResult<RecorderSettingsView> {
  const call = useCall();
  return useQuery({
    queryKey: recorderSettingsKey,
    queryFn: () => call('recorder:settings', undefined),
    staleTime: Infinity,
  });
}

export function useSaveRecorderSettings(): UseMutationResult<
  RecorderSettingsView,
  Error,
  RecorderSettingsUpdate
> {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: RecorderSettingsUpdate) => call('recorder:saveSettings', req),
    onSuccess: (view) => {
      queryClient.setQueryData(recorderSettingsKey, view);
      // The import centre's docks follow the new folders.
      void queryClient.invalidateQueries({ queryKey: ['recorder'] });
    },
  });
}

/** The native folder dialog; `opened: false` (browser mode) asks the officer to type the path. */
export function usePickFolder(): UseMutationResult<
  { opened: boolean; path: string | null },
  Error,
  void
> {
  const call = useCall();
  return useMutation({ mutationFn: () => call('recorder:pickFolder', undefined) });
}
