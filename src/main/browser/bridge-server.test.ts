import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EventHub } from '../core/events';
import { CSP } from '../core/security';
import { startBridge, type RunningBridge } from './bridge-server';
import type { Handlers } from '../../shared/contract';

const open = (url: string, origin: string): Promise<WebSocket> =>
  new Promise((ok, fail) => {
    const ws = new WebSocket(url, { origin });
    ws.once('open', () => ok(ws));
    ws.once('error', fail);
    ws.once('unexpected-response', (_req, res) => fail(new Error(`HTTP ${res.statusCode}`)));
  });

const next = (ws: WebSocket): Promise<Record<string, unknown>> =>
  new Promise((ok) =>
    ws.once('message', (d) => ok(JSON.parse(String(d)) as Record<string, unknown>)),
  );

describe('browser bridge', () => {
  let bridge: RunningBridge;
  const events = new EventHub();
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xfjd-bridge-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>消防</title>');
    writeFileSync(join(dir, 'assets', 'a.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'secret.txt'), 'secret');
    const handlers = {
      'net:check': async () => ({ online: true, since: 7 }),
    } as unknown as Handlers;
    bridge = await startBridge({ handlers, events, rendererDir: dir, token: 'T0KEN' });
  });
  afterAll(async () => {
    await bridge.close();
  });

  const base = (): string => `http://127.0.0.1:${bridge.port}`;

  it('prints a loopback URL carrying the token', () => {
    expect(bridge.url).toBe(`${base()}/?token=T0KEN`);
  });

  it('serves the renderer with a CSP and refuses paths outside it', async () => {
    const index = await fetch(`${base()}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toBe(CSP.browser);
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await index.text()).toContain('消防');
    expect((await fetch(`${base()}/assets/a.js`)).headers.get('content-type')).toContain(
      'javascript',
    );
    expect((await fetch(`${base()}/..%2Fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${base()}/missing.js`)).status).toBe(404);
  });

  it('refuses a socket with a wrong token or a foreign origin', async () => {
    await expect(open(`ws://127.0.0.1:${bridge.port}/bridge?token=wrong`, base())).rejects.toThrow(
      '403',
    );
    await expect(
      open(`ws://127.0.0.1:${bridge.port}/bridge?token=T0KEN`, 'http://evil.example'),
    ).rejects.toThrow('403');
  });

  it('carries invokes and events over the socket', async () => {
    const ws = await open(`ws://127.0.0.1:${bridge.port}/bridge?token=T0KEN`, base());
    const reply = next(ws);
    ws.send(JSON.stringify({ type: 'invoke', id: 3, channel: 'net:check', arg: null }));
    expect(await reply).toEqual({
      type: 'result',
      id: 3,
      result: { ok: true, value: { online: true, since: 7 } },
    });

    const bad = next(ws);
    ws.send(JSON.stringify({ type: 'invoke', id: 4, channel: 'nope', arg: null }));
    expect(await bad).toMatchObject({ id: 4, result: { ok: false, error: { kind: 'invalid' } } });

    const pushed = next(ws);
    events.emit('net:changed', { online: false, since: 9 });
    expect(await pushed).toEqual({
      type: 'event',
      event: 'net:changed',
      payload: { online: false, since: 9 },
    });
    ws.close();
  });
});
