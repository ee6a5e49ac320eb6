import { createReadStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { z } from 'zod';
import { M } from '../../../shared/messages';
import type { BladeClient } from '../api/client';
import { isUnauthorized, readEnvelope, refusal } from '../api/answers';
import { authHeaders, renewed, type TokenSource } from '../api/wire';
import { ApiError, AppError, AuthExpiredError, OfflineError } from '../errors';
import { silentLogger, type Logger } from '../logger';
import { abortError } from './hasher';
import { MultipartError, postMultipart, type MultipartAnswer } from './multipart';
import { RETRY, parseRetryAfter, type Failure } from '../../../shared/uploads/queue-rules';
import { MIB } from '../../../shared/common/files';
import {
  chunkCheckSchema,
  chunkInitSchema,
  chunkMergeSchema,
  storedFileSchema,
  type ChunkCheck,
  type ChunkInit,
  type ChunkMerge,
  type StoredFile,
} from '../../../shared/uploads/schemas';
import { UPLOADS_API } from '../../../shared/uploads/constants';
import type { UploadTarget } from '../../../shared/uploads/contract';
import { ATTACHMENTS_API } from '../../../shared/attachments/constants';
import { attachmentParams } from '../../../shared/attachments/rules';
import { envelopeOk, pageOf } from '../../../shared/common/schemas';

// Both transports on the wire. The chunked protocol (docs/api.md "Chunked upload protocol"):
// check, init and merge go through the BladeX client (envelope, Blade-Auth, token refresh); slices
// are PUT to their signed URL with node:http directly, streamed from disk, so a slice never sits in
// memory whole. The batch call (docs/api.md "Attachments", upload): one multipart POST with the
// files of a batch streamed from disk (multipart.ts), Blade-Auth and one token refresh like any
// call; the check before it and the removal of a wrongly stored file go through the BladeX client.

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

/** The business a batch goes to, as the multipart call names it. */
export type BatchTarget = Pick<
  UploadTarget,
  'runId' | 'businessId' | 'businessType' | 'businessUsage' | 'wsyllx'
>;
export type BatchFile = {
  path: string;
  name: string;
  size: number;
  /** newProps[i].SHOW_NAME and REMARK. */
  showName: string;
  remark: string;
};
export type BatchRequest = {
  target: BatchTarget;
  files: readonly BatchFile[];
  signal: AbortSignal;
  /** Bytes of file `index` handed to the socket so far. */
  onProgress: (index: number, bytesSent: number) => void;
};

export interface UploadTransport {
  check(req: CheckRequest): Promise<ChunkCheck>;
  init(req: InitRequest): Promise<ChunkInit>;
  merge(req: MergeRequest): Promise<ChunkMerge>;
  /** Resolves on 200; rejects with a TransferError (or an AbortError when aborted). */
  putSlice(req: PutSliceRequest): Promise<void>;
  /** Every attachment the business has (all pages of list): the check before a batch goes up. */
  listStored(target: BatchTarget): Promise<StoredFile[]>;
  /**
   * The multipart batch upload. Resolves with the records the server answered (in file order;
   * empty when the answer names none); rejects with a TransferError, a SourceReadError naming the
   * file that could not be read whole, or an AbortError.
   */
  sendBatch(req: BatchRequest): Promise<StoredFile[]>;
  /** Removes an attachment (one stored with other bytes than those hashed). */
  remove(fileId: string, runId: string): Promise<void>;
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
  constructor(
    readonly code: string | undefined,
    /** The file of a batch that could not be read whole. */
    readonly index: number | null = null,
  ) {
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
  /**
   * The officer's login, for the batch call's Blade-Auth (the other calls go through `client`,
   * which holds the same). Without it the batch goes without Blade-Auth.
   */
  tokens?: TokenSource;
  logger?: Logger;
};

/** Pages of the check's list call, and how many at most (a business with more is not usual). */
const STORED_PAGE_SIZE = 100;
const STORED_MAX_PAGES = 50;

/** The business of a batch as the attachment calls' `params`. */
const paramsOf = (t: BatchTarget): string =>
  attachmentParams({ businessId: t.businessId, businessType: t.businessType });

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

  async listStored(target: BatchTarget): Promise<StoredFile[]> {
    const out: StoredFile[] = [];
    try {
      for (let current = 1; current <= STORED_MAX_PAGES; current++) {
        const page = await this.opts.client().call({
          path: ATTACHMENTS_API.list,
          form: {
            runId: target.runId,
            current,
            size: STORED_PAGE_SIZE,
            params: paramsOf(target),
          },
          schema: pageOf(storedFileSchema),
          read: true,
        });
        out.push(...page.records);
        if (page.records.length < STORED_PAGE_SIZE || out.length >= page.total) break;
      }
    } catch (err) {
      throw toTransferError(err);
    }
    return out;
  }

  async remove(fileId: string, runId: string): Promise<void> {
    try {
      await this.opts.client().call({
        path: ATTACHMENTS_API.remove,
        form: { fileId, runId },
        schema: z.unknown(),
      });
    } catch (err) {
      throw toTransferError(err);
    }
  }

  async sendBatch(req: BatchRequest): Promise<StoredFile[]> {
    const tokens = this.opts.tokens;
    const sent = tokens?.accessToken() ?? null;
    let answer = await this.postBatch(req, sent);
    if (isUnauthorized(answer.status, answer.body)) {
      // Like every call: one refresh, then the same batch again with the fresh token.
      if (!tokens || !(await renewed(tokens, sent))) {
        tokens?.expired();
        throw toTransferError(new AuthExpiredError());
      }
      answer = await this.postBatch(req, tokens.accessToken());
      if (isUnauthorized(answer.status, answer.body))
        throw new TransferError(M.errForbidden, { status: 403 });
    }
    const env = readEnvelope(answer.body);
    if (answer.status >= 300 || !env || !envelopeOk(env)) {
      const err = refusal(
        ATTACHMENTS_API.upload,
        { status: answer.status, body: answer.body, headers: answer.headers },
        this.opts.logger ?? silentLogger,
      );
      const retryAfter = parseRetryAfter(
        answer.headers['retry-after'],
        (this.opts.now ?? Date.now)(),
      );
      const failure = toTransferError(err);
      if (failure instanceof TransferError && retryAfter !== null)
        throw new TransferError(failure.message, failure.failure, retryAfter);
      throw failure;
    }
    // The answer names the stored files; a server that answers them otherwise (or not at all)
    // leaves the queue to find them by the check.
    const records = z.array(storedFileSchema).safeParse(env.data);
    return records.success ? records.data : [];
  }

  private async postBatch(req: BatchRequest, token: string | null): Promise<MultipartAnswer> {
    const url = new URL(this.opts.client().url(ATTACHMENTS_API.upload));
    const t = req.target;
    const fields: Array<[string, string]> = [
      ['businessType', t.businessType],
      ['businessUsage', t.businessUsage ?? ''],
      ...(t.wsyllx ? ([['wsyllx', t.wsyllx]] as Array<[string, string]>) : []),
      ['runId', t.runId],
      ['params', paramsOf(t)],
      [
        'newProps',
        JSON.stringify(
          req.files.map((f) =>
            f.remark ? { SHOW_NAME: f.showName, REMARK: f.remark } : { SHOW_NAME: f.showName },
          ),
        ),
      ],
    ];
    try {
      return await postMultipart({
        url,
        headers: authHeaders(token),
        fields,
        fileField: 'files',
        files: req.files,
        signal: req.signal,
        stallMs: this.opts.stallMs ?? RETRY.stallMs,
        agent: url.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
        onProgress: req.onProgress,
      });
    } catch (err) {
      if (!(err instanceof MultipartError)) throw err;
      if (err.kind === 'source') throw new SourceReadError(err.code, err.index);
      if (err.kind === 'stalled') throw new TransferError(M.errTimeout, { stalled: true });
      throw new TransferError(err.message, { network: true });
    }
  }

  dispose(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}
