import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';
import { documents } from '../documents/tables';

/**
 * The rectification notice linked to a product-supervision task (挂接整改通知书, zlxqHook): one per
 * task; cancelHook removes it. A table of its own, so older data folders gain it when they open.
 */
export const noticeLinks = sqliteTable('xfcp_zlxq_gj', {
  rwid: text('RWID')
    .primaryKey()
    .references(() => tasks.rwid),
  /** The notice's document index id (xfjd_flws.ID). */
  noticeId: text('WSSYID')
    .notNull()
    .references(() => documents.id),
  linkedBy: text('CRT_USERNAME').notNull(),
  linkedAt: text('CRT_TIME').notNull(),
});

export type NoticeLinkRow = typeof noticeLinks.$inferSelect;
