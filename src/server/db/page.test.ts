import Database from 'better-sqlite3';
import { asc, eq, like } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaScript, tablesOf } from './ddl';
import type { ServerDb } from './open';
import { pageOf } from './page';
import * as schema from './schema';
import { brigades } from '../session/tables';
import { units } from '../units/tables';

const sqlite = new Database(':memory:');
sqlite.exec(schemaScript(tablesOf(schema)));
const db = drizzle({ client: sqlite, schema }) as ServerDb;
afterAll(() => sqlite.close());

db.insert(brigades)
  .values({ id: 'B1', name: '新城大队', abbr: '新城', regionCode: '15', leader: '王' })
  .run();
db.insert(units)
  .values(
    Array.from({ length: 23 }, (_, i) => ({
      id: `U${String(i + 1).padStart(2, '0')}`,
      name: `单位${i + 1}`,
      address: '地址',
      creditCode: 'X',
      legalPerson: '某',
      category: '2',
      brigadeId: 'B1',
    })),
  )
  .run();

/** A fresh query per page: pageOf limits the builder it is given. */
const ordered = () =>
  db
    .select({ id: units.id, brigade: brigades.name })
    .from(units)
    .innerJoin(brigades, eq(brigades.id, units.brigadeId))
    .orderBy(asc(units.id));

describe('pageOf', () => {
  it('answers page `current` of `size` rows with the total and the number of pages', () => {
    expect(pageOf(db, ordered(), { current: 1, size: 10 })).toMatchObject({
      total: 23,
      current: 1,
      size: 10,
      pages: 3,
    });
    const last = pageOf(db, ordered(), { current: 3, size: 10 }, (r) => `${r.id}/${r.brigade}`);
    expect(last.records).toEqual(['U21/新城大队', 'U22/新城大队', 'U23/新城大队']);
  });

  it('counts what the query selects (its where included) and answers no rows past the last page', () => {
    const filtered = () =>
      db.select().from(units).where(like(units.id, 'U1%')).orderBy(asc(units.id));
    expect(pageOf(db, filtered(), { current: 1, size: 4 })).toMatchObject({ total: 10, pages: 3 });
    expect(pageOf(db, filtered(), { current: 9, size: 4 })).toEqual({
      records: [],
      total: 10,
      current: 9,
      size: 4,
      pages: 3,
    });
    const none = db.select().from(units).where(eq(units.id, 'nothing'));
    expect(pageOf(db, none, { current: 1, size: 10 })).toEqual({
      records: [],
      total: 0,
      current: 1,
      size: 10,
      pages: 0,
    });
  });
});
