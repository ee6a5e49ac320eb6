import { integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';

/** Business dictionaries (blade_dict_biz): one row per code and key. */
export const dictItems = sqliteTable(
  'blade_dict_biz',
  {
    id: integer('ID').primaryKey({ autoIncrement: true }),
    code: text('CODE').notNull(),
    dictKey: text('DICT_KEY').notNull(),
    dictValue: text('DICT_VALUE').notNull(),
    sort: integer('SORT').notNull(),
    remark: text('REMARK'),
  },
  (t) => [unique().on(t.code, t.dictKey)],
);
