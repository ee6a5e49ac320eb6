import { integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';

// The session area's tables: brigades (the officers' units), officers and their tokens. Column
// names follow the province system's upper-case style so rows map onto wire fields with little
// renaming; the DDL is generated from these definitions (db/ddl.ts).

/** Fire-rescue brigades (主管单位) the officers belong to. */
export const brigades = sqliteTable('xfjd_zgdw', {
  id: text('ID').primaryKey(),
  name: text('DWMC').notNull(),
  /** Abbreviation used in document numbers, e.g. 新城 in 新城消限字〔2026〕第0012号. */
  abbr: text('JC').notNull(),
  regionCode: text('REGION_CODE').notNull(),
  /** Head of the brigade, who approves documents. */
  leader: text('FZR').notNull(),
});

export const users = sqliteTable(
  'blade_user',
  {
    id: text('ID').primaryKey(),
    tenantId: text('TENANT_ID').notNull(),
    account: text('ACCOUNT').notNull(),
    passwordMd5: text('PASSWORD_MD5').notNull(),
    realName: text('REAL_NAME').notNull(),
    companyId: text('COMPANY_ID')
      .notNull()
      .references(() => brigades.id),
    deptId: text('DEPT_ID'),
    policeNumber: text('POLICE_NUMBER'),
    roleName: text('ROLE_NAME'),
    /** JSON array of permission codes. */
    permissions: text('PERMISSIONS').notNull(),
  },
  (t) => [unique().on(t.tenantId, t.account)],
);

export const tokens = sqliteTable('blade_token', {
  token: text('TOKEN').primaryKey(),
  kind: text('KIND', { enum: ['access', 'refresh'] }).notNull(),
  userId: text('USER_ID')
    .notNull()
    .references(() => users.id),
  expiresAt: integer('EXPIRES_AT').notNull(),
  revoked: integer('REVOKED').notNull().default(0),
  createdAt: integer('CRT_TIME').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type BrigadeRow = typeof brigades.$inferSelect;
