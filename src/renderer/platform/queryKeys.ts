import type { Query } from '@tanstack/react-query';
import type { OpLogRequest, TaskDetailRequest } from '../../shared/detail/contract';
import type { TaskListRequest } from '../../shared/tasks/contract';
import type { HistoryListRequest } from '../../shared/history/contract';
import type { DictCode } from '../../shared/dict/constants';
export const qk = {
  bootstrap: ['bootstrap'] as const,
  settings: ['settings'] as const,
  dict: (code: DictCode) => ['dict', code] as const,
  tasks: (req: TaskListRequest) => ['tasks', req] as const,
  /** 历史归档文件: under the tasks' keys, so that a write to a task (归档结案) reads it again. */
  history: (req: HistoryListRequest) => ['task', 'history', req] as const,
  taskDetail: (req: TaskDetailRequest) => ['task', 'detail', req] as const,
  opLog: (req: OpLogRequest) => ['task', 'opLog', req] as const,
  /** Everything of tasks (detail, tree, log): what a write to a task or its documents invalidates. */
  taskAll: ['task'] as const,
  docForm: (form: string) => ['doc', 'form', form] as const,
  doc: (FLWSID: string) => ['doc', 'get', FLWSID] as const,
  /** Which of these documents this machine can open offline (documents:cached). */
  docsCached: (docs: readonly unknown[]) => ['doc', 'cached', docs] as const,
  approvals: (flwslb: string, flwssyid: string) => ['doc', 'approvals', flwslb, flwssyid] as const,
  stamps: (RWID: string) => ['task', 'stamps', RWID] as const,
  caseCategories: ['archive', 'categories'] as const,
  unit: (id: string) => ['unit', id] as const,
  /**
   * One area's read about one task (the service records, the dangers, the credit record …): under
   * the task's keys, so a write to the task, or the task's refresh (qk.taskAll), reads it again.
   */
  taskPart: (
    area: string,
    what: string,
    runId: string,
    RWID: string,
    ...more: unknown[]
  ): readonly unknown[] => ['task', area, what, runId, RWID, ...more],
  /** A task's penalty reads (item, cases, reduction, check applications). */
  penalty: (
    what: 'item' | 'cases' | 'reduction' | 'checkApplications',
    runId: string,
    RWID: string,
  ): readonly unknown[] => qk.taskPart('penalty', what, runId, RWID),
  /** Every task detail read so far (any pagetype or SFCXLSSJ): its request is `detailRequestOf(key)`. */
  taskDetailAll: ['task', 'detail'] as const,
};

/** The request of a qk.taskDetail key. */
export const detailRequestOf = (key: readonly unknown[]): TaskDetailRequest | undefined =>
  key[0] === 'task' && key[1] === 'detail' ? (key[2] as TaskDetailRequest | undefined) : undefined;

/** Data that belongs to the signed-in officer, i.e. everything except app startup and settings. */
export const isUserData = (q: Query): boolean =>
  q.queryKey[0] !== qk.bootstrap[0] && q.queryKey[0] !== qk.settings[0];
