import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { M } from '../../shared/messages';
import { EventHub } from '../core/events';
import { PickedFiles } from '../core/files/picked';
import { createStager } from '../core/files/staging';
import { silentLogger } from '../core/logger';
import { startBridge, type RunningBridge } from './bridge-server';
import type { Handlers } from '../../shared/contract';
import type { PickedFile } from '../../shared/files/contract';

type Reply = { status: number; body: Record<string, unknown> };

/** node:http rather than fetch: the test must set Origin, which fetch treats as the caller's own. */
function post(
  port: number,
  path: string,
  body: Buffer,
  headers: Record<string, string | number> = {},
): Promise<Reply> {
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'Content-Length': body.length, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          ok({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
              string,
              unknown
            >,
          }),
        );
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

describe('browser bridge: staging chosen files', () => {
  let bridge: RunningBridge;
  let staging: string;
  const picked = new PickedFiles();
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xfjd-stage-'));
    mkdirSync(join(dir, 'renderer'));
    writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html>');
    staging = join(dir, 'profile', 'staging');
    const stageFile = createStager({
      dir: () => staging,
      picked,
      logger: silentLogger,
      maxBytes: 4 * 1024 * 1024,
    });
    bridge = await startBridge({
      handlers: {} as Handlers,
      events: new EventHub(),
      rendererDir: join(dir, 'renderer'),
      token: 'T0KEN',
      stageFile,
    });
  });
  afterAll(async () => {
    await bridge.close();
  });

  const origin = (): string => `http://127.0.0.1:${bridge.port}`;
  const stagePath = (name: string, token = 'T0KEN'): string =>
    `/bridge/stage?token=${token}&name=${encodeURIComponent(name)}`;

  it('streams the body to the staging folder and answers a PickedFile registered with the exact bytes', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 5);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff;
    const reply = await post(bridge.port, stagePath('现场 视频(1).mp4'), bytes, {
      Origin: origin(),
      'Content-Type': 'application/octet-stream',
    });
    expect(reply.status).toBe(200);
    const file = reply.body as PickedFile;
    expect(file).toEqual({
      ref: expect.any(String) as string,
      name: '现场 视频(1).mp4',
      size: bytes.length,
    });
    const source = picked.resolve(file.ref);
    expect(source).toMatchObject({ name: '现场 视频(1).mp4', size: bytes.length, staged: true });
    expect(source?.path.startsWith(staging)).toBe(true);
    expect(readFileSync(source?.path ?? '').equals(bytes)).toBe(true);
  });

  it('refuses a wrong token and a foreign or missing origin with 403, staging nothing', async () => {
    const before = readdirSync(staging).length;
    expect(
      (await post(bridge.port, stagePath('a.jpg', 'wrong'), Buffer.from('x'), { Origin: origin() }))
        .status,
    ).toBe(403);
    expect(
      (
        await post(bridge.port, stagePath('a.jpg'), Buffer.from('x'), {
          Origin: 'http://evil.example',
        })
      ).status,
    ).toBe(403);
    expect((await post(bridge.port, stagePath('a.jpg'), Buffer.from('x'))).status).toBe(403);
    expect(readdirSync(staging)).toHaveLength(before);
  });

  it('refuses bad names with 400 and bodies over the limit with 413', async () => {
    for (const name of ['', '../a.jpg', 'a/b.jpg', 'x'.repeat(201)]) {
      const reply = await post(bridge.port, stagePath(name), Buffer.from('x'), {
        Origin: origin(),
      });
      expect(reply).toEqual({ status: 400, body: { message: M.errInvalidArgs } });
    }
    const big = await post(
      bridge.port,
      stagePath('大视频.mp4'),
      Buffer.alloc(4 * 1024 * 1024 + 1),
      { Origin: origin() },
    );
    expect(big).toEqual({ status: 413, body: { message: M.uploadTooLarge('大视频.mp4', 4) } });
  });

  it('answers 413 when a body without Content-Length grows past the limit, keeping nothing', async () => {
    const before = readdirSync(staging).length;
    const reply = await new Promise<Reply>((ok, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: bridge.port,
          path: stagePath('无长度.mp4'),
          method: 'POST',
          headers: { Origin: origin(), 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            ok({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
            }),
          );
        },
      );
      req.on('error', fail);
      const chunk = Buffer.alloc(512 * 1024);
      let sent = 0;
      const pump = (): void => {
        // Keeps sending until the server answers, as a browser would.
        while (sent < 16 && req.write(chunk)) sent++;
        if (sent < 16) req.once('drain', pump);
        else req.end();
      };
      pump();
    });
    expect(reply).toEqual({ status: 413, body: { message: M.uploadTooLarge('无长度.mp4', 4) } });
    expect(readdirSync(staging)).toHaveLength(before);
  });

  it('leaves nothing behind when the page goes away mid-file', async () => {
    const before = readdirSync(staging).sort();
    const req = request({
      host: '127.0.0.1',
      port: bridge.port,
      path: stagePath('断开.mp4'),
      method: 'POST',
      headers: { Origin: origin(), 'Content-Length': 1024 * 1024 },
    });
    req.on('error', () => undefined);
    req.write(Buffer.alloc(100 * 1024));
    // Waits for the copy to begin (a busy machine may take a while), not for a fixed time.
    const parts = (): string[] => readdirSync(staging).filter((f) => f.endsWith('.part'));
    await vi.waitUntil(() => parts().length > 0, { timeout: 10_000, interval: 10 });
    expect(parts()).toHaveLength(1);
    req.destroy();
    await vi.waitUntil(() => readdirSync(staging).length === before.length, {
      timeout: 10_000,
      interval: 10,
    });
    expect(readdirSync(staging).sort()).toEqual(before);
  });

  it('stages only by POST, and only where the core offers staging', async () => {
    const get = await fetch(`${origin()}${stagePath('a.jpg')}`);
    expect(get.status).toBe(403); // fetch sends no Origin on a GET: refused before anything else
    const none = await startBridge({
      handlers: {} as Handlers,
      events: new EventHub(),
      rendererDir: join(staging, '..', '..', 'renderer'),
      token: 'T',
    });
    try {
      const reply = await post(none.port, '/bridge/stage?token=T&name=a.jpg', Buffer.from('x'), {
        Origin: `http://127.0.0.1:${none.port}`,
      });
      expect(reply.status).toBe(404);
    } finally {
      await none.close();
    }
  });
});
