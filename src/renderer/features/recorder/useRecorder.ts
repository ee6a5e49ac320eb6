import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi, useCall } from '../../platform/ApiProvider';
import type {
  CustodyCheck,
  RecorderImport,
  RecorderStatus,
} from '../../../shared/recorder/contract';
import type { Download } from '../../../shared/common/types';
import type { UploadItem } from '../../../shared/uploads/contract';
import type { UploadState } from '../../../shared/uploads/queue-rules';

/** How many imports the history shows (newest first, as main answers them). */
export const IMPORT_LIMIT = 200;
/** Upload progress arrives a few times a second; the history asks main again at most this often. */
export const IMPORTS_THROTTLE_MS = 1000;

export const recorderKeys = {
  all: ['recorder'] as const,
  status: ['recorder', 'status'] as const,
  imports: ['recorder', 'imports', IMPORT_LIMIT] as const,
};

/** Files the officer still waits for: found, queued, copying or being checked. */
export const ACTIVE_FILE_STATES: ReadonlySet<RecorderStatus['files'][number]['state']> = new Set([
  'waiting-stable',
  'queued',
  'copying',
  'probing',
]);

export const activeCount = (status: RecorderStatus | undefined): number =>
  status ? status.files.filter((f) => ACTIVE_FILE_STATES.has(f.state)).length : 0;

/** The import centre's view (docks and this session's files), kept in step by recorder:changed. */
export function useRecorderStatus(): UseQueryResult<RecorderStatus> {
  const call = useCall();
  return useQuery({
    queryKey: recorderKeys.status,
    queryFn: () => call('recorder:status', undefined),
    staleTime: Infinity,
  });
}

/** The account's import history with where each upload stands. */
export function useRecorderImports(enabled = true): UseQueryResult<RecorderImport[]> {
  const call = useCall();
  return useQuery({
    queryKey: recorderKeys.imports,
    queryFn: () => call('recorder:imports', { limit: IMPORT_LIMIT }),
    enabled,
  });
}

/** A function that runs at most once per `ms`, the last call of a burst always running (trailing). */
export function throttle(fn: () => void, ms: number): { run(): void; cancel(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = (): void => {
    timer = null;
    last = Date.now();
    fn();
  };
  return {
    run: () => {
      if (timer) return;
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

const isRecorderUpload = (i: UploadItem): boolean =>
  i.target.recorder !== undefined || i.target.businessType === 'zfjly';

/**
 * Follows main while the officer is signed in: recorder:changed replaces the status; a settled
 * file or an upload of an import changing state makes the history ask again (throttled). Progress
 * alone does not: the history shows states, the percentage comes from the upload store.
 */
/** `onDockFinished` should be stable (useCallback): a new one re-subscribes. */
export function useRecorderLive(
  onDockFinished: (d: { imported: number; duplicates: number; errors: number }) => void,
): void {
  const api = useApi();
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = throttle(
      () => void queryClient.invalidateQueries({ queryKey: recorderKeys.imports }),
      IMPORTS_THROTTLE_MS,
    );
    const fileStates = new Map<string, string>();
    const uploadStates = new Map<string, UploadState>();
    const offChanged = api.on('recorder:changed', (status) => {
      queryClient.setQueryData(recorderKeys.status, status);
      let moved = false;
      for (const f of status.files) {
        if (fileStates.get(f.path) !== f.state) moved = true;
        fileStates.set(f.path, f.state);
      }
      if (moved) refresh.run();
    });
    const offUploads = api.on('uploads:changed', ({ items }) => {
      let moved = false;
      for (const i of items.filter(isRecorderUpload)) {
        if (uploadStates.get(i.id) !== i.state) moved = true;
        uploadStates.set(i.id, i.state);
      }
      if (moved) refresh.run();
    });
    const offFinished = api.on('recorder:dockFinished', (d) => {
      onDockFinished(d);
      refresh.run();
    });
    return () => {
      offChanged();
      offUploads();
      offFinished();
      refresh.cancel();
    };
  }, [api, queryClient, onDockFinished]);
}

export function useAssignOfficer(): UseMutationResult<
  RecorderImport,
  Error,
  { importId: string; policeNumber: string }
> {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req) => call('recorder:assignOfficer', req),
    onSuccess: (row) => {
      queryClient.setQueryData<RecorderImport[]>(recorderKeys.imports, (list) =>
        list?.map((r) => (r.id === row.id ? row : r)),
      );
      void queryClient.invalidateQueries({ queryKey: recorderKeys.all });
    },
  });
}

export function useDeleteOriginal(): UseMutationResult<
  { message: string },
  Error,
  { importId: string }
> {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req) => call('recorder:deleteOriginal', req),
    onSuccess: (_, req) => {
      queryClient.setQueryData<RecorderImport[]>(recorderKeys.imports, (list) =>
        list?.map((r) => (r.id === req.importId ? { ...r, originalDeleted: true } : r)),
      );
      void queryClient.invalidateQueries({ queryKey: recorderKeys.imports });
    },
  });
}

export function useVerifyCustody(): UseMutationResult<CustodyCheck, Error, void> {
  const call = useCall();
  return useMutation({ mutationFn: () => call('recorder:verifyCustody', undefined) });
}

export function useExportCustody(): UseMutationResult<Download, Error, void> {
  const call = useCall();
  return useMutation({ mutationFn: () => call('recorder:exportCustody', undefined) });
}
