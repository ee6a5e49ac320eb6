import { taskId } from '../tasks/seed/build';
import { call, type HttpResult, type TestServer } from '../testing';
import { runOf } from '../actions/testing';
import { pageQuery, recordsOf } from '../penalty/testing';
import { DANGER_SEEDS, dangerId } from './seed';

// Helpers of the inspection area's tests: seeded dangers by task, the generic pages, the calls.

/** The ids of the seeded dangers of task n, in seed order (filtered by the predicate). */
export const dangersOf = (
  n: number,
  keep: (s: (typeof DANGER_SEEDS)[number]) => boolean = () => true,
): string[] => DANGER_SEEDS.flatMap((s, i) => (s.n === n && keep(s) ? [dangerId(i)] : []));

/** A generic page of dwId for the officer, with its records and total. */
export async function page(
  server: TestServer,
  token: string,
  dwId: number,
  obj: Record<string, unknown>,
  size = 50,
): Promise<{ json: Record<string, unknown>; rows: Array<Record<string, unknown>>; total: number }> {
  const { json } = await pageQuery(server, token, dwId, obj, size);
  if (json.success !== true) return { json, rows: [], total: 0 };
  const data = (json.data as { data: { total: number } }).data;
  return { json, rows: recordsOf(json), total: data.total };
}

/** A call on seeded task n as the web system spells it (runId, rwid). */
export const onTask = (
  server: TestServer,
  token: string,
  path: string,
  n: number,
  form: Record<string, string> = {},
): Promise<HttpResult> =>
  call(server.url, token, path, { runId: runOf(n), rwid: taskId(n), ...form });
