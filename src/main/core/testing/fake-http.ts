import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A scriptable loopback HTTP server for client tests: each test says how the next calls answer.

export type FakeReply = {
  status?: number;
  body?: unknown;
  delayMs?: number;
  destroy?: boolean;
  /** Extra or replacing response headers. */
  headers?: Record<string, string>;
  /** Bytes sent as they are (a file), instead of `body` as JSON. */
  raw?: Buffer;
  /** Send only this many bytes of `raw`, then destroy the socket mid-body. */
  truncateAfter?: number;
  /** With truncateAfter: chunked encoding instead of announcing Content-Length. */
  chunked?: boolean;
};
export type FakeCall = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};
export type FakeHandler = (call: FakeCall) => FakeReply;

export type FakeServer = {
  url: string;
  calls: FakeCall[];
  handle(h: FakeHandler): void;
  close(): Promise<void>;
};

export async function startFakeServer(): Promise<FakeServer> {
  let handler: FakeHandler = () => ({
    status: 404,
    body: { code: 404, success: false, msg: 'not found' },
  });
  const calls: FakeCall[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const call = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      };
      calls.push(call);
      const reply = handler(call);
      const send = (): void => {
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        if (reply.raw) {
          const headers: Record<string, string | number> = {
            'Content-Type': 'application/octet-stream',
            ...reply.headers,
          };
          if (!reply.chunked) headers['Content-Length'] = reply.raw.length;
          res.writeHead(reply.status ?? 200, headers);
          if (reply.truncateAfter === undefined) {
            res.end(reply.raw);
            return;
          }
          res.write(reply.raw.subarray(0, reply.truncateAfter));
          setTimeout(() => req.socket.destroy(), 20);
          return;
        }
        res.writeHead(reply.status ?? 200, {
          'Content-Type': 'application/json',
          ...reply.headers,
        });
        res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    handle: (h) => {
      handler = h;
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

export const ok = (data: unknown): FakeReply => ({
  body: { code: 200, success: true, data, msg: '操作成功' },
});
export const refuse = (msg: string, code = 400): FakeReply => ({
  body: { code, success: false, msg },
});

/**
 * BladeX's token answer signing `account` in (user id 43 for lisi, 42 for anyone else): the fake
 * servers of tests that switch officers on one core.
 */
export const tokenReply = (account: string): FakeReply => ({
  body: {
    access_token: `acc-${account}`,
    refresh_token: 'ref',
    token_type: 'bearer',
    expires_in: 7200,
    user_id: account === 'lisi' ? '43' : '42',
    account,
    tenant_id: '',
  },
});
