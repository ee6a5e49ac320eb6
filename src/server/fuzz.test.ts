import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './testing';
import { SESSION_API } from '../shared/session/constants';
import { TASKS_API } from '../shared/tasks/constants';
import { GENERIC_API } from '../shared/generic/constants';
import { ATTACHMENTS_API } from '../shared/attachments/constants';
import { UPLOADS_API } from '../shared/uploads/constants';
import { DETAIL_API } from '../shared/detail/constants';

// A bounded fuzz of the reference server over loopback: a few hundred malformed requests, written
// byte for byte on a socket (fetch would refuse to send most of them), from a fixed seed. Every one
// must get an HTTP answer below 500, the server must log no internal error, and a normal request
// must still work afterwards. Both modes, since strict mode answers through other hooks.

const SEED = 0x5eed_1234;

/** mulberry32: small, deterministic, good enough to pick cases. */
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

type RawAnswer = { status: number | null; head: string; refused: boolean };

/**
 * Sends raw bytes and reads until the server closes (or 5 s pass); returns the status line's code.
 * The socket's writing side stays open, as a real client's does while it waits for the answer.
 */
function raw(port: number, bytes: Buffer): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const parts: Buffer[] = [];
    let size = 0;
    const finish = (): void => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(parts).toString('utf8');
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const status = m ? Number(m[1]) : null;
      // Refused: a 4xx, or strict mode's HTTP 200 with a failing envelope (code 401 in the body).
      const refused = status !== null && (status >= 400 || /"success":false/.test(text));
      resolve({ status, head: text.slice(0, 200), refused });
    };
    const timer = setTimeout(finish, 5000);
    socket.on('data', (d) => {
      if (size < 4096) parts.push(d);
      size += d.length;
      // The status line is all we need; a streamed answer is not read to its end.
      if (size >= 4096) finish();
    });
    socket.on('end', finish);
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(bytes);
  });
}

type Case = { name: string; bytes: Buffer };

const PATHS = [
  SESSION_API.token,
  TASKS_API.taskList,
  GENERIC_API.pageQuery,
  GENERIC_API.connectionTime,
  DETAIL_API.detailWsList,
  ATTACHMENTS_API.upload,
  ATTACHMENTS_API.download,
  ATTACHMENTS_API.media,
  UPLOADS_API.chunkCheck,
  `${UPLOADS_API.slicePrefix}abc/0`,
  '/preview/onlinePreview',
  '/preview/raw',
  '/preview/video/x',
  '/',
];

const request = (
  method: string,
  target: string,
  headers: Record<string, string>,
  body: Buffer | string = '',
): Buffer => {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const head = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [k, v] of Object.entries(headers)) head.push(`${k}: ${v}`);
  if (payload.length > 0 && !('Content-Length' in headers) && !('Transfer-Encoding' in headers))
    head.push(`Content-Length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
};

/** The malformed requests, a few hundred, the same on every run. */
function cases(token: string): Case[] {
  const rnd = prng(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const auth = (): Record<string, string> =>
    rnd() < 0.6 ? { 'Blade-Auth': `bearer ${token}` } : {};
  const junk = (n: number): Buffer =>
    Buffer.from(Array.from({ length: n }, () => Math.floor(rnd() * 256)));
  const out: Case[] = [];
  const add = (name: string, bytes: Buffer): void => void out.push({ name, bytes });

  const badEncodings = [
    '%E0%A4%A',
    '%',
    '%zz',
    '%00',
    '%C0%AF',
    '%FF%FE',
    '%E2%82',
    '%%32%65',
    '%u0041',
  ];
  for (let i = 0; i < 40; i += 1) {
    const path = pick(PATHS);
    const bad = pick(badEncodings);
    add('bad path encoding', request('GET', `${path}${bad}`, auth()));
    add(
      'bad query encoding',
      request(pick(['GET', 'POST']), `${path}?current=${bad}&md5=${bad}&${bad}=1`, auth()),
    );
  }
  add('the reported one', request('GET', '/%E0%A4%A', {}));
  for (let i = 0; i < 10; i += 1) {
    add('null byte in path', request('GET', `${pick(PATHS)}\0x`, auth()));
    add('null byte in query', request('GET', `${pick(PATHS)}?a=\0&b=%00`, auth()));
    add('null byte in header', request('GET', pick(PATHS), { 'X-A': 'a\0b', ...auth() }));
  }
  for (let i = 0; i < 10; i += 1) {
    add(
      'huge header',
      request('GET', pick(PATHS), { 'X-Big': 'a'.repeat(20_000 + i * 997), ...auth() }),
    );
    add(
      'many headers',
      request(
        'GET',
        pick(PATHS),
        Object.fromEntries(Array.from({ length: 3000 }, (_, k) => [`X-H${k}`, 'v'])),
      ),
    );
    add('long path', request('GET', `/${'a/'.repeat(4000 + i * 500)}`, auth()));
    add('long query', request('GET', `${pick(PATHS)}?${'x=1&'.repeat(3000)}`, auth()));
  }
  const jsonish = [
    '{',
    '{"current":',
    '[1,2',
    '{"a":1}}',
    'null',
    '"text"',
    '[]',
    '123',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '\u0000{}',
    '{"current":1e999}',
    '{"size":-1}',
  ];
  for (let i = 0; i < 50; i += 1)
    add(
      'invalid JSON',
      request(
        'POST',
        pick(PATHS),
        { 'Content-Type': 'application/json', ...auth() },
        pick(jsonish),
      ),
    );
  const types = [
    'text/plain',
    'application/xml',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/octet-stream',
    'image/png',
    ';;;',
    'application/x-www-form-urlencoded; charset=nope',
    'application/json; charset=utf-16',
  ];
  for (let i = 0; i < 50; i += 1)
    add(
      'wrong content type',
      request(
        pick(['POST', 'PUT']),
        pick(PATHS),
        { 'Content-Type': pick(types), ...auth() },
        junk(1 + Math.floor(rnd() * 300)),
      ),
    );
  for (let i = 0; i < 30; i += 1) {
    const boundary = pick(['b', 'x'.repeat(200), '', '"q"', '--']);
    const bodies = [
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\nabc`,
      `--${boundary}\r\n\r\n\r\n--${boundary}--`,
      `--${boundary}\r\nContent-Disposition: form-data; name=\r\n\r\nx\r\n--${boundary}--\r\n`,
      `garbage without any boundary`,
      `--${boundary}--\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="newProps"\r\n\r\n{not json\r\n--${boundary}--\r\n`,
    ];
    add(
      'invalid multipart',
      request(
        'POST',
        ATTACHMENTS_API.upload,
        { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...auth() },
        pick(bodies),
      ),
    );
  }
  const methods = [
    'PROPFIND',
    'TRACE',
    'PATCH',
    'DELETE',
    'OPTIONS',
    'HEAD',
    'FOO',
    'get',
    'G ET',
    'CONNECT',
  ];
  for (let i = 0; i < 30; i += 1) add('odd method', request(pick(methods), pick(PATHS), auth()));
  const framing: Array<Record<string, string>> = [
    { 'Content-Length': 'abc' },
    { 'Content-Length': '-1' },
    { 'Content-Length': '1, 2' },
    { 'Transfer-Encoding': 'chunked' },
    { 'Transfer-Encoding': 'gzip, chunked' },
  ];
  for (let i = 0; i < 20; i += 1)
    add(
      'bad framing',
      request('POST', pick(PATHS), { ...pick(framing), ...auth() }, 'zz\r\nabc\r\n0\r\n\r\n'),
    );
  add('upgrade', request('GET', pick(PATHS), { Upgrade: 'websocket', Connection: 'Upgrade' }));
  add('not HTTP', Buffer.from('hello there\r\n\r\n'));
  add('binary', junk(512));
  add('HTTP/2 preface', Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'));
  for (let i = 0; i < 20; i += 1)
    add(
      'form garbage',
      request(
        'POST',
        pick(PATHS),
        { 'Content-Type': 'application/x-www-form-urlencoded', ...auth() },
        `current=${pick(badEncodings)}&size=${'9'.repeat(400)}&obj=${encodeURIComponent(pick(jsonish))}&md5=%ZZ&&&==`,
      ),
    );
  for (let i = 0; i < 10; i += 1) {
    add(
      'slice PUT with a bad URL',
      request(
        'PUT',
        `${UPLOADS_API.slicePrefix}${pick(['..%2F..%2Fx', '%00', 'a'.repeat(300), ''])}/${pick(['-1', 'x', '99999999999999999999', '0'])}?expires=${pick(['', 'x', '1e99'])}&signature=${pick(['', 'zz', 'a'.repeat(64)])}`,
        {},
        junk(64),
      ),
    );
    add(
      'media with bad range',
      request(
        'GET',
        `${ATTACHMENTS_API.media}?md5=${'a'.repeat(32)}&expireTime=1&uid=1&sign=${'0'.repeat(64)}`,
        { Range: pick(['bytes=abc', 'bytes=-', 'bytes=9-1', 'items=0-1', 'bytes=0-1,2-3']) },
      ),
    );
  }
  return out;
}

describe.each([false, true])('fuzz, strict %s', (strict) => {
  let server: TestServer;
  const internal: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ strict, log: (msg) => internal.push(msg) });
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('answers every malformed request below 500 and still serves a normal request', async () => {
    const token = (await login(server.url)).access;
    const list = cases(token);
    expect(list.length).toBeGreaterThan(300);
    const failures: string[] = [];
    let clientErrors = 0;
    for (const c of list) {
      const answer = await raw(server.port, c.bytes);
      if (answer.status === null || answer.status >= 500)
        failures.push(
          `${c.name}: ${JSON.stringify(answer.head.slice(0, 80))} for ${JSON.stringify(c.bytes.subarray(0, 80).toString('latin1'))}`,
        );
      else if (answer.refused) clientErrors += 1;
    }
    expect(failures).toEqual([]);
    expect(internal).toEqual([]);
    // Nearly all are refused as the client's mistake (a few odd ones are fine requests).
    expect(clientErrors).toBeGreaterThan(list.length * 0.8);
    const normal = await call(server.url, token, TASKS_API.taskList, { current: '1', size: '5' });
    expect([normal.status, normal.json.code]).toEqual([200, 200]);
  });
});
