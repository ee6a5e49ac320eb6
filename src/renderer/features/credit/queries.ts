import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallFn } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { CreditGeneralRead, CreditRead } from '../../../shared/credit/contract';
import type { CreditPersonRecord, CreditUnitRecord } from '../../../shared/credit/schemas';

// The credit area's reads, under the task's keys (qk.taskPart): a save, or the task's refresh, reads
// them again. Read afresh each time a dialog opens (staleTime 0): the record may have moved on.

type TaskRef = { runId: string; RWID: string };

export const creditKey = (
  what: 'person' | 'general' | 'serious',
  t: TaskRef,
  ...more: unknown[]
): readonly unknown[] => qk.taskPart('credit', what, t.runId, t.RWID, ...more);

export const usePersonRecord = (
  call: CallFn,
  t: TaskRef,
): UseQueryResult<Cached<CreditRead<CreditPersonRecord>>> =>
  useQuery({
    queryKey: creditKey('person', t),
    queryFn: () => call('credit:person', { runId: t.runId, RWID: t.RWID }),
    staleTime: 0,
  });

export const useGeneralRecord = (
  call: CallFn,
  t: TaskRef,
  RWLX: number | null,
): UseQueryResult<Cached<CreditGeneralRead>> =>
  useQuery({
    queryKey: creditKey('general', t, RWLX),
    queryFn: () => call('credit:general', { runId: t.runId, RWID: t.RWID, RWLX }),
    staleTime: 0,
  });

export const useSeriousRecord = (
  call: CallFn,
  t: TaskRef,
): UseQueryResult<Cached<CreditRead<CreditUnitRecord>>> =>
  useQuery({
    queryKey: creditKey('serious', t),
    queryFn: () => call('credit:serious', { runId: t.runId, RWID: t.RWID }),
    staleTime: 0,
  });
