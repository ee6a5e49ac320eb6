import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed';
import { call, login, startTestServer, type TestServer } from '../testing';
import { SCHEMA_V4_DDL } from './ddl-v4.fixture';
import { SCHEMA_VERSION } from './ddl';
import { DB_FILE_NAME, type ServerDb } from './open';
import * as schema from './schema';
import { SESSION_API } from '../../shared/session/constants';
import { TASKS_API } from '../../shared/tasks/constants';
import { taskPageSchema } from '../../shared/tasks/schemas';
import { CREDIT_DW_ID } from '../../shared/credit/constants';
import { GENERIC_API } from '../../shared/generic/constants';
import { taskId } from '../tasks/seed/build';

// A data folder made by an earlier build (the embedded server keeps one in each officer's profile):
// its tables were created by the hand-written DDL of schema version 4. The generated DDL must open
// it as it is, keep its data, and add what is new (the credit table).

const MARK = '张伟（旧数据）';

/** A version-4 data folder: the old DDL, seeded, with one change the seed would not make. */
function legacyFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'xfjd-v4-'));
  const sqlite = new Database(join(dir, DB_FILE_NAME));
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec(SCHEMA_V4_DDL);
    sqlite.pragma('user_version = 4');
    // The seed writes only the tables version 4 had; it stands in for the earlier build's seed.
    seedDatabase(drizzle({ client: sqlite, schema }) as ServerDb, Date.now(), dir);
    sqlite.prepare("UPDATE blade_user SET REAL_NAME = ? WHERE ACCOUNT = 'demo'").run(MARK);
  } finally {
    sqlite.close();
  }
  return dir;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  expect(SCHEMA_VERSION).toBe(4);
  server = await startTestServer({ dataDir: legacyFolder() });
  token = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

describe('opening a data folder of schema version 4', () => {
  it('keeps its data (no reseed) and serves a login and the task list', async () => {
    const user = await call(server.url, token, SESSION_API.userInfo);
    expect(user.json).toMatchObject({ success: true, data: { account: 'demo', real_name: MARK } });
    const { json } = await call(server.url, token, TASKS_API.taskList, {
      current: '1',
      size: '10',
    });
    const page = taskPageSchema.parse(json.data);
    expect(page.total).toBeGreaterThan(10);
    expect(page.records).toHaveLength(10);
  });

  it('adds the tables the old DDL lacked: a credit record can be saved', async () => {
    const data = {
      RWID: taskId(3),
      PERSON_NAME: '赵建国',
      ID_CARD: '150102197001011231',
      GSQ: '6',
    };
    const { json } = await call(server.url, token, GENERIC_API.saveOrUpdate, {
      dwId: String(CREDIT_DW_ID.person),
      data: JSON.stringify(data),
    });
    expect(json).toMatchObject({ code: 200, success: true });
    const sqlite = new Database(join(server.dataDir, DB_FILE_NAME), { readonly: true });
    try {
      expect(
        sqlite.prepare('SELECT PERSON_NAME FROM xfjd_xygk_grsx WHERE ID = ?').get(json.data),
      ).toEqual({ PERSON_NAME: '赵建国' });
      expect(sqlite.pragma('user_version', { simple: true })).toBe(4);
    } finally {
      sqlite.close();
    }
  });
});
