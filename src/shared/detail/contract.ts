import { z } from 'zod';
import { type DETAIL_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { type Page } from '../common/schemas';
import {
  type DetailConfig,
  type OpLogRow,
  type TreeRow,
  type WsCategory,
  type WsType,
} from './schemas';

export type TaskDetail = { config: DetailConfig; tree: TreeRow[] };

export const taskDetailRequest = z.object({
  runId: z.string().min(1).max(64),
  RWID: z.string().min(1).max(64),
  pagetype: z.string().max(10).optional(),
  SFCXLSSJ: z.string().max(10).optional(),
  /** The menu module the screen was opened from: sent with getRwDetailConfig (its log), no part of the answer. */
  MODULE_ID: z.string().max(64).optional(),
});

export type TaskDetailRequest = z.infer<typeof taskDetailRequest>;

export const opLogRequest = z.object({
  runId: z.string().min(1).max(64),
  RWID: z.string().min(1).max(64),
  current: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
});

export type OpLogRequest = z.infer<typeof opLogRequest>;

/** getRwDetailWslb: with wslbid, that category alone (and its children, where a server has them). */
export const docCategoriesRequest = z.object({ runId: id, RWID: id, wslbid: id.optional() });

export type DocCategoriesRequest = z.infer<typeof docCategoriesRequest>;

/** getRwDetailWs: the document types of one category. */
export const docTypesRequest = z.object({ runId: id, RWID: id, wslbid: id });

export type DocTypesRequest = z.infer<typeof docTypesRequest>;

export const detailRequests = {
  'detail:get': taskDetailRequest,
  'detail:opLog': opLogRequest,
  'detail:canSwitch': z.object({ runId: id, RWID: id }),
  'detail:docCategories': docCategoriesRequest,
  'detail:docTypes': docTypesRequest,
} as const satisfies Record<(typeof DETAIL_CHANNELS)[number], unknown>;

export type DetailResponses = {
  'detail:get': Cached<TaskDetail>;
  'detail:opLog': Cached<Page<OpLogRow>>;
  'detail:canSwitch': ActionResult;
  'detail:docCategories': Cached<WsCategory[]>;
  'detail:docTypes': Cached<WsType[]>;
};
