import type { ServerContext } from '../context';

// What the upload queue's fault and crash tests read back from the server: how often each slice
// was stored (a confirmed slice is never stored twice) and which attachments exist.

export type UploadStats = {
  /** Stored slice writes per slice; `resends` counts PUTs of a slice already held (answered without a write). */
  sliceWrites: Array<{ uploadId: string; index: number; count: number; resends: number }>;
  attachments: Array<{ id: string; md5: string; uploadKey: string | null; size: number; businessId: string }>;
};

export function uploadStats(ctx: ServerContext): UploadStats {
  const sqlite = ctx.db.$client;
  const writes = sqlite.prepare('SELECT UPLOAD_ID, IDX, WRITES, RESENDS FROM xfjd_upload_stat ORDER BY UPLOAD_ID, IDX').all() as Array<{
    UPLOAD_ID: string;
    IDX: number;
    WRITES: number;
    RESENDS: number;
  }>;
  const rows = sqlite
    .prepare('SELECT ID, MD5, UPLOAD_KEY, FILE_SIZE, BUSINESS_ID FROM xfjd_attachment WHERE IS_DELETED = 0 ORDER BY CRT_TIME, ID')
    .all() as Array<{ ID: string; MD5: string; UPLOAD_KEY: string | null; FILE_SIZE: number; BUSINESS_ID: string }>;
  return {
    sliceWrites: writes.map((w) => ({ uploadId: w.UPLOAD_ID, index: w.IDX, count: w.WRITES, resends: w.RESENDS })),
    attachments: rows.map((r) => ({ id: r.ID, md5: r.MD5, uploadKey: r.UPLOAD_KEY, size: r.FILE_SIZE, businessId: r.BUSINESS_ID })),
  };
}
