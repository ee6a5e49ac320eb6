import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
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
  /** 1 key unit (重点单位), 2 other, 3 九小场所. */
  category: text('JGDWLB').notNull(),
  nature: text('DWXZ'),
  brigadeId: text('ZGDWID')
    .notNull()
    .references(() => brigades.id),
  /** JSON object of further unit facts (building area, floors, staff, GIS position …). */
  extra: text('EXTRA'),
});

export type UnitRow = typeof units.$inferSelect;

/**
 * A unit's supplementary persons (补充采集, saveOrupdateShdwBqcb): its safety staff beyond the
 * legal person and the two named in the record. The whole list is replaced on each save.
 */
export const unitPersons = sqliteTable(
  'xfjd_shdw_bqcb',
  {
    id: integer('ID').primaryKey({ autoIncrement: true }),
    unitId: text('DWID')
      .notNull()
      .references(() => units.id),
    /** Order in the officer's list. */
    seq: integer('XH').notNull(),
    role: text('RYLX').notNull(),
    name: text('XM').notNull(),
    sex: text('XB'),
    idNumber: text('SFZH'),
    phone: text('LXDH').notNull(),
    marital: text('HYZK'),
    certificate: text('ZSBH'),
    updatedAt: text('UPD_TIME').notNull(),
    updatedBy: text('UPD_USERNAME').notNull(),
  },
  (t) => [index('xfjd_shdw_bqcb_dwid').on(t.unitId)],
);

export type UnitPersonRow = typeof unitPersons.$inferSelect;
