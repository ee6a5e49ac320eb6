import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../src/main/core/app';
import { dispatch } from '../src/main/core/dispatch';
import { cacheKey } from '../src/main/core/db/cache';
import { startServer } from '../src/server/index';
import { fmt, median, timeBatches } from './stats';

// Opening a cached task (the main-process read of detail + tree that serves the screen offline)
// against a raw better-sqlite3 read of the same cache row, in the same run. Goal: ratio ≤ 2.

const tmp = (p: string): string => mkdtempSync(join(tmpdir(), p));
const server = await startServer({ port: 0, dataDir: tmp('xfjd-bench-server-') });
const profileDir = tmp('xfjd-bench-profile-');
const machine = join(profileDir, 'machine.json');
writeFileSync(machine, JSON.stringify({ serverUrl: server.url }));
const core = await createCore({
  profileDir,
  machineConfigPath: machine,
  net: { onlineIntervalMs: 3_600_000, offlineMinMs: 3_600_000, offlineMaxMs: 3_600_000 },
});

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
must(
  await dispatch(core.handlers, 'session:login', {
    tenantId: '000000',
    username: 'demo',
    password: 'demo123456',
  }),
);
const list = must(await dispatch(core.handlers, 'tasks:list', { current: 1, size: 50 })) as {
  data: { records: { RWID: string; runId: string; RWMC: string }[] };
};
// The task with the largest tree (the four-task penalty run).
const task =
  list.data.records.find((r) => r.RWMC.includes('鼎盛购物中心有限公司消防违法行为的行政处罚')) ??
  list.data.records[0];
const req = { runId: task.runId, RWID: task.RWID };
must(await dispatch(core.handlers, 'detail:get', req));

// Offline: the detail now comes from the cache.
await server.close();
const first = must(await dispatch(core.handlers, 'detail:get', req)) as { source: string };
if (first.source !== 'cache') throw new Error(`expected a cached read, got ${first.source}`);

const [dbFile] = readdirSync(join(profileDir, 'data')).filter((f) => f.endsWith('.sqlite'));
const raw = new Database(join(profileDir, 'data', dbFile), { readonly: true });
const rawStmt = raw.prepare('SELECT value, updated_at FROM cache WHERE key = ?');
const key = cacheKey('detail:get', req);
const rawRow = rawStmt.get(key) as { value: string } | undefined;
if (!rawRow) throw new Error('cache row not found');
const bytes = rawRow.value.length;

const BATCHES = 15;
const PER = 200;
// Warm up both paths, then alternate batches so machine noise hits both alike.
await timeBatches(() => dispatch(core.handlers, 'detail:get', req), 3, PER);
await timeBatches(() => JSON.parse((rawStmt.get(key) as { value: string }).value), 3, PER);
const ours: number[] = [];
const base: number[] = [];
for (let i = 0; i < BATCHES; i++) {
  ours.push(...(await timeBatches(() => dispatch(core.handlers, 'detail:get', req), 1, PER)));
  base.push(
    ...(await timeBatches(() => JSON.parse((rawStmt.get(key) as { value: string }).value), 1, PER)),
  );
}
const ratio = median(ours) / median(base);
process.stdout.write(
  `cached task open (detail + tree, ${(bytes / 1024).toFixed(1)} KiB cached): core ${fmt(median(ours))} µs, raw better-sqlite3 ${fmt(median(base))} µs, ratio ${fmt(ratio)} (goal ≤ 2)\n`,
);
raw.close();
await core.dispose();
