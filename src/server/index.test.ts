import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './index';
import { runIdOf, taskId } from './tasks/seed/build';
import { DEMO_TASKS } from './tasks/seed/demo';
import { call, login, requestToken } from './testing';
import { DETAIL_API, DW_ID } from '../shared/detail/constants';
import { genericPageSchema } from '../shared/generic/schemas';
import { opLogRowSchema } from '../shared/detail/schemas';
import { taskPageSchema } from '../shared/tasks/schemas';
import { userInfoSchema } from '../shared/session/schemas';
import { GENERIC_API } from '../shared/generic/constants';
import { SESSION_API } from '../shared/session/constants';
import { TASKS_API } from '../shared/tasks/constants';

const dirs: string[] = [];
const freshDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'xfjd-server-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('creates reference.sqlite in WAL mode and listens on loopback', async () => {
    const dataDir = join(freshDir(), 'nested', 'server');
    const server = await startServer({ port: 0, dataDir });
    try {
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
      expect(server.port).toBeGreaterThan(0);
      expect(existsSync(join(dataDir, 'reference.sqlite'))).toBe(true);
    } finally {
      await server.close();
      await server.close(); // closing twice is harmless
    }
    const db = new Database(join(dataDir, 'reference.sqlite'), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('keeps data and tokens across a restart with the same data folder, without seeding twice', async () => {
    const dataDir = freshDir();
    const first = await startServer({ port: 0, dataDir });
    const tokens = await login(first.url);
    await call(first.url, tokens.access, DETAIL_API.detailConfig, {
      rwid: taskId(3),
      runId: runIdOf(1),
    });
    const logBefore = genericPageSchema(opLogRowSchema).parse(
      (
        await call(first.url, tokens.access, GENERIC_API.pageQuery, {
          dwId: String(DW_ID.operationLog),
          obj: JSON.stringify({ RWID: taskId(3) }),
        })
      ).json.data,
    );
    await first.close();

    const second = await startServer({ port: 0, dataDir });
    try {
      const info = await call(second.url, tokens.access, SESSION_API.userInfo);
      expect(info.status).toBe(200);
      expect(userInfoSchema.parse(info.json.data).account).toBe('demo');
      const list = taskPageSchema.parse(
        (await call(second.url, tokens.access, TASKS_API.taskList, { current: '1', size: '10' }))
          .json.data,
      );
      expect(list.total).toBe(DEMO_TASKS.length);
      const logAfter = genericPageSchema(opLogRowSchema).parse(
        (
          await call(second.url, tokens.access, GENERIC_API.pageQuery, {
            dwId: String(DW_ID.operationLog),
            obj: JSON.stringify({ RWID: taskId(3) }),
          })
        ).json.data,
      );
      expect(logAfter.total).toBe(logBefore.total);
      expect(logAfter.records[0]).toEqual(logBefore.records[0]);
      // The refresh token survives the restart too.
      const renewed = await requestToken(second.url, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh,
        scope: 'all',
      });
      expect(renewed.status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('starts from the command line, prints its address and stops on SIGTERM', async () => {
    const dataDir = freshDir();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli.ts', '--port', '0', '--data', dataDir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('\n')) resolve(stdout.split('\n')[0]);
      });
      child.on('exit', (code) => reject(new Error(`cli exited with ${code}: ${stderr}`)));
    });
    expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    const url = line.replace('listening on ', '');
    expect((await login(url)).access).toMatch(/^[0-9a-f]{64}$/);
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(dataDir, 'reference.sqlite'))).toBe(true);
  });
});
