import { is, SQL } from 'drizzle-orm';
import {
  getTableConfig,
  SQLiteBaseInteger,
  SQLiteSyncDialect,
  SQLiteTable,
  type SQLiteColumn,
} from 'drizzle-orm/sqlite-core';

// The CREATE TABLE and CREATE INDEX statements of the reference server's database, generated from
// the drizzle tables (the areas' tables.ts, merged by schema.ts): a table is defined once.
//
// Every statement is IF NOT EXISTS, so a new table reaches an existing data folder when it opens.
// A change to the columns of an existing table is not applied that way: bump SCHEMA_VERSION and
// an older database is dropped and seeded afresh (db/open.ts; it holds demo data only).

export const SCHEMA_VERSION = 4;

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const list = (columns: readonly SQLiteColumn[]): string =>
  columns.map((c) => quote(c.name)).join(', ');

function literal(value: unknown, where: string): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (is(value, SQL)) {
    const query = new SQLiteSyncDialect().sqlToQuery(value);
    if (query.params.length > 0)
      throw new Error(`${where}: a default with parameters cannot be written as DDL`);
    return `(${query.sql})`;
  }
  throw new Error(`${where}: unsupported default ${String(value)}`);
}

function columnDefinition(table: string, column: SQLiteColumn): string {
  const parts = [quote(column.name), column.getSQLType().toUpperCase()];
  if (column.primary) {
    parts.push('PRIMARY KEY');
    if (is(column, SQLiteBaseInteger) && column.autoIncrement) parts.push('AUTOINCREMENT');
  }
  if (column.notNull) parts.push('NOT NULL');
  if (column.default !== undefined)
    parts.push('DEFAULT', literal(column.default, `${table}.${column.name}`));
  if (column.isUnique) parts.push('UNIQUE');
  return parts.join(' ');
}

/** The statements that create one table (if missing) and its indexes. */
export function tableStatements(table: SQLiteTable): string[] {
  const config = getTableConfig(table);
  const lines = config.columns.map((c) => columnDefinition(config.name, c));
  for (const pk of config.primaryKeys) lines.push(`PRIMARY KEY (${list(pk.columns)})`);
  for (const unique of config.uniqueConstraints) lines.push(`UNIQUE (${list(unique.columns)})`);
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    const actions = [
      fk.onUpdate ? ` ON UPDATE ${fk.onUpdate.toUpperCase()}` : '',
      fk.onDelete ? ` ON DELETE ${fk.onDelete.toUpperCase()}` : '',
    ].join('');
    lines.push(
      `FOREIGN KEY (${list(ref.columns)}) REFERENCES ${quote(getTableConfig(ref.foreignTable).name)} (${list(ref.foreignColumns)})${actions}`,
    );
  }
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${quote(config.name)} (\n  ${lines.join(',\n  ')}\n)`,
  ];
  for (const index of config.indexes) {
    const { name, columns, unique, where } = index.config;
    if (where) throw new Error(`${config.name}.${name}: partial indexes are not supported`);
    const names = columns.map((c) => {
      if (is(c, SQL))
        throw new Error(`${config.name}.${name}: expression indexes are not supported`);
      return quote(c.name);
    });
    statements.push(
      `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quote(name)} ON ${quote(config.name)} (${names.join(', ')})`,
    );
  }
  return statements;
}

/** The drizzle tables among a module's exports (schema.ts re-exports row types and tables). */
export function tablesOf(module: Record<string, unknown>): SQLiteTable[] {
  return Object.values(module).filter((v): v is SQLiteTable => is(v, SQLiteTable));
}

/** The whole schema as one script for `Database.exec`. */
export function schemaScript(tables: readonly SQLiteTable[]): string {
  return tables.flatMap(tableStatements).join(';\n') + ';\n';
}
