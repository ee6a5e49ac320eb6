import { z } from 'zod';
import { type ARCHIVE_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { type CaseCategory, type CaseType } from './schemas';
import type { Blocker } from './readiness';

export const archiveRequest = z.object({
  runId: id,
  RWID: id,
  rwlx: z.number().int(),
  ajlb: z.array(id).max(50),
  format: z.enum(['pdf', 'doc', 'docx']),
});

export type ArchiveRequest = z.infer<typeof archiveRequest>;

export const archiveRequests = {
  'archive:categories': z.object({ runId: id }),
  /** Generic query 4680: the case categories of the task's type (RWLX). */
  'archive:caseTypes': z.object({ runId: id, RWLX: z.number().int().min(0) }),
  'archive:close': archiveRequest,
  /** What still holds the task's archive (shared/archive/readiness.ts), gathered from the cached reads. */
  'archive:readiness': z.object({ runId: id, RWID: id }),
} as const satisfies Record<(typeof ARCHIVE_CHANNELS)[number], unknown>;

export type ArchiveResponses = {
  'archive:categories': Cached<CaseCategory[]>;
  'archive:caseTypes': Cached<CaseType[]>;
  'archive:close': ActionResult;
  'archive:readiness': Cached<Readiness>;
};

/**
 * The blockers of archiving a task, and what could not be checked (a read that failed or is not
 * cached while offline): the officer is told the list is incomplete rather than shown a clean one.
 */
export type Readiness = { blockers: Blocker[]; unchecked: string[] };
