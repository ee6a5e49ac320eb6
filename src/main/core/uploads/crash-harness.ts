import { spawn, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningServer } from '../../../server/index';
import { openDatabase } from '../db/database';
import type { NewUpload } from './queue-options';
import { UploadStore, type QueueRow } from './store';
import { downloadMd5, newUploads, type TestFileOnDisk } from './testing-server';
import { ATTACHMENTS_API } from '../../../shared/attachments/constants';

// The crash loop shared by the crash test and bench/upload-crash: a child process runs the queue
// (crash-child.ts), the loop kills it with SIGKILL at random moments and restarts it, then checks
// with the server that every file arrived once, with its MD5, and that no slice was sent twice.
// Files go by the chunked protocol, and (`batches`) by the multipart call, a batch per request.

const CHILD = join(import.meta.dirname, 'crash-child.ts');

class Child {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly proc: ChildProcess;
  private waiters: (() => void)[] = [];
  stderr = '';

  constructor(env: Record<string, string>) {
    this.proc = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buf = '';
    this.proc.stdout!.on('data', (c: Buffer) => {
      buf += c.toString('utf8');
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        this.lines.push(buf.slice(0, nl));
        buf = buf.slice(nl + 1);
      }
      this.wake();
    });
    this.proc.stderr!.on('data', (c: Buffer) => {
      this.stderr = (this.stderr + c.toString('utf8')).slice(-4000);
    });
    this.exited = new Promise((resolve) => this.proc.on('exit', (code) => resolve(code)));
    void this.exited.then(() => this.wake());
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Resolves with the first line matching, or null when the process ended or time ran out. */
  async line(pred: (l: string) => boolean, timeoutMs: number): Promise<string | null> {
    const end = Date.now() + timeoutMs;
    let gone = false;
    void this.exited.then(() => (gone = true));
    for (;;) {
      const hit = this.lines.find(pred);
      if (hit !== undefined) return hit;
      if (gone || Date.now() >= end) return null;
      await new Promise<void>((r) => {
        const t = setTimeout(r, Math.max(1, end - Date.now()));
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  kill(): Promise<number | null> {
    this.proc.kill('SIGKILL');
    return this.exited;
  }
}

export type CrashLoopOptions = {
  server: RunningServer;
  token: string;
  files: readonly TestFileOnDisk[];
  /** Files sent by the multipart call: each list is one batch (the attachment dialog's Save). */
  batches?: readonly (readonly TestFileOnDisk[])[];
  sliceSize: number;
  profileDir: string;
  kills: number;
  /** Kill moments: ms after the child said READY. */
  killDelayMs: () => number;
  log?: (line: string) => void;
};

export type CrashLoopResult = { kills: number; runs: number; rows: QueueRow[]; problems: string[] };

const toRows = (news: readonly NewUpload[], now: number): QueueRow[] =>
  news.map((n) => ({
    ...n,
    state: 'queued',
    md5: null,
    uploadId: null,
    fileId: null,
    reason: null,
    attempts: 0,
    nextAttemptAt: null,
    createdAt: now,
    updatedAt: now,
  }));

export async function runCrashLoop(o: CrashLoopOptions): Promise<CrashLoopResult> {
  const dbFile = join(o.profileDir, 'queue.sqlite');
  const setup = openDatabase(dbFile);
  const mtime = (p: string): number => Math.floor(statSync(p).mtimeMs);
  // The batches first: they are done after a few runs, each kill meanwhile landing in one of them.
  const batchRows = (o.batches ?? []).flatMap((files, i) =>
    toRows(newUploads(files, o.sliceSize, mtime), Date.now()).map((r): QueueRow => ({
      ...r,
      profile: 'attachment',
      uploadId: `batch-${i}`,
    })),
  );
  new UploadStore(setup.sqlite).insert([
    ...batchRows,
    ...toRows(newUploads(o.files, o.sliceSize, mtime), Date.now()),
  ]);
  setup.close();
  const env = {
    XFJD_CRASH_CONFIG: JSON.stringify({ serverUrl: o.server.url, token: o.token, dbFile }),
  };
  const problems: string[] = [];
  let kills = 0;
  let runs = 0;
  for (;;) {
    runs++;
    const child = new Child(env);
    const first = await child.line((l) => l === 'READY' || l.startsWith('FAILED'), 30_000);
    if (first !== 'READY') {
      problems.push(`run ${runs}: no READY (${first ?? 'exit'}) ${child.stderr}`);
      await child.kill();
      break;
    }
    if (kills >= o.kills) {
      const end = await child.line((l) => l === 'DONE' || l.startsWith('FAILED'), 60_000);
      if (end !== 'DONE') problems.push(`final run: ${end ?? 'no answer'} ${child.stderr}`);
      await child.kill();
      break;
    }
    const delay = o.killDelayMs();
    const early = await child.line((l) => l === 'DONE' || l.startsWith('FAILED'), delay);
    if (early) {
      await child.exited;
      if (early !== 'DONE') problems.push(`run ${runs}: ${early}`);
      // Every file is done before enough kills: the loop has nothing left to interrupt.
      problems.push(`work ran out after ${kills} kills`);
      break;
    }
    await child.kill();
    kills++;
    if (o.log) {
      const peek = openDatabase(dbFile);
      const held = peek.sqlite
        .prepare('SELECT COUNT(*) FROM upload_slices')
        .pluck()
        .get() as number;
      const states = peek.sqlite
        .prepare("SELECT group_concat(state, ' ') FROM upload_items")
        .pluck()
        .get() as string;
      peek.close();
      o.log(
        `kill ${kills} at ${Math.round(delay)} ms after READY: ${held} slices confirmed; ${states}`,
      );
    }
  }
  const check = openDatabase(dbFile);
  const rows = new UploadStore(check.sqlite).all();
  check.close();
  return { kills, runs, rows, problems };
}

/**
 * Problems found on the server side: attachments per file (a chunked one by its uploadKey, a
 * batch one by its MD5: the multipart call carries no key), MD5 by download, slice writes.
 */
export async function verifyOnServer(
  server: RunningServer,
  token: string,
  files: readonly TestFileOnDisk[],
  rows: readonly QueueRow[],
  runId: string,
  batchFiles: readonly TestFileOnDisk[] = [],
): Promise<string[]> {
  const problems: string[] = [];
  const stats = server.uploadStats();
  for (const f of [...files, ...batchFiles]) {
    const row = rows.find((r) => r.id === f.id);
    if (!row || row.state !== 'done')
      problems.push(`${f.name}: ${row?.state ?? 'missing'} ${row?.reason ?? ''}`);
    const stored = batchFiles.includes(f)
      ? stats.attachments.filter((a) => a.md5 === f.md5)
      : stats.attachments.filter((a) => a.uploadKey === f.id);
    if (stored.length !== 1) problems.push(`${f.name}: ${stored.length} attachments`);
    else if (stored[0].md5 !== f.md5 || stored[0].size !== f.size)
      problems.push(`${f.name}: stored md5/size differ`);
    else if (row?.fileId && stored[0].id !== row.fileId)
      problems.push(`${f.name}: the queue's fileId is not the stored attachment`);
    if (row?.fileId) {
      const got = await downloadMd5(
        `${server.url}${ATTACHMENTS_API.download}?fileId=${row.fileId}&runId=${runId}`,
        token,
      );
      if (got.status !== 200 || got.md5 !== f.md5)
        problems.push(`${f.name}: download ${got.status} ${got.md5}`);
    }
  }
  for (const w of stats.sliceWrites) {
    if (w.count !== 1) problems.push(`slice ${w.uploadId}:${w.index} written ${w.count} times`);
    if (w.resends > 0)
      problems.push(
        `slice ${w.uploadId}:${w.index} sent again ${w.resends} times after the server confirmed it`,
      );
  }
  return problems;
}
