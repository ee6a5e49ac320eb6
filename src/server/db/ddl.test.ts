import Database from 'better-sqlite3';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaScript, tableStatements, tablesOf } from './ddl';
import { SCHEMA_V4_DDL } from './ddl-v4.fixture';
import * as schema from './schema';

// The drizzle tables are the only definition of the database: what the generated DDL creates is
// read back from SQLite (PRAGMA) and compared with the drizzle configuration, table by table.

type ColumnInfo = {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
};
type IndexInfo = { name: string; unique: number; origin: 'c' | 'u' | 'pk'; partial: number };
type ForeignKeyInfo = { id: number; seq: number; table: string; from: string; to: string };

const TABLES = tablesOf(schema);
let open: Database.Database[] = [];
afterEach(() => {
  for (const db of open) db.close();
  open = [];
});

function database(script: string): Database.Database {
  const db = new Database(':memory:');
  open.push(db);
  db.exec(script);
  return db;
}

const tableNames = (db: Database.Database): string[] =>
  (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as Array<{ name: string }>
  ).map((r) => r.name);

const indexColumns = (db: Database.Database, index: string): string[] =>
  (db.pragma(`index_info("${index}")`) as Array<{ name: string }>).map((c) => c.name);

/** What SQLite made of a table: columns, indexes (by origin) and foreign keys, in a comparable form. */
function describeTable(db: Database.Database, table: string): Record<string, unknown> {
  const columns = db.pragma(`table_info("${table}")`) as ColumnInfo[];
  const indexes = (db.pragma(`index_list("${table}")`) as IndexInfo[])
    .map((i) => ({
      name: i.origin === 'c' ? i.name : `(${i.origin})`,
      unique: i.unique,
      origin: i.origin,
      columns: indexColumns(db, i.name),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const fks = (db.pragma(`foreign_key_list("${table}")`) as ForeignKeyInfo[])
    .map((f) => `${f.from}->${f.table}.${f.to}`)
    .sort();
  return {
    // A non-integer PRIMARY KEY column accepts NULL in SQLite unless declared NOT NULL: the old
    // hand-written DDL did not declare it, the generated one does. Nothing else may differ.
    columns: columns.map((c) => ({
      name: c.name,
      type: c.type.toUpperCase(),
      notnull: c.pk > 0 ? 'pk' : c.notnull,
      dflt: c.dflt_value,
      pk: c.pk,
    })),
    indexes,
    fks,
  };
}

/** What the drizzle definition says the same table must be. */
function expectedOf(table: SQLiteTable): Record<string, unknown> {
  const c = getTableConfig(table);
  const pkColumns =
    c.primaryKeys[0]?.columns.map((col) => col.name) ??
    c.columns.filter((col) => col.primary).map((col) => col.name);
  const uniques = [
    ...c.uniqueConstraints.map((u) => u.columns.map((col) => col.name)),
    ...c.columns.filter((col) => col.isUnique).map((col) => [col.name]),
  ];
  const hasRowidAlias =
    pkColumns.length === 1 &&
    c.columns.some((col) => col.primary && col.getSQLType() === 'integer');
  const indexes = [
    ...c.indexes.map((i) => ({
      name: i.config.name,
      unique: i.config.unique ? 1 : 0,
      origin: 'c',
      columns: i.config.columns.map((col) => ('name' in col ? col.name : '?')),
    })),
    ...uniques.map((columns) => ({ name: '(u)', unique: 1, origin: 'u', columns })),
    // An INTEGER PRIMARY KEY is the rowid itself and has no index of its own.
    ...(pkColumns.length > 0 && !hasRowidAlias
      ? [{ name: '(pk)', unique: 1, origin: 'pk', columns: pkColumns }]
      : []),
  ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    columns: c.columns.map((col) => ({
      name: col.name,
      type: col.getSQLType().toUpperCase(),
      notnull: pkColumns.includes(col.name) ? 'pk' : col.notNull ? 1 : 0,
      dflt: col.default === undefined ? null : String(col.default),
      pk: pkColumns.indexOf(col.name) + 1,
    })),
    indexes,
    fks: c.foreignKeys
      .flatMap((fk) => {
        const ref = fk.reference();
        return ref.columns.map(
          (col, i) =>
            `${col.name}->${getTableConfig(ref.foreignTable).name}.${ref.foreignColumns[i].name}`,
        );
      })
      .sort(),
  };
}

describe('DDL generated from the drizzle tables', () => {
  it('creates exactly the drizzle tables, each with its columns, keys, indexes and foreign keys', () => {
    const db = database(schemaScript(TABLES));
    expect(tableNames(db)).toEqual(TABLES.map((t) => getTableConfig(t).name).sort());
    for (const table of TABLES) {
      const name = getTableConfig(table).name;
      expect(describeTable(db, name), name).toEqual(expectedOf(table));
    }
  });

  it('is idempotent: running it on an existing database changes nothing', () => {
    const db = database(schemaScript(TABLES));
    const before = tableNames(db).map((t) => describeTable(db, t));
    db.exec(schemaScript(TABLES));
    expect(tableNames(db).map((t) => describeTable(db, t))).toEqual(before);
  });

  it('declares the composite primary keys, autoincrement ids and defaults the protocol relies on', () => {
    const text = TABLES.flatMap(tableStatements).join('\n');
    expect(text).toContain('PRIMARY KEY ("UPLOAD_ID", "IDX")');
    expect(text).toContain('"ID" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL');
    expect(text).toContain('"REVOKED" INTEGER NOT NULL DEFAULT 0');
    expect(text).toContain('"UPLOAD_KEY" TEXT NOT NULL UNIQUE');
  });

  // Schema version 4's tables as earlier builds created them by hand. If one of these tables
  // changes, IF NOT EXISTS will not change it in an existing data folder: bump SCHEMA_VERSION
  // (older folders are then dropped and seeded afresh) and replace this fixture.
  it('matches the hand-written DDL of schema version 4 for every table that version had', () => {
    const old = database(SCHEMA_V4_DDL);
    const generated = database(schemaScript(TABLES));
    const oldTables = tableNames(old);
    expect(oldTables).toHaveLength(25);
    for (const name of oldTables)
      expect(describeTable(generated, name), name).toEqual(describeTable(old, name));
    expect(tableNames(generated).filter((t) => !oldTables.includes(t))).toEqual([
      'dm_xfjd_ajlb_rwlx',
      'xfcp_fjfy',
      'xfcp_jccp',
      'xfcp_jyjg',
      'xfcp_jyrw',
      'xfcp_zlxq_gj',
      'xfjd_dzzz',
      'xfjd_fcsq',
      'xfjd_flws_gl',
      'xfjd_flws_yl',
      'xfjd_hzdc_aj',
      'xfjd_hzdc_hzxx',
      'xfjd_hzdc_lcjd',
      'xfjd_hzdc_ysdc',
      'xfjd_jdjcyqsq',
      'xfjd_jsfw_dw',
      'xfjd_sdjl',
      'xfjd_shdw_bqcb',
      'xfjd_xmrw_kz',
      'xfjd_xygk_dwsx',
      'xfjd_xygk_grsx',
      'xfjd_xzcf_jcsf',
      'xfjd_xzcf_jmqk',
      'xfjd_xzcf_sthcsq',
      'xfjd_xzcf_sx',
      'xfjd_yhxx',
      'xfjd_yqsq',
      'xfjd_zfjly_pssj',
      'xfjd_zxdj',
      'xfjd_zzjs',
    ]);
  });
});
