import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '../core/logger';

// Browser mode runs the core, the bridge and the embedded server in one process: a request that
// throws in a handler would end all three. Everything a request carries (its URL, its headers, its
// bytes) is parsed here without throwing, and whatever cannot be parsed is answered 400.

/** The request's URL, or null when it cannot be parsed (`//x:99999`, a bare `http://`, …). */
export function parseRequestUrl(raw: string | undefined): URL | null {
  try {
    return new URL(raw ?? '/', 'http://x');
  } catch {
    return null;
  }
}

/** A percent-decoded path, or null for bad percent-encoding (`/%E0%A4%A`) or a NUL byte. */
export function decodePath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded;
}

/** Answers a plain-text status once; a response already under way is cut instead. */
export function plainAnswer(res: ServerResponse, status: number, text: string): void {
  if (res.destroyed) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    .end(text);
}

/** Answers an upgrade request on the raw socket (no HTTP response object exists for it). */
export function refuseUpgrade(socket: Duplex, status: 400 | 403 | 500, reason: string): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Requests Node's parser refuses (bad request line, headers too large, bad chunking): answered
 * with the matching status and closed, and a socket error (the peer reset) is only logged. Node's
 * default does about the same, but only while no other listener exists; this makes it explicit.
 */
export function guardClientErrors(server: Server, logger: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const code = err.code ?? '';
    logger.debug(`bridge: malformed request refused (${code || err.message})`);
    if (code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}

/**
 * The last resort, for the process hosting browser mode: an exception no handler caught is logged
 * and the process goes on serving (the handlers above are the real fix; this only keeps a bug that
 * slipped through from ending the officer's session and the embedded server with it).
 */
export function installLastResort(proc: NodeJS.Process, logger: Logger): () => void {
  const onException = (err: unknown): void =>
    logger.error('uncaught exception (browser mode keeps running)', err);
  const onRejection = (err: unknown): void =>
    logger.error('unhandled rejection (browser mode keeps running)', err);
  proc.on('uncaughtException', onException);
  proc.on('unhandledRejection', onRejection);
  return () => {
    proc.off('uncaughtException', onException);
    proc.off('unhandledRejection', onRejection);
  };
}
