import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tasks } from '../tasks/tables';

/**
 * Individual credit dishonesty records (个人失信信息, spec 01 §3), written through the generic save
 * by dwId 4653. The columns are the wire fields; ZGDWID and ZGDWMC are the officer's brigade.
 */
export const creditPersons = sqliteTable(
  'xfjd_xygk_grsx',
  {
    id: text('ID').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    personName: text('PERSON_NAME').notNull(),
    personType: text('PERSON_TYPE'),
    idCard: text('ID_CARD').notNull(),
    qualificationNo: text('ZGZSH'),
    registrationNo: text('ZCZSH'),
    employer: text('PYDW'),
    penaltyCategory: text('CFLB'),
    decidedAt: text('CFJD_TIME'),
    penaltyContent: text('CFNR'),
    fineAmount: text('FKJE'),
    facts: text('WFSS'),
    basis: text('CFYJ'),
    authority: text('CFJG'),
    authorityCode: text('CFJGDM'),
    /** Publicity period in months, 1 to 12. */
    publicityMonths: integer('GSQ').notNull(),
    brigadeId: text('ZGDWID').notNull(),
    brigadeName: text('ZGDWMC').notNull(),
    createdBy: text('CRT_USERNAME').notNull(),
    createdAt: text('CRT_TIME').notNull(),
    updatedBy: text('UPD_USERNAME'),
    updatedAt: text('UPD_TIME'),
  },
  (t) => [index('xfjd_xygk_grsx_task').on(t.rwid)],
);

export type CreditPersonRow = typeof creditPersons.$inferSelect;
