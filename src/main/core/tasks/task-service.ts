import { M } from '../../../shared/messages';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';
import { DETAIL_API, DW_ID } from '../../../shared/detail/constants';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { OpLogRequest, TaskDetail, TaskDetailRequest } from '../../../shared/detail/contract';
import type { ParsedRequest } from '../../../shared/contract';
import type { TaskListRequest } from '../../../shared/tasks/contract';
import type { Page } from '../../../shared/common/schemas';
import { detailConfigSchema, opLogRowSchema, type OpLogRow, wsListSchema } from '../../../shared/detail/schemas';
import { anyDataSchema, genericPageSchema } from '../../../shared/generic/schemas';
import { taskPageSchema, type TaskRecord } from '../../../shared/tasks/schemas';
import { TASKS_API } from '../../../shared/tasks/constants';
import { GENERIC_API } from '../../../shared/generic/constants';

export interface TaskService {
  list(req: TaskListRequest): Promise<Cached<Page<TaskRecord>>>;
  detail(req: TaskDetailRequest): Promise<Cached<TaskDetail>>;
  opLog(req: OpLogRequest): Promise<Cached<Page<OpLogRow>>>;
  /** jugeXmrw: may this task be opened now? A refusal carries the reminder (请于…后办理). */
  canSwitch(req: ParsedRequest<'detail:canSwitch'>): Promise<ActionResult>;
}

export function createTaskService(client: () => BladeClient, reads: () => ReadContext): TaskService {
  return {
    list: (req) =>
      readThrough(reads(), cacheKey('tasks:list', req), () =>
        client().call({ path: TASKS_API.taskList, form: { ...req }, schema: taskPageSchema, read: true }),
      ),

    detail: (req) => {
      const form = { rwid: req.RWID, runId: req.runId, pagetype: req.pagetype, SFCXLSSJ: req.SFCXLSSJ };
      return readThrough(
        reads(),
        cacheKey('detail:get', { ...req }),
        async () => {
          const [config, ws] = await Promise.all([
            client().call({ path: DETAIL_API.detailConfig, form, schema: detailConfigSchema, read: true }),
            client().call({ path: DETAIL_API.detailWsList, form, schema: wsListSchema, read: true }),
          ]);
          return { config, tree: ws.rwxxList };
        },
        M.errTaskNeedsNetwork,
      );
    },

    opLog: (req) =>
      readThrough(reads(), cacheKey('detail:opLog', req), () =>
        client().call({
          path: GENERIC_API.pageQuery,
          form: { dwId: DW_ID.operationLog, runId: req.runId, current: req.current, size: req.size, obj: JSON.stringify({ RWID: req.RWID }) },
          schema: genericPageSchema(opLogRowSchema),
          read: true,
        }),
      ),

    canSwitch: async (req) => {
      // A question, so it may be retried, but never answered from the cache: the rule depends on today.
      const { msg } = await client().callWithMessage({
        path: DETAIL_API.canSwitch,
        form: { rwid: req.RWID, runId: req.runId },
        schema: anyDataSchema,
        read: true,
      });
      return { message: msg?.trim() || M.actionDone };
    },
  };
}
