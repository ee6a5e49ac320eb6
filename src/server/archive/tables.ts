import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Case categories (案卷类别, DM_XFJD_AJLB) of archiving, two levels. */
export const caseCategories = sqliteTable('dm_xfjd_ajlb', {
  id: text('ID').primaryKey(),
  parentId: text('PARENT_ID'),
  name: text('CODE_DESC').notNull(),
  sort: integer('SORT').notNull(),
});
