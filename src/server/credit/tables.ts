import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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

/**
 * Dishonesty records of a task's unit (spec 02 §3): general (LX 1, 一般失信) and serious (LX 2,
 * 严重失信), one of each kind per task, written through the generic save by dwId 4503 and 4625 and
 * read by xygkTsxx and xygkYzsxxx. SPZT is the approval state (1 not submitted, 2 in approval,
 * 3 approved, 4 returned).
 */
export const creditUnits = sqliteTable(
  'xfjd_xygk_dwsx',
  {
    id: text('ID').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    /** 1 general, 2 serious. */
    kind: text('LX').notNull(),
    /** The task's unit (SHDWID). */
    unitId: text('DWID').notNull(),
    unitName: text('DWMC').notNull(),
    creditCode: text('SHXYDM').notNull(),
    behaviour: text('YZSXXW').notNull(),
    facts: text('WFSS').notNull(),
    handling: text('WFCLNR'),
    handlingBasis: text('WFCLYJ'),
    decisionNo: text('CFJDWSH'),
    penaltyDate: text('CFRQ'),
    penaltyContent: text('CFNR'),
    fine: real('FKJE'),
    /** Publicity period in months: 3 to 12 (general), 6 to 36 (serious). */
    publicityMonths: integer('GSQ').notNull(),
    approval: text('SPZT').notNull(),
    brigadeId: text('ZGDWID').notNull(),
    brigadeName: text('ZGDWMC').notNull(),
    createdBy: text('CRT_USERNAME').notNull(),
    createdAt: text('CRT_TIME').notNull(),
    updatedBy: text('UPD_USERNAME'),
    updatedAt: text('UPD_TIME'),
  },
  (t) => [uniqueIndex('xfjd_xygk_dwsx_task').on(t.rwid, t.kind)],
);

export type CreditUnitRow = typeof creditUnits.$inferSelect;
