import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Case categories (案卷类别, DM_XFJD_AJLB) of archiving, two levels. */
export const caseCategories = sqliteTable('dm_xfjd_ajlb', {
  id: text('ID').primaryKey(),
  parentId: text('PARENT_ID'),
  name: text('CODE_DESC').notNull(),
  sort: integer('SORT').notNull(),
});

/**
 * The case categories that apply to a task type (案件类别 by RWLX, generic query 4680): the
 * configuration the archive dialog offers first. A category here may be a parent (its whole
 * subtree applies).
 */
export const caseTypesByTask = sqliteTable(
  'dm_xfjd_ajlb_rwlx',
  {
    taskType: integer('RWLX').notNull(),
    categoryId: text('AJLB_ID')
      .notNull()
      .references(() => caseCategories.id),
  },
  (t) => [primaryKey({ columns: [t.taskType, t.categoryId] })],
);
