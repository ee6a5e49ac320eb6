import { asc, eq } from 'drizzle-orm';
import { attachments } from '../attachments/tables';
import type { ServerContext } from '../context';
import { sliceStats } from './tables';

// What the upload queue's fault and crash tests read back from the server: how often each slice
// was stored (a confirmed slice is never stored twice) and which attachments exist.

export type UploadStats = {
  /** Stored slice writes per slice; `resends` counts PUTs of a slice already held (answered without a write). */
  sliceWrites: Array<{ uploadId: string; index: number; count: number; resends: number }>;
  attachments: Array<{
    id: string;
    md5: string;
    uploadKey: string | null;
    size: number;
    businessId: string;
  }>;
};

export function uploadStats(ctx: ServerContext): UploadStats {
  const writes = ctx.db
    .select()
    .from(sliceStats)
    .orderBy(asc(sliceStats.uploadId), asc(sliceStats.index))
    .all();
  const rows = ctx.db
    .select()
    .from(attachments)
    .where(eq(attachments.deleted, 0))
    .orderBy(asc(attachments.createdAt), asc(attachments.id))
    .all();
  return {
    sliceWrites: writes.map((w) => ({
      uploadId: w.uploadId,
      index: w.index,
      count: w.writes,
      resends: w.resends,
    })),
    attachments: rows.map((r) => ({
      id: r.id,
      md5: r.md5,
      uploadKey: r.uploadKey,
      size: r.size,
      businessId: r.businessId,
    })),
  };
}
