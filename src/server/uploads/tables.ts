import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../session/tables';

// The upload area's tables: the object store's index, chunked-upload sessions with their held
// slices and write counts, and the server's own settings (the slice-URL signing secret). Slices
// and stats are read and written through prepared statements on the hot path (runtime.ts).

/** Object store: the bytes of every uploaded attachment, once per MD5, at `files/<2 hex>/<md5>`. */
export const objects = sqliteTable('xfjd_object', {
  md5: text('MD5').primaryKey(),
  size: integer('FILE_SIZE').notNull(),
  /** Path relative to the data folder. */
  path: text('FILE_PATH').notNull(),
  createdAt: text('CRT_TIME').notNull(),
});

/** Chunked-upload sessions (one per uploadKey until merged); they survive a server restart. */
export const uploadSessions = sqliteTable('xfjd_upload_session', {
  uploadId: text('UPLOAD_ID').primaryKey(),
  uploadKey: text('UPLOAD_KEY').notNull().unique(),
  userId: text('USER_ID')
    .notNull()
    .references(() => users.id),
  md5: text('MD5').notNull(),
  fileName: text('FILE_NAME').notNull(),
  fileSize: integer('FILE_SIZE').notNull(),
  sliceSize: integer('SLICE_SIZE').notNull(),
  sliceCount: integer('SLICE_COUNT').notNull(),
  rwid: text('RWID').notNull(),
  businessId: text('BUSINESS_ID').notNull(),
  businessType: text('BUSINESS_TYPE').notNull(),
  businessUsage: text('BUSINESS_USAGE'),
  wsyllx: text('WSYLLX'),
  showName: text('SHOW_NAME').notNull(),
  remark: text('REMARK'),
  createdAt: integer('CRT_TIME').notNull(),
});

/** Slices a session holds (a held slice is never stored twice). */
export const uploadSlices = sqliteTable(
  'xfjd_upload_slice',
  {
    uploadId: text('UPLOAD_ID').notNull(),
    index: integer('IDX').notNull(),
    size: integer('SIZE').notNull(),
    etag: text('ETAG').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.index] })],
);

/** Writes and resends per slice, kept after the session ends (the fault tests read them back). */
export const sliceStats = sqliteTable(
  'xfjd_upload_stat',
  {
    uploadId: text('UPLOAD_ID').notNull(),
    index: integer('IDX').notNull(),
    writes: integer('WRITES').notNull().default(0),
    resends: integer('RESENDS').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.index] })],
);

/** The server's own settings by key, e.g. `sliceSecret` (hex) that signs slice URLs. */
export const serverMeta = sqliteTable('xfjd_meta', {
  key: text('KEY').primaryKey(),
  value: text('VALUE').notNull(),
});

export type UploadSessionRow = typeof uploadSessions.$inferSelect;
