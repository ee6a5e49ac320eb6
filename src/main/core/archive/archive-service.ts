import { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import {
  ARCHIVE_FOLLOW_UP_TYPES,
  CASE_CATEGORY_TABLE,
  CASE_TYPES_DWID,
} from '../../../shared/archive/constants';
import { cacheKey } from '../db/cache';
import { AppError, InvalidArgumentError } from '../errors';
import type { Logger } from '../logger';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { ArchiveRequest } from '../../../shared/archive/contract';
import type { ParsedRequest } from '../../../shared/contract';
import { anyDataSchema } from '../../../shared/generic/schemas';
import {
  caseCategorySchema,
  caseTypeSchema,
  type CaseCategory,
  type CaseType,
} from '../../../shared/archive/schemas';
import type { GenericService } from '../generic/service';
import { ARCHIVE_API } from '../../../shared/archive/constants';
import { GENERIC_API } from '../../../shared/generic/constants';
import type { Readiness } from '../../../shared/archive/contract';
import { gatherReadiness } from './readiness';
import type { ReadChannel } from '../gather';

// Archive and close a task (归档结案): case categories, xmrwgd, then for some task types the two
// follow-up calls the original system made after archiving.

export interface ArchiveService {
  categories(req: ParsedRequest<'archive:categories'>): Promise<Cached<CaseCategory[]>>;
  /** Generic query 4680: the categories that apply to the task's type, through the cache. */
  caseTypes(req: ParsedRequest<'archive:caseTypes'>): Promise<Cached<CaseType[]>>;
  close(req: ArchiveRequest): Promise<ActionResult>;
  /** What still holds the task's archive, from the other areas' cached reads (./readiness.ts). */
  readiness(req: ParsedRequest<'archive:readiness'>): Promise<Cached<Readiness>>;
}

/** The task was archived but a follow-up failed: the officer must know both halves. */
export class ArchiveFollowUpError extends AppError {
  constructor(readonly failures: { step: string; message: string }[]) {
    super(
      'server',
      M.archiveFollowUpFailed(failures.map((f) => `${f.step}（${f.message}）`).join('；')),
    );
  }
}

const FOLLOW_UPS = [
  { step: 'socialUnitOptimization', path: ARCHIVE_API.socialUnitOptimization },
  { step: 'nrssj', path: ARCHIVE_API.nrssj },
] as const;

export function createArchiveService(
  client: () => BladeClient,
  reads: () => ReadContext,
  logger: Logger,
  /** The other areas' reads, through their handlers (core/app.ts). */
  read: ReadChannel,
  generic: GenericService,
): ArchiveService {
  return {
    readiness: (req) => gatherReadiness(read, logger, req),

    categories: (req) =>
      readThrough(reads(), cacheKey('archive:categories'), () =>
        client().call({
          path: GENERIC_API.treeData,
          form: { tableName: CASE_CATEGORY_TABLE, runId: req.runId },
          schema: z.array(caseCategorySchema),
          read: true,
        }),
      ),

    caseTypes: (req) =>
      generic.cachedList(
        { channel: 'archive:caseTypes', req },
        CASE_TYPES_DWID,
        { RWLX: req.RWLX },
        caseTypeSchema,
      ),

    close: async (req) => {
      const ajlb = req.ajlb.map((c) => c.trim()).filter(Boolean);
      if (ajlb.length === 0) throw new InvalidArgumentError(M.archiveSelectCategory);
      const result = await callForMessage(
        client(),
        {
          path: ARCHIVE_API.archive,
          form: {
            id: req.RWID,
            ajlb: ajlb.join(','),
            rwlx: req.rwlx,
            runId: req.runId,
            gdgs: req.format,
          },
        },
        M.archiveDone,
      );
      if (!ARCHIVE_FOLLOW_UP_TYPES.includes(req.rwlx)) return result;

      // Both follow-ups are attempted even if the first fails; neither failure is swallowed.
      const failures: { step: string; message: string }[] = [];
      for (const { step, path } of FOLLOW_UPS) {
        try {
          await client().call({
            path,
            form: { rwid: req.RWID, runId: req.runId },
            schema: anyDataSchema,
          });
        } catch (err) {
          const message = err instanceof AppError ? err.message : M.errInternal;
          logger.error(`archive follow-up ${step} failed for task ${req.RWID}`, err);
          failures.push({ step, message });
        }
      }
      if (failures.length > 0) throw new ArchiveFollowUpError(failures);
      return result;
    },
  };
}
