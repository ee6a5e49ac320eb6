import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { dispatch } from '../core/dispatch';
import type { EventHub } from '../core/events';
import type { Logger } from '../core/logger';
import { silentLogger } from '../core/logger';
import { CSP } from '../core/security';
import type { StageFile } from '../core/files/staging';
import { handleStage } from './stage-route';
import type { Handlers } from '../../shared/contract';

// Browser mode: the same core as the desktop app, the built renderer served on loopback, and the
// contract carried over a WebSocket that only this page (token + origin) may open.

export type BridgeOptions = {
  handlers: Handlers;
  events: EventHub;
  rendererDir: string;
  port?: number;
  logger?: Logger;
  /** Fixed token for tests; random otherwise. */
  token?: string;
  /** Copies a file the page chose into the profile (POST /bridge/stage); absent: 404. */
  stageFile?: StageFile;
};

export type RunningBridge = { url: string; port: number; token: string; close(): Promise<void> };

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
};

const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function startBridge(opts: BridgeOptions): Promise<RunningBridge> {
  const logger = opts.logger ?? silentLogger;
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const root = resolve(opts.rendererDir);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `renderer not built: ${join(root, 'index.html')} is missing (run npm run build:renderer)`,
    );
  }

  const serveStatic = (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const rel = pathname === '/' ? 'index.html' : normalize(pathname).replace(/^([/\\])+/, '');
    const file = join(root, rel);
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CSP.browser,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': rel === 'index.html' ? 'no-store' : 'public, max-age=3600',
    });
    createReadStream(file).pipe(res);
  };

  // Set once listening: the stage route checks the Origin against the page's own.
  let allowedOrigins = new Set<string>();

  const http: Server = createServer((req, res) => {
    if ((req.url ?? '/').split('?')[0] === '/bridge/stage') {
      const check = { token, allowedOrigins, sameToken };
      void handleStage(req, res, check, opts.stageFile, logger);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    serveStatic(req, res);
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  const sockets = new Set<WebSocket>();

  await new Promise<void>((ok, fail) => {
    http.once('error', fail);
    http.listen(opts.port ?? 0, '127.0.0.1', () => ok());
  });
  const port = (http.address() as AddressInfo).port;
  allowedOrigins = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

  http.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const origin = req.headers.origin ?? '';
    const given = url.searchParams.get('token') ?? '';
    if (url.pathname !== '/bridge' || !allowedOrigins.has(origin) || !sameToken(given, token)) {
      logger.warn(`bridge: refused connection (origin ${origin || 'none'})`);
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    ws.on('message', (raw) => {
      let msg: { type?: unknown; id?: unknown; channel?: unknown; arg?: unknown };
      try {
        msg = JSON.parse(String(raw)) as typeof msg;
      } catch {
        return;
      }
      if (msg.type !== 'invoke' || typeof msg.id !== 'number') return;
      void dispatch(opts.handlers, msg.channel, msg.arg, logger).then((result) => {
        if (ws.readyState === ws.OPEN)
          ws.send(JSON.stringify({ type: 'result', id: msg.id, result }));
      });
    });
  });

  const unsubscribe = opts.events.subscribe((event, payload) => {
    const frame = JSON.stringify({ type: 'event', event, payload });
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(frame);
  });

  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    close: async () => {
      unsubscribe();
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((ok) => wss.close(() => ok()));
      await new Promise<void>((ok) => http.close(() => ok()));
    },
  };
}
