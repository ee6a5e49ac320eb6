import { z } from 'zod';
import { type ARCHIVE_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { type CaseCategory } from './schemas';

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
  'archive:close': archiveRequest,
} as const satisfies Record<(typeof ARCHIVE_CHANNELS)[number], unknown>;

export type ArchiveResponses = {
  'archive:categories': Cached<CaseCategory[]>;
  'archive:close': ActionResult;
};
