import { API, DW_ID } from '../../../shared/constants';
import type { ActionResult, Cached, OpLogRequest, ParsedRequest, TaskDetail, TaskDetailRequest, TaskListRequest } from '../../../shared/contract';
import { M } from '../../../shared/messages';
import type { Page } from '../../../shared/schemas/common';
import {
  detailConfigSchema,
  genericPageSchema,
  opLogRowSchema,
  taskPageSchema,
  anyDataSchema,
  wsListSchema,
  type OpLogRow,
  type TaskRecord,
} from '../../../shared/schemas/server';
import type { BladeClient } from '../api/client';
import { ACTION_API } from '../api/paths';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';

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
        client().call({ path: API.taskList, form: { ...req }, schema: taskPageSchema, read: true }),
      ),

    detail: (req) => {
      const form = { rwid: req.RWID, runId: req.runId, pagetype: req.pagetype, SFCXLSSJ: req.SFCXLSSJ };
      return readThrough(
        reads(),
        cacheKey('detail:get', { ...req }),
        async () => {
          const [config, ws] = await Promise.all([
            client().call({ path: API.detailConfig, form, schema: detailConfigSchema, read: true }),
            client().call({ path: API.detailWsList, form, schema: wsListSchema, read: true }),
          ]);
          return { config, tree: ws.rwxxList };
        },
        M.errTaskNeedsNetwork,
      );
    },

    opLog: (req) =>
      readThrough(reads(), cacheKey('detail:opLog', req), () =>
        client().call({
          path: API.pageQuery,
          form: { dwId: DW_ID.operationLog, runId: req.runId, current: req.current, size: req.size, obj: JSON.stringify({ RWID: req.RWID }) },
          schema: genericPageSchema(opLogRowSchema),
          read: true,
        }),
      ),

    canSwitch: async (req) => {
      // A question, so it may be retried, but never answered from the cache: the rule depends on today.
      const { msg } = await client().callWithMessage({
        path: ACTION_API.canSwitch,
        form: { rwid: req.RWID, runId: req.runId },
        schema: anyDataSchema,
        read: true,
      });
      return { message: msg?.trim() || M.actionDone };
    },
  };
}
