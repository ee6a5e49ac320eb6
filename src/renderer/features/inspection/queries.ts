import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { CallFn } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { DangerScope } from '../../../shared/inspection/constants';
import type {
  HiddenDanger,
  ReinspectionApplication,
  UnitHazard,
} from '../../../shared/inspection/schemas';

// The inspection area's reads, under the task's keys ('task', …): a write to the task, or its
// refresh, reads them again (qk.taskAll).

type TaskRef = { runId: string; RWID: string };

export const inspectionKey = (what: string, t: TaskRef, ...more: string[]): readonly unknown[] =>
  qk.taskPart('inspection', what, t.runId, t.RWID, ...more);

export const useDangers = (
  call: CallFn,
  t: TaskRef,
  scope: DangerScope,
  enabled = true,
): UseQueryResult<Cached<HiddenDanger[]>> =>
  useQuery({
    queryKey: inspectionKey('dangers', t, scope),
    queryFn: () => call('inspection:dangers', { runId: t.runId, RWID: t.RWID, scope }),
    enabled,
    staleTime: 0,
  });

export const useUnitHazards = (
  call: CallFn,
  t: TaskRef,
  DWID: string,
  ZGQK: '0' | '1',
): UseQueryResult<Cached<UnitHazard[]>> =>
  useQuery({
    queryKey: inspectionKey('unitHazards', t, DWID, ZGQK),
    queryFn: () => call('inspection:unitHazards', { runId: t.runId, RWID: t.RWID, DWID, ZGQK }),
    staleTime: 0,
  });

export const useApplications = (
  call: CallFn,
  t: TaskRef,
  enabled = true,
): UseQueryResult<Cached<ReinspectionApplication[]>> =>
  useQuery({
    queryKey: inspectionKey('applications', t),
    queryFn: () => call('inspection:applications', { runId: t.runId, RWID: t.RWID }),
    enabled,
    staleTime: 0,
  });
