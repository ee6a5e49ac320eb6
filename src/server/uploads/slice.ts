import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { fail } from '../envelope';
import { FAULT_MSG, resetConnection, sendStatus, stall, type Fault } from './faults';
import { partFileOf } from './runtime';
import { cursorOf, expectedLength, sessionById } from './sessions';
import { UPLOADS_API } from '../../shared/uploads/constants';

// PUT of one slice to its signed URL, like an object store's presigned part upload: no Blade-Auth
// (the signature is the permission), the body streamed straight from the socket into the
// session's part file at the slice's offset, never buffered whole and never under fastify's
// body limit. A slice counts as held only once every byte is written and its row committed, so a
// connection cut mid-body leaves nothing held and the slice is simply sent again.

export const SLICE_ERRORS = {
  signature: '分片上传地址签名不正确',
  expired: FAULT_MSG.expired,
  unknownSession: '上传会话不存在或已结束',
  badIndex: '分片序号不正确',
  badLength: '分片长度不正确',
} as const;

type SliceParams = { uploadId: string; index: string };

/** Reads and discards the rest of the body so the answer reaches a client still sending. */
function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    raw.on('end', resolve);
    raw.on('close', resolve);
    raw.on('error', resolve);
    raw.resume();
  });
}

async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  msg: string,
  sliceError?: 'expired' | 'signature',
): Promise<FastifyReply> {
  await drain(request);
  if (sliceError) reply.header('X-Slice-Error', sliceError);
  return reply.code(status).send(fail(msg, status));
}

/** 'reset' after part of the body has arrived, as a dropped connection does. */
function resetMidBody(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  return new Promise((resolve) => {
    const raw = request.raw;
    const cut = (): void => resolve(resetConnection(request, reply));
    if (raw.complete) return cut();
    raw.once('data', cut);
    raw.once('end', cut);
  });
}

/** Applies an injected fault; null when the PUT goes on. */
async function sliceFault(
  fault: Fault | null | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  if (!fault) return null;
  switch (fault.kind) {
    case 'reset':
      return resetMidBody(request, reply);
    case 'stall':
      await stall(request, fault.ms);
      return request.raw.socket.destroyed ? resetConnection(request, reply) : null;
    case 'expire':
      return refuse(request, reply, 403, SLICE_ERRORS.expired, 'expired');
    case 'status':
      await drain(request);
      return sendStatus(reply, fault);
  }
}

export function registerSliceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const rt = ctx.uploads;
  void app.register(async (scope) => {
    // The body is the slice's raw bytes, whatever Content-Type the client sends (or none): the
    // handler streams request.raw itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    scope.put<{ Params: SliceParams }>(
      `${UPLOADS_API.slicePrefix}:uploadId/:index`,
      async (request, reply) => {
        const { uploadId } = request.params;
        const index = /^\d{1,9}$/.test(request.params.index) ? Number(request.params.index) : -1;
        const injected = await sliceFault(
          index >= 0 ? rt.faults?.slicePut?.({ uploadId, index }) : null,
          request,
          reply,
        );
        if (injected) return injected;

        const query = request.query as Record<string, string | undefined>;
        const expires = Number(query.expires);
        if (
          index < 0 ||
          !Number.isSafeInteger(expires) ||
          !rt.verify(uploadId, index, expires, query.signature ?? '')
        ) {
          return refuse(request, reply, 403, SLICE_ERRORS.signature, 'signature');
        }
        if (ctx.now() > expires)
          return refuse(request, reply, 403, SLICE_ERRORS.expired, 'expired');
        const session = sessionById(ctx, uploadId);
        if (!session) return refuse(request, reply, 404, SLICE_ERRORS.unknownSession);
        if (index >= session.sliceCount) return refuse(request, reply, 400, SLICE_ERRORS.badIndex);
        const expected = expectedLength(session, index);
        if (request.headers['content-length'] !== String(expected))
          return refuse(request, reply, 400, SLICE_ERRORS.badLength);

        const held = rt.sql.held.get(uploadId, index);
        if (held) {
          // Idempotent: the slice is kept as it is; the resend is counted for the tests.
          await drain(request);
          rt.sql.countResend.run(uploadId, index);
          return { index, size: held.SIZE, etag: held.ETAG };
        }

        let written = 0;
        let crc = 0;
        try {
          await pipeline(
            request.raw,
            async function* count(source: AsyncIterable<Buffer>) {
              for await (const chunk of source) {
                written += chunk.length;
                if (written > expected) throw new Error('slice longer than announced');
                crc = crc32(chunk, crc);
                yield chunk;
              }
            },
            createWriteStream(partFileOf(rt, uploadId), {
              flags: 'r+',
              start: index * session.sliceSize,
              highWaterMark: 1024 * 1024,
            }),
          );
        } catch (error) {
          if (request.raw.socket.destroyed) return resetConnection(request, reply);
          ctx.log(
            `slice ${uploadId}/${index} not stored: ${error instanceof Error ? error.message : String(error)}`,
          );
          return refuse(
            request,
            reply,
            written > expected ? 400 : 500,
            written > expected ? SLICE_ERRORS.badLength : '分片保存失败',
          );
        }
        if (written !== expected) return refuse(request, reply, 400, SLICE_ERRORS.badLength);
        // The session may have been dropped (a failed merge) while the body streamed in.
        if (!sessionById(ctx, uploadId))
          return reply.code(404).send(fail(SLICE_ERRORS.unknownSession, 404));
        const etag = (crc >>> 0).toString(16).padStart(8, '0');
        rt.recordSlice(uploadId, index, written, etag);
        cursorOf(rt, session)
          .advance()
          .catch((error: unknown) => ctx.log(`hashing ${uploadId} failed: ${String(error)}`));
        return { index, size: written, etag };
      },
    );
  });
}
