import { BladeClient } from '../api/client';
import { openDatabase } from '../db/database';
import { WorkerHasher } from './hasher';
import { UploadQueue } from './queue';
import { UploadStore } from './store';
import { HttpUploadTransport } from './transport';

// The process the crash test (and bench/upload-crash) kills with SIGKILL at random moments: it opens
// the queue database the test filled, resumes the queue against the server, prints READY once
// running and DONE when every file is done (FAILED <reason> if one fails), then exits.
// Config comes in XFJD_CRASH_CONFIG as JSON.

type Config = { serverUrl: string; token: string; dbFile: string };

const config = JSON.parse(process.env.XFJD_CRASH_CONFIG ?? '{}') as Config;
const db = openDatabase(config.dbFile);
const tokens = { accessToken: () => config.token, refresh: async () => false, expired: () => {} };
const client = new BladeClient({ baseUrl: () => config.serverUrl, tokens, timeoutMs: 5000 });
const transport = new HttpUploadTransport({
  client: () => client,
  baseUrl: () => config.serverUrl,
  tokens,
  stallMs: 3000,
});
const store = new UploadStore(db.sqlite);

const settle = (): void => {
  const rows = store.all();
  const failed = rows.find((r) => r.state === 'failed' || r.state === 'cancelled');
  if (failed) {
    process.stdout.write(`FAILED ${failed.name} ${failed.reason ?? ''}\n`);
    process.exit(1);
  }
  if (rows.every((r) => r.state === 'done')) {
    process.stdout.write('DONE\n');
    process.exit(0);
  }
};

const queue = new UploadQueue({
  store,
  transport,
  hasher: new WorkerHasher(),
  net: { online: true, onChange: () => () => {} },
  backoff: { baseMs: 20, maxMs: 200 },
  onChanged: (items) => {
    if (items.some((i) => i.state === 'done' || i.state === 'failed')) settle();
  },
  onDrained: () => {},
});
queue.start();
process.stdout.write('READY\n');
settle();
