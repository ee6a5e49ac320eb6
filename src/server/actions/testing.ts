import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { expect } from 'vitest';
import * as schema from '../db/schema';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, withDatabase, type HttpResult, type TestServer } from '../testing';
import { DETAIL_API } from '../../shared/detail/constants';
import { GENERIC_API } from '../../shared/generic/constants';
import { detailConfigSchema } from '../../shared/detail/schemas';
import { DEMO_TASKS } from '../tasks/seed/demo';
import { OTHER_TASKS } from '../tasks/seed/others';

// Helpers of the actions' tests: a task's runId, calls on a task, its row, state and buttons.

const SEEDS = [...DEMO_TASKS, ...OTHER_TASKS];

/** runId of seeded task n. */
export const runOf = (n: number): string => {
  const seed = SEEDS.find((s) => s.n === n);
  if (!seed) throw new Error(`no seeded task ${n}`);
  return runIdOf(seed.run);
};

/**
 * Where an action goes: its path (a form with RWID and runId), a generic interface by id (obj
 * { RWID, ...fields }) or a generic save by dwId (data { RWID, ...fields }), runId beside.
 */
export type Target = string | { iface: number } | { dwId: number };

/** A call on seeded task n (RWID, runId) with more fields. */
export const onTask = (
  server: TestServer,
  token: string,
  target: Target,
  n: number,
  form: Record<string, string> = {},
): Promise<HttpResult> => {
  const runId = runOf(n);
  const fields = { RWID: taskId(n), ...form };
  if (typeof target === 'string') return call(server.url, token, target, { runId, ...fields });
  if ('iface' in target)
    return call(server.url, token, GENERIC_API.execInterface, {
      id: String(target.iface),
      runId,
      obj: JSON.stringify(fields),
    });
  return call(server.url, token, GENERIC_API.saveOrUpdate, {
    dwId: String(target.dwId),
    runId,
    data: JSON.stringify(fields),
  });
};

export type Rows = {
  task: typeof schema.tasks.$inferSelect;
  state: typeof schema.taskStates.$inferSelect | undefined;
};

/** The task's row and its action state, read from the database. */
export const rowsOf = (server: TestServer, n: number): Rows =>
  withDatabase(server.dataDir, (sqlite) => {
    const db = drizzle({ client: sqlite, schema });
    const task = db
      .select()
      .from(schema.tasks)
      .where(eq(schema.tasks.rwid, taskId(n)))
      .get();
    if (!task) throw new Error(`no task ${n}`);
    const state = db
      .select()
      .from(schema.taskStates)
      .where(eq(schema.taskStates.rwid, taskId(n)))
      .get();
    return { task, state };
  });

/** The header buttons (btnPos 1) the detail screen gets for seeded task n. */
export async function headerButtons(
  server: TestServer,
  token: string,
  n: number,
): Promise<string[]> {
  const { json } = await call(server.url, token, DETAIL_API.detailConfig, {
    rwid: taskId(n),
    runId: runOf(n),
    pagetype: '1',
    SFCXLSSJ: '0',
  });
  expect(json).toMatchObject({ success: true });
  return detailConfigSchema
    .parse(json.data)
    .btnsList.filter((b) => b.btnPos === '1')
    .map((b) => b.btnType);
}

/** Expects a refusal with exactly this message, and that the task's rows did not change. */
export async function expectRefused(
  server: TestServer,
  n: number,
  send: () => Promise<HttpResult>,
  msg: string,
): Promise<void> {
  const before = rowsOf(server, n);
  const { json } = await send();
  expect(json).toMatchObject({ success: false, msg });
  expect(rowsOf(server, n)).toEqual(before);
}

export type ActionCalls = {
  /** A call on seeded task n as the demo officer. */
  act(target: Target, n: number, form?: Record<string, string>): Promise<HttpResult>;
  /** Expects that call refused with exactly `msg`, the task's rows unchanged. */
  refused(target: Target, n: number, form: Record<string, string>, msg: string): Promise<void>;
};

/** The actions' tests call seeded tasks by number: `act` and `refused` on this server. */
export function actionCalls(server: TestServer, token: string): ActionCalls {
  const act: ActionCalls['act'] = (path, n, form = {}) => onTask(server, token, path, n, form);
  return {
    act,
    refused: (path, n, form, msg) => expectRefused(server, n, () => act(path, n, form), msg),
  };
}
