import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';
import { objects } from '../uploads/tables';

/** Attachments of a task (businessType xmrw) or a document (flws); bytes in `objects` by MD5. */
export const attachments = sqliteTable(
  'xfjd_attachment',
  {
    id: text('ID').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    runId: text('RUN_ID').notNull(),
    businessId: text('BUSINESS_ID').notNull(),
    businessType: text('BUSINESS_TYPE').notNull(),
    businessUsage: text('BUSINESS_USAGE'),
    wsyllx: text('WSYLLX'),
    showName: text('SHOW_NAME').notNull(),
    remark: text('REMARK'),
    /** Lower case, no dot. */
    suffix: text('SUFFIX').notNull(),
    /** Bytes. */
    size: integer('FILE_SIZE').notNull(),
    fileType: text('FILE_TYPE').notNull(),
    md5: text('MD5')
      .notNull()
      .references(() => objects.md5),
    /** The server's name of the stored file: first 16 hex of the MD5, 8 random hex, the extension. */
    savePath: text('SAVE_PATH').notNull(),
    source: text('SOURCE', { enum: ['pc', 'mobile'] }).notNull(),
    /** The client's id of the queued file; makes check and merge idempotent. */
    uploadKey: text('UPLOAD_KEY').unique(),
    createdBy: text('CRT_USERNAME').notNull(),
    createdAt: text('CRT_TIME').notNull(),
    updatedBy: text('UPD_USERNAME'),
    updatedAt: text('UPD_TIME'),
    deleted: integer('IS_DELETED').notNull().default(0),
  },
  (t) => [
    index('xfjd_attachment_business').on(t.businessId, t.businessType),
    index('xfjd_attachment_task').on(t.rwid, t.createdAt),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
