import { createReadStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { M } from '../../../shared/messages';
import type { BladeClient } from '../api/client';
import { ApiError, AppError, AuthExpiredError, OfflineError } from '../errors';
import { abortError } from './hasher';
import { RETRY, parseRetryAfter, type Failure } from '../../../shared/uploads/queue-rules';
import { MIB } from '../../../shared/common/files';
import {
  chunkCheckSchema,
  chunkInitSchema,
  chunkMergeSchema,
  type ChunkCheck,
  type ChunkInit,
  type ChunkMerge,
} from '../../../shared/uploads/schemas';
import { UPLOADS_API } from '../../../shared/uploads/constants';

// The chunked protocol on the wire (docs/api.md "Chunked upload protocol"): check, init and merge
// go through the BladeX client (envelope, Blade-Auth, token refresh); slices are PUT to their signed
// URL with node:http directly, streamed from disk, so a slice never sits in memory whole.

export type CheckRequest = {
  uploadKey: string;
  md5: string;
  fileName: string;
  fileSize: number;
  businessId: string;
  businessType: string;
  runId: string;
  /** Recorder imports only (businessType zfjly). */
  sn?: string;
  policeNumber?: string;
  recordTime?: string;
  /** The answer to an earlier check's proof-of-possession challenge (proof.ts). */
  proofId?: string;
  proofMd5?: string;
};
export type InitRequest = Omit<CheckRequest, 'proofId' | 'proofMd5'> & {
  sliceSize: number;
  sliceCount: number;
  businessUsage?: string;
  wsyllx?: string;
  showName: string;
  remark: string;
};
export type MergeRequest = { uploadId: string; uploadKey: string; md5: string };
export type PutSliceRequest = {
  url: string;
  path: string;
  /** Byte range [start, end) of the file. */
  start: number;
  end: number;
  signal: AbortSignal;
  /** Bytes of this slice handed to the socket so far. */
  onProgress: (bytesSent: number) => void;
};

export interface UploadTransport {
  check(req: CheckRequest): Promise<ChunkCheck>;
  init(req: InitRequest): Promise<ChunkInit>;
  merge(req: MergeRequest): Promise<ChunkMerge>;
  /** Resolves on 200; rejects with a TransferError (or an AbortError when aborted). */
  putSlice(req: PutSliceRequest): Promise<void>;
}

/** A failed exchange, described for classifyFailure. */
export class TransferError extends Error {
  constructor(
    message: string,
    readonly failure: Failure,
    readonly retryAfterMs: number | null = null,
    /** The merge was refused (MD5 mismatch, missing slices): start over from check. */
    readonly mergeRefused = false,
  ) {
    super(message);
    this.name = 'TransferError';
  }
}

/** The source could not be read while a slice was sent (moved, deleted, locked). */
export class SourceReadError extends Error {
  constructor(readonly code: string | undefined) {
    super(M.uploadSourceChanged);
    this.name = 'SourceReadError';
  }
}

export type HttpTransportOptions = {
  client: () => BladeClient;
  /** Relative slice URLs are resolved against the server's base URL. */
  baseUrl: () => string;
  /** No progress for this long aborts a PUT as stalled (RETRY.stallMs; tests use less). */
  stallMs?: number;
  /** Read size of slice streams: at least 1 MiB (DESIGN.md §4). */
  readBytes?: number;
  now?: () => number;
};

/** Translates the BladeX client's errors into failures the retry policy understands. */
export function toTransferError(err: unknown, merge = false): unknown {
  if (err instanceof TransferError || (err instanceof Error && err.name === 'AbortError'))
    return err;
  if (err instanceof OfflineError) return new TransferError(err.message, { network: true });
  if (err instanceof AuthExpiredError) return new TransferError(err.message, { status: 401 });
  if (err instanceof ApiError) {
    const status = err.code ?? null;
    const refused =
      merge &&
      status !== null &&
      status >= 400 &&
      status < 500 &&
      status !== 401 &&
      status !== 408 &&
      status !== 429;
    return new TransferError(err.message, { status }, null, refused);
  }
  // An answer of the wrong shape: the server may be mid-deploy; retried with backoff, never dropped.
  if (err instanceof AppError) return new TransferError(err.message, { status: null });
  return err;
}

export class HttpUploadTransport implements UploadTransport {
  // Keep-alive: three slices per file reuse their sockets instead of a handshake per 5 MiB.
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 16 });

  constructor(private readonly opts: HttpTransportOptions) {}

  async check(req: CheckRequest): Promise<ChunkCheck> {
    try {
      return await this.opts
        .client()
        .call({ path: UPLOADS_API.chunkCheck, form: req, schema: chunkCheckSchema });
    } catch (err) {
      throw toTransferError(err);
    }
  }

  async init(req: InitRequest): Promise<ChunkInit> {
    try {
      return await this.opts
        .client()
        .call({ path: UPLOADS_API.chunkInit, form: req, schema: chunkInitSchema });
    } catch (err) {
      throw toTransferError(err);
    }
  }

  async merge(req: MergeRequest): Promise<ChunkMerge> {
    try {
      return await this.opts
        .client()
        .call({ path: UPLOADS_API.chunkMerge, form: req, schema: chunkMergeSchema });
    } catch (err) {
      throw toTransferError(err, true);
    }
  }

  putSlice(req: PutSliceRequest): Promise<void> {
    if (req.signal.aborted) return Promise.reject(abortError());
    const url = new URL(req.url, this.opts.baseUrl());
    const secure = url.protocol === 'https:';
    const stallMs = this.opts.stallMs ?? RETRY.stallMs;
    const length = req.end - req.start;
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      let stalled = false;
      let timer: NodeJS.Timeout | null = null;
      const settle = (err: unknown): void => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        req.signal.removeEventListener('abort', onAbort);
        if (err) reject(err);
        else resolve();
      };
      // Any byte moving either way re-arms the stall timer; silence for stallMs means a dead link.
      const arm = (): void => {
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => {
          stalled = true;
          request.destroy(new Error('stalled'));
        }, stallMs);
      };
      const onAbort = (): void => {
        request.destroy();
        source?.destroy();
        settle(abortError());
      };
      const request = (secure ? https : http).request(url, {
        method: 'PUT',
        agent: secure ? this.httpsAgent : this.httpAgent,
        headers: { 'Content-Length': String(length), 'Content-Type': 'application/octet-stream' },
      });
      const source =
        length > 0
          ? createReadStream(req.path, {
              start: req.start,
              end: req.end - 1,
              highWaterMark: this.opts.readBytes ?? MIB,
            })
          : null;
      req.signal.addEventListener('abort', onAbort);
      request.on('error', (err: NodeJS.ErrnoException) => {
        source?.destroy();
        if (req.signal.aborted) settle(abortError());
        else if (stalled) settle(new TransferError(M.errTimeout, { stalled: true }));
        else
          settle(new TransferError(`${err.code ?? ''} ${err.message}`.trim(), { network: true }));
      });
      request.on('response', (res) => {
        arm();
        const parts: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          arm();
          // Error bodies are small JSON; never keep more than a little of whatever comes back.
          if (kept < 64 * 1024) {
            parts.push(chunk);
            kept += chunk.length;
          }
        });
        res.on('error', (err) => settle(new TransferError(err.message, { network: true })));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status === 200) return settle(null);
          const text = Buffer.concat(parts).toString('utf8');
          let msg = M.errServer(status);
          try {
            const body = JSON.parse(text) as { msg?: unknown };
            if (typeof body.msg === 'string' && body.msg) msg = body.msg;
          } catch {
            // not JSON: keep the status message
          }
          const retryAfter = parseRetryAfter(
            res.headers['retry-after'],
            (this.opts.now ?? Date.now)(),
          );
          settle(new TransferError(msg, { status, sliceUrl: true }, retryAfter));
        });
      });
      arm();
      if (!source) {
        request.end();
        return;
      }
      let sent = 0;
      source.on('data', (chunk: Buffer | string) => {
        sent += chunk.length;
        arm();
        req.onProgress(sent);
      });
      source.on('error', (err: NodeJS.ErrnoException) => {
        request.destroy();
        settle(new SourceReadError(err.code));
      });
      source.pipe(request);
    });
  }

  dispose(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
