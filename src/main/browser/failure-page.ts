import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../core/logger';
import { guardClientErrors } from './http-guard';
import { M } from '../../shared/messages';

// Browser mode that could not start still answers on its port: every page shows why (the
// message and where the log is), instead of a browser's "connection refused" and nothing else.

export type FailurePage = { url: string; port: number; close(): Promise<void> };

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function failureHtml(message: string, logHint: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(M.startupFailed)}</title>
<style>body{font-family:"Microsoft YaHei",sans-serif;margin:48px;color:#242424}
h1{font-size:20px;color:#b10e1c}p{font-size:14px;line-height:1.7;white-space:pre-wrap}</style>
</head><body><h1>${escapeHtml(M.startupFailed)}</h1>
<p id="message">${escapeHtml(message)}</p><p id="log">${escapeHtml(logHint)}</p></body></html>`;
}

async function listen(server: Server, port: number): Promise<void> {
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      ok();
    });
  });
}

/**
 * Serves the failure on `port` (or any free port when that one is taken, which may be the very
 * reason start-up failed): 503 with the page for every GET, 503 without a body otherwise.
 */
export async function serveStartupFailure(opts: {
  port: number;
  message: string;
  logHint: string;
  logger: Logger;
}): Promise<FailurePage> {
  const html = failureHtml(opts.message, opts.logHint);
  const server = createServer((req, res) => {
    const page = req.method === 'GET' || req.method === 'HEAD';
    res.writeHead(503, {
      'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'GET' ? html : undefined);
  });
  guardClientErrors(server, opts.logger);
  try {
    await listen(server, opts.port);
  } catch (err) {
    if (opts.port === 0) throw err;
    opts.logger.warn(`port ${opts.port} unavailable for the failure page; using a free one`);
    await listen(server, 0);
  }
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
