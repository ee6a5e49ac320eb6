import type { IncomingMessage, ServerResponse } from 'node:http';
import { M } from '../../shared/messages';
import { StageRefused, type StageFile } from '../core/files/staging';
import type { Logger } from '../core/logger';
import { parseRequestUrl } from './http-guard';

// POST /bridge/stage?token=<t>&name=<file name>: the page streams a chosen file's raw bytes and
// gets back a PickedFile ({ ref, name, size }) to enqueue. Same gate as the WebSocket (token and
// the page's own origin): any other page on this machine must not be able to drop files into the
// profile or learn refs.

export type StageGate = {
  token: string;
  allowedOrigins: ReadonlySet<string>;
  sameToken: (given: string, expected: string) => boolean;
};

function answer(res: ServerResponse, status: number, body: unknown, close = false): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
  // A refused body is not read to its end: closing the connection stops the sender.
  if (close) headers.Connection = 'close';
  res.writeHead(status, headers).end(JSON.stringify(body));
}

/** Content-Length as a number; null when present but not a plain byte count. */
function declaredLength(req: IncomingMessage): number | undefined | null {
  const raw = req.headers['content-length'];
  if (raw === undefined) return undefined;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

export async function handleStage(
  req: IncomingMessage,
  res: ServerResponse,
  gate: StageGate,
  stageFile: StageFile | undefined,
  logger: Logger,
): Promise<void> {
  const url = parseRequestUrl(req.url);
  if (!url) {
    answer(res, 400, { message: M.errInvalidArgs }, true);
    return;
  }
  const origin = req.headers.origin ?? '';
  if (
    !gate.sameToken(url.searchParams.get('token') ?? '', gate.token) ||
    !gate.allowedOrigins.has(origin)
  ) {
    logger.warn(`bridge: refused staging (origin ${origin || 'none'})`);
    answer(res, 403, { message: M.errInvalidArgs }, true);
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    answer(res, 405, { message: M.errInvalidArgs }, true);
    return;
  }
  if (!stageFile) {
    answer(res, 404, { message: M.errInvalidArgs }, true);
    return;
  }
  const declared = declaredLength(req);
  if (declared === null) {
    answer(res, 400, { message: M.errInvalidArgs }, true);
    return;
  }
  try {
    const file = await stageFile(url.searchParams.get('name') ?? '', req, declared);
    answer(res, 200, file);
  } catch (err) {
    if (err instanceof StageRefused) {
      answer(res, err.status, { message: err.message }, true);
      return;
    }
    // Usually the page went away mid-body (nobody to answer); else a disk error, said plainly.
    logger.warn('bridge: staging failed', err instanceof Error ? err.message : err);
    answer(res, 500, { message: M.errServer(500) }, true);
  }
}
