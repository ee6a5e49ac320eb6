import type { Query } from '@tanstack/react-query';
import type { OpLogRequest, TaskDetailRequest, TaskListRequest } from '../../shared/contract';
import type { DictCode } from '../../shared/constants';

export const qk = {
  bootstrap: ['bootstrap'] as const,
  settings: ['settings'] as const,
  dict: (code: DictCode) => ['dict', code] as const,
  tasks: (req: TaskListRequest) => ['tasks', req] as const,
  taskDetail: (req: TaskDetailRequest) => ['task', 'detail', req] as const,
  opLog: (req: OpLogRequest) => ['task', 'opLog', req] as const,
};

/** Data that belongs to the signed-in officer, i.e. everything except app startup and settings. */
export const isUserData = (q: Query): boolean => q.queryKey[0] !== qk.bootstrap[0] && q.queryKey[0] !== qk.settings[0];
