import type { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import type { GenericService } from '../generic/service';
import { readThrough, type ReadContext } from '../reads';
import { DETAIL_API, DW_ID } from '../../../shared/detail/constants';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type {
  DocCategoriesRequest,
  DocTypesRequest,
  OpLogRequest,
  TaskDetail,
  TaskDetailRequest,
} from '../../../shared/detail/contract';
import type { ParsedRequest } from '../../../shared/contract';
import type { Page } from '../../../shared/common/schemas';
import {
  detailConfigSchema,
  docCategoriesSchema,
  docTypesSchema,
  opLogRowSchema,
  type OpLogRow,
  type WsCategory,
  type WsType,
  wsListSchema,
} from '../../../shared/detail/schemas';

// The project detail screen of one task: its configuration and document tree, its operation log,
// whether it may be opened now (task switching), and the document catalogue of its 新增文书 chooser.

export interface DetailService {
  detail(req: TaskDetailRequest): Promise<Cached<TaskDetail>>;
  opLog(req: OpLogRequest): Promise<Cached<Page<OpLogRow>>>;
  /** jugeXmrw: may this task be opened now? A refusal carries the reminder (请于…后办理). */
  canSwitch(req: ParsedRequest<'detail:canSwitch'>): Promise<ActionResult>;
  /** getRwDetailWslb: the categories the task may add documents to now; offline, the last answer. */
  docCategories(req: DocCategoriesRequest): Promise<Cached<WsCategory[]>>;
  /** getRwDetailWs: the document types of one category; offline, the last answer. */
  docTypes(req: DocTypesRequest): Promise<Cached<WsType[]>>;
}

export function createDetailService(
  client: () => BladeClient,
  reads: () => ReadContext,
  generic: GenericService,
): DetailService {
  const catalogueRead = <S extends z.ZodType>(
    channel: string,
    path: string,
    schema: S,
    req: DocCategoriesRequest,
  ): Promise<Cached<z.output<S>>> =>
    readThrough(reads(), cacheKey(channel, { ...req }), () =>
      client().call({
        path,
        form: { rwid: req.RWID, runId: req.runId, wslbid: req.wslbid },
        schema,
        read: true,
      }),
    );

  return {
    detail: ({ MODULE_ID, ...req }) => {
      const form = {
        rwid: req.RWID,
        runId: req.runId,
        pagetype: req.pagetype,
        SFCXLSSJ: req.SFCXLSSJ,
      };
      // MODULE_ID changes no answer (the server notes it in the log): not part of the cache key.
      return readThrough(
        reads(),
        cacheKey('detail:get', { ...req }),
        async () => {
          const [config, ws] = await Promise.all([
            client().call({
              path: DETAIL_API.detailConfig,
              form: { ...form, MODULE_ID },
              schema: detailConfigSchema,
              read: true,
            }),
            client().call({
              path: DETAIL_API.detailWsList,
              form,
              schema: wsListSchema,
              read: true,
            }),
          ]);
          return { config, tree: ws.rwxxList };
        },
        M.errTaskNeedsNetwork,
      );
    },

    opLog: (req) =>
      readThrough(reads(), cacheKey('detail:opLog', req), () =>
        generic.pageQuery(
          DW_ID.operationLog,
          { RWID: req.RWID },
          { runId: req.runId, current: req.current, size: req.size },
          opLogRowSchema,
        ),
      ),

    // A question, so it may be retried, but never answered from the cache: the rule depends on today.
    canSwitch: (req) =>
      callForMessage(
        client(),
        { path: DETAIL_API.canSwitch, form: { rwid: req.RWID, runId: req.runId }, read: true },
        M.actionDone,
      ),

    // Read through the cache like the task itself (detail:get): the 新增文书 chooser keeps its
    // catalogue offline, and with no answer yet it falls back to the task's config.
    docCategories: (req) =>
      catalogueRead('detail:docCategories', DETAIL_API.detailWslb, docCategoriesSchema, req),
    docTypes: (req) => catalogueRead('detail:docTypes', DETAIL_API.detailWs, docTypesSchema, req),
  };
}
