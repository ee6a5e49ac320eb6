import { createHash } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

// A streaming multipart/form-data reader for the batch upload call: text fields are collected,
// file parts go straight to temporary files while their MD5 is computed, so a large file is never
// held in memory. Small on purpose (no dependency): it handles what browsers and HTTP clients
// send: CRLF line ends, a boundary parameter, Content-Disposition with name and filename
// (filename* in UTF-8 too).

export type UploadedPart = {
  field: string;
  fileName: string;
  tempFile: string;
  size: number;
  md5: string;
};
export type MultipartResult = {
  fields: Record<string, string>;
  files: UploadedPart[];
  tooLarge: string | null;
};

export const MULTIPART_ERRORS = { malformed: '上传内容格式不正确' } as const;

const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;

export const boundaryOf = (contentType: string | undefined): string | null => {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : null;
};

function dispositionOf(headerText: string): { name: string; fileName: string | null } | null {
  const line = headerText.split('\r\n').find((l) => /^content-disposition:/i.test(l));
  if (!line) return null;
  const name = /\bname="([^"]*)"/i.exec(line)?.[1];
  const star = /\bfilename\*=(?:UTF-8'')?([^;]+)/i.exec(line)?.[1];
  const plain = /\bfilename="([^"]*)"/i.exec(line)?.[1];
  if (name === undefined) return null;
  // Browsers send the UTF-8 bytes of the name as they are; the header was read as latin1.
  const fileName =
    star !== undefined
      ? decodeURIComponent(star.trim())
      : plain !== undefined
        ? Buffer.from(plain, 'latin1').toString('utf8')
        : null;
  return { name: Buffer.from(name, 'latin1').toString('utf8'), fileName };
}

type Current =
  | { kind: 'field'; name: string; chunks: Buffer[]; size: number }
  | {
      kind: 'file';
      part: UploadedPart;
      handle: FileHandle;
      hash: ReturnType<typeof createHash>;
      skipping: boolean;
    };

/**
 * Reads the body into fields and temporary files under `tempDir`. A file above `maxFileBytes` is
 * not kept (its name is reported in `tooLarge`) but the body is still read to the end so the
 * answer reaches the client. Throws MULTIPART_ERRORS.malformed on a broken body; temporary files
 * of a failed read are removed.
 */
export async function readMultipart(
  body: AsyncIterable<Buffer>,
  boundary: string,
  tempDir: string,
  maxFileBytes: number,
): Promise<MultipartResult> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const result: MultipartResult = { fields: {}, files: [], tooLarge: null };
  let buf: Buffer = Buffer.from('\r\n');
  let state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done' = 'preamble';
  let current: Current | null = null;

  const emit = async (data: Buffer): Promise<void> => {
    if (!current || data.length === 0) return;
    if (current.kind === 'field') {
      current.size += data.length;
      if (current.size > MAX_FIELD_BYTES) throw new Error(MULTIPART_ERRORS.malformed);
      current.chunks.push(data);
      return;
    }
    if (current.skipping) return;
    current.part.size += data.length;
    if (current.part.size > maxFileBytes) {
      current.skipping = true;
      result.tooLarge ??= current.part.fileName;
      return;
    }
    current.hash.update(data);
    await current.handle.write(data);
  };

  const finish = async (): Promise<void> => {
    if (!current) return;
    if (current.kind === 'field')
      result.fields[current.name] = Buffer.concat(current.chunks).toString('utf8');
    else {
      await current.handle.close();
      if (current.skipping) await rm(current.part.tempFile, { force: true });
      else result.files.push({ ...current.part, md5: current.hash.digest('hex') });
    }
    current = null;
  };

  const start = async (headerText: string): Promise<void> => {
    const d = dispositionOf(headerText);
    if (!d) throw new Error(MULTIPART_ERRORS.malformed);
    if (d.fileName === null) {
      current = { kind: 'field', name: d.name, chunks: [], size: 0 };
      return;
    }
    const tempFile = join(tempDir, `mp-${randomBytes(8).toString('hex')}.part`);
    current = {
      kind: 'file',
      part: { field: d.name, fileName: d.fileName, tempFile, size: 0, md5: '' },
      handle: await open(tempFile, 'w'),
      hash: createHash('md5'),
      skipping: false,
    };
  };

  try {
    for await (const chunk of body) {
      buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
      for (;;) {
        if (state === 'preamble' || state === 'body') {
          const at = buf.indexOf(delimiter);
          if (at < 0) {
            // Keep a tail that may hold the start of a delimiter split across chunks.
            const keep = Math.min(buf.length, delimiter.length - 1);
            if (state === 'body') await emit(buf.subarray(0, buf.length - keep));
            buf = buf.subarray(buf.length - keep);
            break;
          }
          if (state === 'body') {
            await emit(buf.subarray(0, at));
            await finish();
          }
          buf = buf.subarray(at + delimiter.length);
          state = 'afterDelimiter';
        } else if (state === 'afterDelimiter') {
          if (buf.length < 2) break;
          const two = buf.subarray(0, 2).toString('latin1');
          if (two === '--') state = 'done';
          else if (two === '\r\n') state = 'headers';
          else throw new Error(MULTIPART_ERRORS.malformed);
          buf = buf.subarray(2);
        } else if (state === 'headers') {
          const end = buf.indexOf('\r\n\r\n');
          if (end < 0) {
            if (buf.length > MAX_HEADER_BYTES) throw new Error(MULTIPART_ERRORS.malformed);
            break;
          }
          await start(buf.subarray(0, end).toString('latin1'));
          buf = buf.subarray(end + 4);
          state = 'body';
        } else {
          buf = Buffer.alloc(0);
          break;
        }
      }
    }
    if (state !== 'done') throw new Error(MULTIPART_ERRORS.malformed);
    return result;
  } catch (error) {
    const open = current as Current | null;
    if (open?.kind === 'file') {
      await open.handle.close().catch(() => undefined);
      await rm(open.part.tempFile, { force: true });
    }
    await Promise.all(result.files.map((f) => rm(f.tempFile, { force: true })));
    throw error;
  }
}
