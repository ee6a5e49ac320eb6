import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from '../db/schema';
import { call, withDatabase, type HttpResult, type TestServer } from '../testing';
import { taskId } from '../tasks/seed/build';
import { runOf } from '../actions/testing';
import { GENERIC_API } from '../../shared/generic/constants';
import { PENALTY_CASES_DWID } from '../../shared/penalty/constants';
import { penaltyCaseSchema, type PenaltyCase } from '../../shared/penalty/schemas';

// Helpers of the penalty area's tests: the case rows in the database, the link table, generic saves.

/** The case row of a penalty task (by RWID), read from the database. */
export const caseRow = (
  server: TestServer,
  rwid: string,
): typeof schema.penaltyCases.$inferSelect | undefined =>
  withDatabase(server.dataDir, (sqlite) =>
    drizzle({ client: sqlite, schema })
      .select()
      .from(schema.penaltyCases)
      .where(eq(schema.penaltyCases.rwid, rwid))
      .get(),
  );

/** A task's row by RWID. */
export const taskRow = (server: TestServer, rwid: string): typeof schema.tasks.$inferSelect =>
  withDatabase(server.dataDir, (sqlite) => {
    const row = drizzle({ client: sqlite, schema })
      .select()
      .from(schema.tasks)
      .where(eq(schema.tasks.rwid, rwid))
      .get();
    if (!row) throw new Error(`no task ${rwid}`);
    return row;
  });

/** A generic page query (dwId, obj) as the officer: the envelope. */
export const pageQuery = (
  server: TestServer,
  token: string,
  dwId: number,
  obj: Record<string, unknown>,
  size = 50,
): Promise<HttpResult> =>
  call(server.url, token, GENERIC_API.pageQuery, {
    dwId: String(dwId),
    obj: JSON.stringify(obj),
    current: '1',
    size: String(size),
  });

/** The records of a generic page answer. */
export const recordsOf = (json: Record<string, unknown>): Array<Record<string, unknown>> =>
  (json.data as { data: { records: Array<Record<string, unknown>> } }).data.records;

/** The link table (20032) for seeded task n, parsed with the client's schema. */
export async function casesFor(
  server: TestServer,
  token: string,
  n: number,
): Promise<PenaltyCase[]> {
  const { json } = await pageQuery(server, token, PENALTY_CASES_DWID, { RWID: taskId(n) });
  return recordsOf(json).map((r) => penaltyCaseSchema.parse(r));
}

/** saveOrUpdate by dwId with the task's runId. */
export const saveBy = (
  server: TestServer,
  token: string,
  dwId: number,
  n: number,
  data: Record<string, unknown>,
): Promise<HttpResult> =>
  call(server.url, token, GENERIC_API.saveOrUpdate, {
    dwId: String(dwId),
    runId: runOf(n),
    data: JSON.stringify({ RWID: taskId(n), ...data }),
  });
