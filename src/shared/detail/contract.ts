import { z } from 'zod';
import { type DETAIL_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { type Page } from '../common/schemas';
import { type DetailConfig, type OpLogRow, type TreeRow } from './schemas';

export type TaskDetail = { config: DetailConfig; tree: TreeRow[] };

export const taskDetailRequest = z.object({
  runId: z.string().min(1).max(64),
  RWID: z.string().min(1).max(64),
  pagetype: z.string().max(10).optional(),
  SFCXLSSJ: z.string().max(10).optional(),
});

export type TaskDetailRequest = z.infer<typeof taskDetailRequest>;

export const opLogRequest = z.object({
  runId: z.string().min(1).max(64),
  RWID: z.string().min(1).max(64),
  current: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
});

export type OpLogRequest = z.infer<typeof opLogRequest>;

export const detailRequests = {
  'detail:get': taskDetailRequest,
  'detail:opLog': opLogRequest,
  'detail:canSwitch': z.object({ runId: id, RWID: id }),
} as const satisfies Record<(typeof DETAIL_CHANNELS)[number], unknown>;

export type DetailResponses = {
  'detail:get': Cached<TaskDetail>;
  'detail:opLog': Cached<Page<OpLogRow>>;
  'detail:canSwitch': ActionResult;
};
