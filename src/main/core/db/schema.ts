import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Last good answer of each read call, keyed by call and parameters (DESIGN.md §3). */
export const cache = sqliteTable('cache', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
