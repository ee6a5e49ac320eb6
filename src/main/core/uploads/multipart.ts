import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { MIB } from '../../../shared/common/files';
import { M } from '../../../shared/messages';
import { abortError } from './hasher';

// The multipart/form-data request of the batch upload (spec 01 §7), written by hand over node:http
// so that the files stream from disk (never whole in memory), the Content-Length is known up front
// and the bytes handed to the socket are counted per file: that is the upload's progress.

export type MultipartFile = { path: string; name: string; size: number };

export type MultipartRequest = {
  url: URL;
  headers: Record<string, string>;
  /** Text fields, in this order, before the files. */
  fields: ReadonlyArray<readonly [string, string]>;
  /** The file field's name and its files, in order. */
  fileField: string;
  files: readonly MultipartFile[];
  signal: AbortSignal;
  /** Silence this long in either direction ends the request as stalled. */
  stallMs: number;
  agent?: http.Agent;
  /** Bytes of file `index` handed to the socket so far. */
  onProgress(index: number, bytesSent: number): void;
};

export type MultipartAnswer = {
  status: number;
  /** The answer parsed as JSON when it is JSON, else its text. */
  body: unknown;
  headers: http.IncomingHttpHeaders;
};

/** Why the request ended without an answer. */
export class MultipartError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'stalled' | 'source',
    /** The file that could not be read whole (cause 'source'). */
    readonly index: number | null = null,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}

/** Error bodies are small JSON; never keep more than this of whatever comes back. */
const ANSWER_LIMIT = 256 * 1024;

/** A file name in a quoted header parameter: no quotes, no line breaks (RFC 7578 §4.2). */
const quoted = (name: string): string => name.replace(/[\r\n]/g, ' ').replace(/"/g, '%22');

/** The request's parts: text up front, then each file's header, bytes and line end, then the close. */
export function multipartLayout(
  boundary: string,
  fields: MultipartRequest['fields'],
  fileField: string,
  files: readonly MultipartFile[],
): { head: Buffer; fileHeads: Buffer[]; tail: Buffer; length: number } {
  const head = Buffer.from(
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(''),
    'utf8',
  );
  const fileHeads = files.map((f) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; ` +
        `filename="${quoted(f.name)}"; filename*=UTF-8''${encodeURIComponent(f.name)}\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
      'utf8',
    ),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`, 'utf8');
  const length =
    head.length + fileHeads.reduce((n, h, i) => n + h.length + files[i].size + 2, 0) + tail.length;
  return { head, fileHeads, tail, length };
}

const CRLF = Buffer.from('\r\n');

export function postMultipart(req: MultipartRequest): Promise<MultipartAnswer> {
  if (req.signal.aborted) return Promise.reject(abortError());
  const boundary = `----xfjd${randomBytes(12).toString('hex')}`;
  const layout = multipartLayout(boundary, req.fields, req.fileField, req.files);
  const secure = req.url.protocol === 'https:';
  return new Promise<MultipartAnswer>((resolve, reject) => {
    let settled = false;
    let stalled = false;
    let timer: NodeJS.Timeout | null = null;
    let failure: MultipartError | null = null;
    const settle = (err: unknown, answer?: MultipartAnswer): void => {
      if (settled) return;
      settled = true;
      if (timer) clearTimeout(timer);
      req.signal.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve(answer!);
    };
    const arm = (): void => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        request.destroy(new Error('stalled'));
      }, req.stallMs);
    };
    const onAbort = (): void => {
      body.destroy();
      request.destroy();
      settle(abortError());
    };

    // Each file is read for exactly its queued size; a file that got shorter ends the request.
    async function* parts(): AsyncGenerator<Buffer> {
      yield layout.head;
      for (const [index, f] of req.files.entries()) {
        yield layout.fileHeads[index];
        let sent = 0;
        if (f.size > 0) {
          const source = createReadStream(f.path, {
            start: 0,
            end: f.size - 1,
            highWaterMark: MIB,
          });
          try {
            for await (const chunk of source as AsyncIterable<Buffer>) {
              sent += chunk.length;
              arm();
              req.onProgress(index, sent);
              yield chunk;
            }
          } catch (err) {
            const code = (err as NodeJS.ErrnoException).code;
            throw new MultipartError(M.uploadSourceChanged, 'source', index, code);
          }
        }
        if (sent !== f.size)
          throw new MultipartError(M.uploadSourceChanged, 'source', index, 'ESHORT');
        req.onProgress(index, sent);
        yield CRLF;
      }
      yield layout.tail;
    }

    const body = Readable.from(parts(), { objectMode: false });
    const request = (secure ? https : http).request(req.url, {
      method: 'POST',
      agent: req.agent,
      headers: {
        ...req.headers,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(layout.length),
      },
    });
    req.signal.addEventListener('abort', onAbort);
    body.on('error', (err) => {
      failure = err instanceof MultipartError ? err : new MultipartError(err.message, 'network');
      request.destroy();
      settle(failure);
    });
    request.on('error', (err: NodeJS.ErrnoException) => {
      body.destroy();
      if (req.signal.aborted) settle(abortError());
      else if (failure) settle(failure);
      else if (stalled) settle(new MultipartError(M.errTimeout, 'stalled'));
      else settle(new MultipartError(`${err.code ?? ''} ${err.message}`.trim(), 'network'));
    });
    request.on('response', (res) => {
      arm();
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        arm();
        if (kept < ANSWER_LIMIT) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      res.on('error', (err) => settle(new MultipartError(err.message, 'network')));
      res.on('end', () => {
        // An early answer (a refusal before the body was read) ends the rest of the body.
        body.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text) as unknown;
        } catch {
          // not JSON: the text itself
        }
        settle(null, { status: res.statusCode ?? 0, body: parsed, headers: res.headers });
      });
    });
    arm();
    body.pipe(request);
  });
}
