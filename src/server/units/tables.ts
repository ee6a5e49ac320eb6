import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { brigades } from '../session/tables';

/** Social units (社会单位) the tasks are about. */
export const units = sqliteTable('xfjd_shdw', {
  id: text('ID').primaryKey(),
  name: text('DWMC').notNull(),
  address: text('DWDZ').notNull(),
  creditCode: text('TYSHXYDM').notNull(),
  legalPerson: text('FDDBR').notNull(),
  phone: text('LXDH'),
  safetyOwner: text('XFAQZRR'),
  safetyManager: text('XFAQGLR'),
  /** 1 key unit (重点单位), 2 other. */
  category: text('JGDWLB').notNull(),
  nature: text('DWXZ'),
  brigadeId: text('ZGDWID')
    .notNull()
    .references(() => brigades.id),
  /** JSON object of further unit facts (building area, floors, staff, GIS position …). */
  extra: text('EXTRA'),
});

export type UnitRow = typeof units.$inferSelect;
