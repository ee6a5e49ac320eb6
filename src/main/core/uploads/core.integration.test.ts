import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { M } from '../../../shared/messages';
import { startServer } from '../../../server/index';
import { createCore, type Core } from '../app';
import { coreCalls } from '../testing/reference';
import { SEED_TASK, writeRandomFiles } from './testing-server';
import type { Channel, Events, IpcResult, Request, Response } from '../../../shared/contract';
import type { UploadItem } from '../../../shared/uploads/contract';

// The queue through the core's handlers and events, against the reference server: enqueue with
// main's checks, held files and upload:start, offline and back with the drained notice, and the
// queue following sign-out and sign-in.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const tmp = (p: string): string => mkdtempSync(join(tmpdir(), p));

async function core(
  serverUrl: string,
): Promise<{ core: Core; events: { [K in keyof Events]?: Events[K][] } }> {
  const profileDir = tmp('xfjd-upload-core-');
  const machine = join(profileDir, 'machine.json');
  writeFileSync(machine, JSON.stringify({ serverUrl }));
  const c = await createCore({
    profileDir,
    machineConfigPath: machine,
    net: { onlineIntervalMs: 60_000, offlineMinMs: 50, offlineMaxMs: 100 },
    requestTimeoutMs: 3000,
  });
  cleanups.push(() => c.dispose());
  const events: { [K in keyof Events]?: Events[K][] } = {};
  c.events.subscribe((name, payload) => {
    (events[name] ??= [] as never[]).push(payload as never);
  });
  return { core: c, events };
}

const call = <C extends Channel>(
  c: Core,
  channel: C,
  req: Request<C>,
): Promise<IpcResult<Response<C>>> => coreCalls(() => c).call(channel, req);
const value = <C extends Channel>(c: Core, channel: C, req: Request<C>): Promise<Response<C>> =>
  coreCalls(() => c).value(channel, req);
const login = (c: Core): Promise<unknown> =>
  value(c, 'session:login', { tenantId: '000000', username: 'demo', password: 'demo123456' });

async function until(
  c: Core,
  pred: (items: UploadItem[]) => boolean,
  ms = 15_000,
): Promise<UploadItem[]> {
  const end = Date.now() + ms;
  for (;;) {
    const items = await value(c, 'uploads:list', undefined);
    if (pred(items)) return items;
    if (Date.now() > end)
      throw new Error(
        `timed out: ${JSON.stringify(items.map((i) => [i.name, i.state, i.reason]))}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('upload queue in the core', () => {
  it('enqueues chosen files, refuses what main does not accept, and reports each change', async () => {
    const s = await startServer({ port: 0, dataDir: tmp('xfjd-upload-core-server-') });
    cleanups.push(() => s.close());
    const { core: c, events } = await core(s.url);
    await login(c);
    const dir = tmp('xfjd-upload-core-files-');
    const [a, b] = writeRandomFiles(dir, [300_000, 5_242_880 + 3]);
    const refA = c.picked.register(a.path, a.name, a.size, false).ref;
    const refB = c.picked.register(b.path, b.name, b.size, true).ref;
    writeFileSync(join(dir, 'tool.exe'), 'x');
    const exe = c.picked.register(join(dir, 'tool.exe'), 'tool.exe', 1, false).ref;

    const bad = await call(c, 'uploads:enqueue', {
      target: SEED_TASK,
      profile: 'chunked',
      files: [{ ref: refA }, { ref: exe }],
    });
    expect(bad).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.uploadBadSuffix('tool.exe') },
    });
    expect(
      await call(c, 'uploads:enqueue', {
        target: SEED_TASK,
        profile: 'chunked',
        files: [{ ref: 'nope' }],
      }),
    ).toEqual({ ok: false, error: { kind: 'invalid', message: M.errInvalidArgs } });
    expect(await value(c, 'uploads:list', undefined)).toEqual([]);

    const queued = await value(c, 'uploads:enqueue', {
      target: SEED_TASK,
      profile: 'chunked',
      files: [{ ref: refA, title: '现场照片' }, { ref: refB }],
    });
    expect(queued.map((i) => [i.name, i.title, i.state])).toEqual([
      [a.name, '现场照片', 'queued'],
      [b.name, 'f1', 'queued'],
    ]);
    // A ref is taken once queued.
    expect(
      (
        await call(c, 'uploads:enqueue', {
          target: SEED_TASK,
          profile: 'chunked',
          files: [{ ref: refA }],
        })
      ).ok,
    ).toBe(false);
    const done = await until(c, (items) => items.every((i) => i.state === 'done'));
    expect(done.map((i) => [i.md5, i.bytesDone, i.slicesDone, i.sliceCount])).toEqual([
      [a.md5, a.size, 1, 1],
      [b.md5, b.size, 2, 2],
    ]);
    expect(done.every((i) => i.fileId)).toBe(true);
    // The staged copy is gone once done (removed after the commit); the officer's own file stays.
    await vi.waitUntil(() => !existsSync(b.path), { timeout: 10_000, interval: 10 });
    expect(existsSync(b.path)).toBe(false);
    expect(existsSync(a.path)).toBe(true);
    const seen = (events['uploads:changed'] ?? [])
      .flatMap((e) => e.items)
      .filter((i) => i.id === done[0].id)
      .map((i) => i.state);
    expect(seen).toEqual(
      expect.arrayContaining(['queued', 'hashing', 'checking', 'uploading', 'merging', 'done']),
    );
    expect(await value(c, 'uploads:clear', undefined)).toBeNull();
    expect(await value(c, 'uploads:list', undefined)).toEqual([]);
  });

  it("stages into the account's folder; signing in sweeps old copies no upload needs, never another account's", async () => {
    const s = await startServer({ port: 0, dataDir: tmp('xfjd-upload-core-server-') });
    cleanups.push(() => s.close());
    const { core: c } = await core(s.url);
    expect(
      await c.stageFile('a.jpg', Readable.from([Buffer.from('a')])).catch((e: Error) => e.message),
    ).toBe(M.loginExpired);
    await login(c);
    const queuedRef = await c.stageFile('held.jpg', Readable.from([Buffer.from('held')]));
    await value(c, 'uploads:enqueue', {
      target: SEED_TASK,
      profile: 'attachment',
      hold: true,
      files: [{ ref: queuedRef.ref }],
    });
    const orphan = await c.stageFile('orphan.jpg', Readable.from([Buffer.from('orphan')]));
    const fresh = await c.stageFile('fresh.jpg', Readable.from([Buffer.from('fresh')]));
    const path = (ref: string): string => c.picked.resolve(ref)?.path ?? '';
    const orphanPath = path(orphan.ref);
    const freshPath = path(fresh.ref);
    // The held file's copy is the third one in the account's folder (its ref was taken by the queue).
    const heldName = readdirSync(dirname(orphanPath)).find(
      (n) => n !== basename(orphanPath) && n !== basename(freshPath),
    );
    const heldPath = join(dirname(orphanPath), heldName ?? 'missing');
    const others = join(dirname(dirname(orphanPath)), 'another-account');
    mkdirSync(others);
    writeFileSync(join(others, 'x'), 'x');
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const p of [orphanPath, heldPath, join(others, 'x')]) utimesSync(p, old, old);

    await value(c, 'session:logout', undefined);
    await login(c);
    // The sweep runs after sign-in, in the background: wait for the orphan to go.
    await vi.waitUntil(() => !existsSync(orphanPath), { timeout: 10_000, interval: 10 });
    expect(existsSync(orphanPath)).toBe(false);
    expect(existsSync(heldPath)).toBe(true);
    expect(existsSync(freshPath)).toBe(true);
    expect(existsSync(join(others, 'x'))).toBe(true);
  });

  it('held files wait for upload:start (then go by the batch call); offline files wait and drain when the server is back; sign-out stops the queue, sign-in resumes it', async () => {
    const dataDir = tmp('xfjd-upload-core-server-');
    let s = await startServer({ port: 0, dataDir });
    const port = s.port;
    cleanups.push(() => s.close());
    const { core: c, events } = await core(s.url);
    await login(c);
    const dir = tmp('xfjd-upload-core-files-');
    const [a, b, d] = writeRandomFiles(dir, [1000, 2000, 3000]);
    const [held] = await value(c, 'uploads:enqueue', {
      target: SEED_TASK,
      profile: 'attachment',
      hold: true,
      files: [{ ref: c.picked.register(a.path, 'a.pdf', a.size, false).ref }],
    });
    expect(held.state).toBe('held');
    await until(c, (items) => items[0].md5 === a.md5 && items[0].state === 'held');
    const [started] = await value(c, 'uploads:start', {
      items: [{ id: held.id, title: '检查记录', remark: '首页' }],
    });
    expect(started).toMatchObject({ title: '检查记录', remark: '首页' });
    await until(c, (items) => items[0].state === 'done');
    // Stored by the multipart call with its title and description; no slice was sent.
    const stats = s.uploadStats();
    expect(stats.sliceWrites).toEqual([]);
    expect(stats.attachments.filter((x) => x.md5 === a.md5)).toMatchObject([
      { uploadKey: null, size: a.size, businessId: SEED_TASK.businessId },
    ]);

    await s.close();
    // The upload form's file (the batch call) waits for the network like any other.
    await value(c, 'uploads:enqueue', {
      target: SEED_TASK,
      profile: 'form',
      files: [{ ref: c.picked.register(b.path, 'b.mp4', b.size, false).ref }],
    });
    const waiting = await until(c, (items) => items[1].reason === M.uploadWaitingNetwork);
    expect(waiting[1].state).toBe('queued');
    s = await startServer({ port, dataDir });
    await until(c, (items) => items[1].state === 'done');
    await vi.waitUntil(() => (events['uploads:drained'] ?? []).length > 0, {
      timeout: 10_000,
      interval: 10,
    });
    expect(events['uploads:drained']).toEqual([{ count: 1 }]);

    // Sign-out while a file waits: the queue stops; signing in again brings the same queue back.
    await s.close();
    await value(c, 'uploads:enqueue', {
      target: SEED_TASK,
      profile: 'chunked',
      files: [{ ref: c.picked.register(d.path, 'd.mp4', d.size, false).ref }],
    });
    await until(c, (items) => items[2].reason === M.uploadWaitingNetwork);
    await value(c, 'session:logout', undefined);
    expect(await value(c, 'uploads:list', undefined)).toEqual([]);
    s = await startServer({ port, dataDir });
    await login(c);
    const back = await until(
      c,
      (items) => items.length === 3 && items.every((i) => i.state === 'done'),
    );
    expect(back.map((i) => i.md5)).toEqual([a.md5, b.md5, d.md5]);
  });
});
