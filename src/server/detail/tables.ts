import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';

/** A task's document categories (level 2 of the tree). */
export const categories = sqliteTable(
  'xfjd_rwwslb',
  {
    id: text('ID').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    name: text('WSLBMC').notNull(),
    code: text('LBDM').notNull(),
    sort: integer('SORT').notNull(),
  },
  (t) => [index('xfjd_rwwslb_task').on(t.rwid, t.sort)],
);

/** The operation log (操作日志, generic query dwId 4372); kept even when its task is removed. */
export const opLogs = sqliteTable(
  'xfjd_czrz',
  {
    id: integer('ID').primaryKey({ autoIncrement: true }),
    rwid: text('RWID').notNull(),
    createdAt: text('CRT_TIME').notNull(),
    userName: text('CRT_USERNAME').notNull(),
    ip: text('CRT_IP'),
    content: text('OP_CONTENT').notNull(),
  },
  (t) => [index('xfjd_czrz_task').on(t.rwid, t.createdAt)],
);

export type CategoryRow = typeof categories.$inferSelect;
