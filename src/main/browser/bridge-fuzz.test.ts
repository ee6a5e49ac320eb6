import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EventHub } from '../core/events';
import { PickedFiles } from '../core/files/picked';
import { createStager } from '../core/files/staging';
import { silentLogger } from '../core/logger';
import { startBridge, type RunningBridge } from './bridge-server';
import type { Handlers } from '../../shared/contract';

// Issue 12, item 9: no request, however malformed, may end browser mode (the process also hosts
// the core and the embedded server). A bounded, deterministic fuzz over loopback: a few hundred
// malformed requests, upgrades, frames and messages; every one must be answered (a status line, a
// close frame or a result/error frame) and the bridge must still serve the page and the socket.

const TOKEN = 'FUZZ-T0KEN';

/** mulberry32: the same requests on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(20250612);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;

/** Sends raw bytes; resolves with what came back before the server closed (or 1 s passed). */
function exchange(
  port: number,
  bytes: Buffer | string,
  waitFor?: (got: Buffer) => boolean,
): Promise<Buffer> {
  return new Promise((ok) => {
    const chunks: Buffer[] = [];
    const sock = connect(port, '127.0.0.1');
    const done = (): void => {
      clearTimeout(timer);
      sock.destroy();
      ok(Buffer.concat(chunks));
    };
    const timer = setTimeout(done, 1000);
    sock.on('data', (c: Buffer) => {
      chunks.push(c);
      if (waitFor?.(Buffer.concat(chunks))) done();
    });
    sock.on('error', done);
    sock.on('close', done);
    sock.write(bytes);
  });
}

const statusOf = (b: Buffer): number => {
  const m = /^HTTP\/1\.1 (\d{3})/.exec(b.toString('latin1'));
  return m ? Number(m[1]) : 0;
};
const hasStatus = (b: Buffer): boolean => /^HTTP\/1\.1 \d{3}/.test(b.toString('latin1'));

/** A client frame (masked unless told otherwise); `len` overrides the declared length. */
function frame(
  opcode: number,
  payload: Buffer,
  o: { fin?: boolean; rsv?: number; mask?: boolean; len?: bigint } = {},
): Buffer {
  const first = ((o.fin ?? true) ? 0x80 : 0) | ((o.rsv ?? 0) << 4) | opcode;
  const mask = o.mask ?? true;
  const len = o.len ?? BigInt(payload.length);
  let head: Buffer;
  if (len < 126n) head = Buffer.from([first, (mask ? 0x80 : 0) | Number(len)]);
  else if (len < 65536n) {
    head = Buffer.alloc(4);
    head.writeUInt8(first, 0);
    head.writeUInt8((mask ? 0x80 : 0) | 126, 1);
    head.writeUInt16BE(Number(len), 2);
  } else {
    head = Buffer.alloc(10);
    head.writeUInt8(first, 0);
    head.writeUInt8((mask ? 0x80 : 0) | 127, 1);
    head.writeBigUInt64BE(len, 2);
  }
  if (!mask) return Buffer.concat([head, payload]);
  const key = Buffer.from([1, 2, 3, 4]);
  const body = Buffer.from(payload.map((b, i) => b ^ key[i % 4]!));
  return Buffer.concat([head, key, body]);
}

describe('browser bridge under malformed traffic (bounded fuzz)', () => {
  let bridge: RunningBridge;
  let answered = 0;
  const origin = (): string => `http://127.0.0.1:${bridge.port}`;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'xfjd-fuzz-'));
    mkdirSync(join(dir, 'renderer', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html><title>消防</title>');
    writeFileSync(join(dir, 'renderer', 'assets', 'a.js'), '1');
    const handlers = { 'net:check': async () => ({ online: true, since: 1 }) };
    bridge = await startBridge({
      handlers: handlers as unknown as Handlers,
      events: new EventHub(),
      rendererDir: join(dir, 'renderer'),
      token: TOKEN,
      stageFile: createStager({
        dir: () => join(dir, 'staging'),
        picked: new PickedFiles(),
        logger: silentLogger,
      }),
    });
  });
  afterAll(async () => {
    await bridge.close();
  });

  const get = async (target: string, method = 'GET', extra = '', body = ''): Promise<number> => {
    const got = await exchange(
      bridge.port,
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${origin()}\r\n${extra}Connection: close\r\n\r\n${body}`,
    );
    expect(hasStatus(got), `${method} ${target}`).toBe(true);
    answered++;
    return statusOf(got);
  };

  it('answers bad percent-encoding and odd targets, never by dying', async () => {
    expect(await get('/%E0%A4%A')).toBe(400);
    const pieces = [
      '%',
      '%E0',
      '%A4',
      '%A',
      '%zz',
      '%%',
      '%C0%80',
      '%ED%A0%80',
      '%00',
      '%2e%2e',
      '%FF',
      'a',
      '/',
      '..',
      '%2F',
      '\\',
    ];
    const targets = [
      '//x:99999',
      '*',
      '//',
      '/?a=%',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2F..%2Fsecret',
      '/a%00b',
    ];
    for (let i = 0; i < 140; i++) {
      const n = 1 + Math.floor(rnd() * 6);
      targets.push(`/${Array.from({ length: n }, () => pick(pieces)).join('')}`);
    }
    for (const t of targets) {
      const method = pick(['GET', 'HEAD', 'POST', 'DELETE']);
      const status = await get(t, method);
      // Answered without a server error (`/%2e%2e` is a dot segment: the index page, 200).
      expect(status >= 200 && status < 500, `${method} ${t} → ${status}`).toBe(true);
    }
    // The staging route with a bad URL, a bad name and a bad length.
    const stage = `/bridge/stage?token=${TOKEN}`;
    expect(
      await get(`${stage}&name=%E0%A4%A`, 'POST', 'Content-Length: 3\r\n', 'abc'),
    ).toBeLessThan(500);
    expect(await get(`${stage}&name=a`, 'POST', 'Content-Length: 12abc\r\n')).toBe(400);
    expect(await get(`//x:99999/bridge/stage`, 'POST')).toBe(405);
  });

  it('answers malformed requests, huge headers and bad bodies', async () => {
    const raw = [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'GET / HTTP/1.1\r\nNoColonHere\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a\u0000b\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET / HTTP/1.1\r\n${Array.from({ length: 3000 }, (_, i) => `X-${i}: 1\r\n`).join('')}\r\n`,
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
      'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\nxx\r\n0\r\n\r\n',
      `POST /bridge/stage?token=${TOKEN}&name=a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab`,
      '\r\n\r\n\r\n',
      `GET /${'x'.repeat(70_000)} HTTP/1.1\r\n\r\n`,
    ];
    for (let i = 0; i < 20; i++)
      raw.push(
        Buffer.from(Array.from({ length: 40 }, () => Math.floor(rnd() * 256))).toString('latin1') +
          '\r\n\r\n',
      );
    for (const r of raw) {
      const got = await exchange(bridge.port, Buffer.from(r, 'latin1'));
      // A half-sent chunked body may wait for the rest: then the answer is the close after 1 s.
      expect(hasStatus(got) || got.length === 0, JSON.stringify(r.slice(0, 60))).toBe(true);
      answered++;
    }
  });

  const upgrade = (path: string, headers: Record<string, string>, method = 'GET'): Buffer =>
    Buffer.from(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
      'latin1',
    );
  const goodHeaders = (): Record<string, string> => ({
    Upgrade: 'websocket',
    Connection: 'Upgrade',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': Buffer.from(
      Array.from({ length: 16 }, () => Math.floor(rnd() * 256)),
    ).toString('base64'),
    Origin: origin(),
  });

  it('refuses bad WebSocket upgrades with a status', async () => {
    const ok = `/bridge?token=${TOKEN}`;
    const cases: [string, Record<string, string>, string?][] = [
      [ok, { ...goodHeaders(), 'Sec-WebSocket-Version': '99' }],
      [ok, { ...goodHeaders(), 'Sec-WebSocket-Key': 'short' }],
      [ok, { ...goodHeaders(), 'Sec-WebSocket-Key': '' }],
      [ok, { ...goodHeaders(), Origin: 'http://evil.example' }],
      [ok, { ...goodHeaders(), Origin: '' }],
      ['/bridge?token=wrong', goodHeaders()],
      ['/elsewhere', goodHeaders()],
      ['//x:99999/bridge', goodHeaders()],
      ['/%E0%A4%A', goodHeaders()],
      [ok, goodHeaders(), 'POST'],
      [ok, { ...goodHeaders(), Upgrade: 'h2c' }],
      [`/bridge?token=${TOKEN}%`, goodHeaders()],
    ];
    for (let i = 0; i < 30; i++) {
      const h = goodHeaders();
      const key = pick(Object.keys(h));
      h[key] = pick(['', '%', '\u00ff\u00fe', 'x'.repeat(300), '13, 8']);
      cases.push([pick([ok, '/bridge', `/bridge?token=${TOKEN}&token=x`]), h]);
    }
    for (const [path, headers, method] of cases) {
      const got = await exchange(bridge.port, upgrade(path, headers, method), hasStatus);
      expect(hasStatus(got), `${path} ${JSON.stringify(headers)}`).toBe(true);
      answered++;
    }
  });

  it('closes a socket that sends a malformed frame, and goes on', async () => {
    const bad = [
      frame(0x1, Buffer.from('{}'), { mask: false }),
      frame(0x3, Buffer.from('x')),
      frame(0x1, Buffer.from('x'), { rsv: 4 }),
      frame(0x1, Buffer.from([0xc3, 0x28, 0xa0, 0xa1])),
      frame(0x9, Buffer.alloc(200)),
      frame(0x9, Buffer.from('p'), { fin: false }),
      frame(0x0, Buffer.from('continuation without start')),
      frame(0x2, Buffer.alloc(0), { len: 1n << 62n }),
      frame(0x8, Buffer.from([0x03, 0xe7])),
      frame(0x8, Buffer.from([0x0b, 0xb8, 0xff])),
    ];
    for (let i = 0; i < 60; i++) {
      const payload = Buffer.from(
        Array.from({ length: Math.floor(rnd() * 64) }, () => Math.floor(rnd() * 256)),
      );
      bad.push(
        frame(Math.floor(rnd() * 16), payload, {
          fin: rnd() < 0.8,
          rsv: rnd() < 0.2 ? 1 + Math.floor(rnd() * 7) : 0,
          mask: rnd() < 0.9,
        }),
      );
    }
    // A ping after each frame: a frame the server takes without a word (a pong, the start of a
    // fragmented message) is then answered by the pong; a bad one by the close frame before it.
    const probe = frame(0x9, Buffer.from('probe'));
    for (const f of bad) {
      const hello = upgrade(`/bridge?token=${TOKEN}`, goodHeaders());
      const got = await exchange(bridge.port, Buffer.concat([hello, f, probe]), (b) => {
        const end = b.indexOf('\r\n\r\n');
        return end > 0 && b.length > end + 4;
      });
      const text = got.toString('latin1');
      expect(text.startsWith('HTTP/1.1 101'), f.toString('hex').slice(0, 40)).toBe(true);
      answered++;
    }
  });

  it('answers every message on the socket, JSON or not', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${bridge.port}/bridge?token=${TOKEN}`, {
      origin: origin(),
    });
    await new Promise((ok, fail) => {
      ws.once('open', ok);
      ws.once('error', fail);
    });
    const replies: Record<string, unknown>[] = [];
    ws.on('message', (d) => replies.push(JSON.parse(String(d)) as Record<string, unknown>));
    const messages: (string | Buffer)[] = [
      'not json',
      'null',
      '[]',
      '1',
      '"str"',
      '{"type":"invoke"}',
      '{"type":"invoke","id":"x"}',
      '{"type":"invoke","id":1,"channel":"nope"}',
      '{"type":"invoke","id":2,"channel":"__proto__"}',
      '{"type":"invoke","id":3,"channel":"net:check","arg":{"x":1}}',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      Buffer.from([0xff, 0x00, 0x7b]),
    ];
    for (let i = 0; i < 40; i++)
      messages.push(
        Array.from({ length: 20 }, () =>
          pick(['{', '}', '"', ':', ',', 'type', 'invoke', 'id', '1', '[', 'null']),
        ).join(''),
      );
    const all = new Promise<void>((ok) =>
      ws.on('message', () => {
        if (replies.length >= messages.length) ok();
      }),
    );
    for (const m of messages) ws.send(m);
    await all;
    expect(replies).toHaveLength(messages.length);
    for (const r of replies) expect(['error', 'result']).toContain(r.type);
    answered += messages.length;
    ws.close();
  });

  it('still serves the page and the socket afterwards', async () => {
    expect((await fetch(`${origin()}/`)).status).toBe(200);
    const ws = new WebSocket(`ws://127.0.0.1:${bridge.port}/bridge?token=${TOKEN}`, {
      origin: origin(),
    });
    const reply = await new Promise<unknown>((ok, fail) => {
      ws.once('error', fail);
      ws.once('open', () =>
        ws.send(JSON.stringify({ type: 'invoke', id: 9, channel: 'net:check', arg: null })),
      );
      ws.once('message', (d) => ok(JSON.parse(String(d))));
    });
    expect(reply).toEqual({
      type: 'result',
      id: 9,
      result: { ok: true, value: { online: true, since: 1 } },
    });
    ws.close();
    expect(answered).toBeGreaterThan(300);
  });
});
