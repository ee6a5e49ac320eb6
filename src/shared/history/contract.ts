import { z } from 'zod';
import { type HISTORY_CHANNELS } from './channels';
import { type Cached } from '../common/types';
import { type Page } from '../common/schemas';
import { type HistoryRecord } from './schemas';
import { HISTORY_NAME_MAX } from './constants';
import { archiveRangeIssue } from './rules';

/** A page of the officer's archived tasks; only filters with a value are given. */
export const historyListRequest = z
  .object({
    current: z.number().int().min(1),
    size: z.number().int().min(1).max(100),
    /** Part of the task's or the unit's name. */
    RWMC: z.string().max(HISTORY_NAME_MAX).optional(),
    RWLX: z
      .string()
      .regex(/^\d{1,10}$/)
      .optional(),
    GDKSRQ: z.string().max(10).optional(),
    GDJSRQ: z.string().max(10).optional(),
  })
  .superRefine((req, ctx) => {
    const issue = archiveRangeIssue(req);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });

export type HistoryListRequest = z.infer<typeof historyListRequest>;

export const historyRequests = {
  'history:list': historyListRequest,
} as const satisfies Record<(typeof HISTORY_CHANNELS)[number], unknown>;

export type HistoryResponses = {
  'history:list': Cached<Page<HistoryRecord>>;
};
