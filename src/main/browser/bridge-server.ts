import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { dispatch } from '../core/dispatch';
import { toErrorPayload } from '../core/errors';
import type { EventHub } from '../core/events';
import type { Logger } from '../core/logger';
import { silentLogger } from '../core/logger';
import { CSP } from '../core/security';
import type { StageFile } from '../core/files/staging';
import { handleStage } from './stage-route';
import {
  decodePath,
  guardClientErrors,
  parseRequestUrl,
  plainAnswer,
  refuseUpgrade,
} from './http-guard';
import { M } from '../../shared/messages';
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

type Frame = { type?: unknown; id?: unknown; channel?: unknown; arg?: unknown };

/** A text frame's JSON object, or null (invalid JSON, `null`, a number, an array, …). */
function parseFrame(raw: RawData): Frame | null {
  try {
    const bytes = Buffer.isBuffer(raw)
      ? raw
      : Array.isArray(raw)
        ? Buffer.concat(raw)
        : Buffer.from(raw);
    const text = bytes.toString('utf8');
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Frame)
      : null;
  } catch {
    return null;
  }
}

function isFile(path: string): boolean {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}

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
    const url = parseRequestUrl(req.url);
    const pathname = url ? decodePath(url.pathname) : null;
    if (pathname === null) {
      plainAnswer(res, 400, 'Bad request');
      return;
    }
    const rel = pathname === '/' ? 'index.html' : normalize(pathname).replace(/^([/\\])+/, '');
    const file = join(root, rel);
    if (!file.startsWith(root + sep) || !isFile(file)) {
      plainAnswer(res, 404, 'Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CSP.browser,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': rel === 'index.html' ? 'no-store' : 'public, max-age=3600',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // pipeline, not pipe: a file that vanishes mid-read ends this response, not the process.
    pipeline(createReadStream(file), res).catch((err: unknown) => {
      logger.warn(`bridge: serving ${rel} failed`, err instanceof Error ? err.message : err);
    });
  };

  // Set once listening: the stage route checks the Origin against the page's own.
  let allowedOrigins = new Set<string>();

  const http: Server = createServer((req, res) => {
    // Nothing a request carries may end the process (browser mode hosts the core and the
    // embedded server): a handler that throws anyway answers 500 and is logged.
    try {
      route(req, res);
    } catch (err) {
      logger.error(`bridge: ${req.method ?? '?'} request failed`, err);
      plainAnswer(res, 500, 'Internal error');
    }
  });
  const route = (req: IncomingMessage, res: ServerResponse): void => {
    if ((req.url ?? '/').split('?')[0] === '/bridge/stage') {
      const check = { token, allowedOrigins, sameToken };
      handleStage(req, res, check, opts.stageFile, logger).catch((err: unknown) => {
        logger.error('bridge: staging route failed', err);
        plainAnswer(res, 500, 'Internal error');
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plainAnswer(res, 405, 'Method not allowed');
      return;
    }
    serveStatic(req, res);
  };
  guardClientErrors(http, logger);

  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  const sockets = new Set<WebSocket>();

  await new Promise<void>((ok, fail) => {
    http.once('error', fail);
    http.listen(opts.port ?? 0, '127.0.0.1', () => ok());
  });
  const port = (http.address() as AddressInfo).port;
  allowedOrigins = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

  http.on('upgrade', (req, socket: Duplex, head: Buffer) => {
    // The HTTP server stops watching an upgraded socket: a reset before the handshake is ours.
    socket.on('error', (err) => logger.debug(`bridge: upgrade socket error (${err.message})`));
    try {
      const url = parseRequestUrl(req.url);
      if (!url) {
        refuseUpgrade(socket, 400, 'Bad Request');
        return;
      }
      const origin = req.headers.origin ?? '';
      const given = url.searchParams.get('token') ?? '';
      if (url.pathname !== '/bridge' || !allowedOrigins.has(origin) || !sameToken(given, token)) {
        logger.warn(`bridge: refused connection (origin ${origin || 'none'})`);
        refuseUpgrade(socket, 403, 'Forbidden');
        return;
      }
      // ws answers a bad handshake (version, key, method) with 400 itself.
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    } catch (err) {
      logger.error('bridge: upgrade failed', err);
      refuseUpgrade(socket, 500, 'Internal Server Error');
    }
  });

  wss.on('connection', (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
    // A malformed frame (bad opcode, invalid UTF-8, too large) makes ws close the socket with the
    // matching code and emit 'error': without this listener that error would end the process.
    ws.on('error', (err) => logger.warn(`bridge: socket closed on a bad frame (${err.message})`));
    ws.on('message', (raw) => onMessage(ws, raw));
  });

  /** One frame from the page: an invoke gets its result; anything else an error frame. */
  const onMessage = (ws: WebSocket, raw: RawData): void => {
    const msg = parseFrame(raw);
    if (!msg || msg.type !== 'invoke' || typeof msg.id !== 'number') {
      send(ws, { type: 'error', message: M.errInvalidArgs });
      return;
    }
    const id = msg.id;
    dispatch(opts.handlers, msg.channel, msg.arg, logger)
      .then((result) => send(ws, { type: 'result', id, result }))
      .catch((err: unknown) => {
        logger.error('bridge: dispatch failed', err);
        send(ws, { type: 'result', id, result: { ok: false, error: toErrorPayload(err) } });
      });
  };

  const send = (ws: WebSocket, frame: unknown): void => {
    if (ws.readyState !== ws.OPEN) return;
    try {
      ws.send(JSON.stringify(frame));
    } catch (err) {
      logger.error('bridge: a frame could not be sent', err);
    }
  };

  const unsubscribe = opts.events.subscribe((event, payload) => {
    for (const ws of sockets) send(ws, { type: 'event', event, payload });
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
