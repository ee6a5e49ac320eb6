// Every table of the reference server, merged from the areas' tables.ts (one line per area). The
// drizzle definitions are the only source: db/ddl.ts generates the CREATE statements from them.

export * from '../session/tables';
export * from '../dict/tables';
export * from '../units/tables';
export * from '../tasks/tables';
export * from '../detail/tables';
export * from '../documents/tables';
export * from '../archive/tables';
export * from '../uploads/tables';
export * from '../attachments/tables';
export * from '../videos/tables';
export * from '../credit/tables';
export * from '../fire/tables';
export * from '../actions/tables';
export * from '../penalty/tables';
export * from '../products/tables';
export * from '../inspection/tables';
export * from '../service/tables';
