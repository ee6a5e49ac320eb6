import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../envelope';

// Test hooks: the fault and crash tests of the upload queue ask the reference server to misbehave
// the ways a real network and object store do. Production use passes no injector.

export type Fault =
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'reset' }
  | { kind: 'stall'; ms: number }
  | { kind: 'expire' };

export type FaultInjector = {
  slicePut?(info: { uploadId: string; index: number }): Fault | null;
  check?(): Fault | null;
  init?(): Fault | null;
  merge?(): Fault | null;
  /**
   * The attachment manager's multipart batch upload, after the batch is stored and before it is
   * answered: the answer lost on the way, or late (the client's check must find the files).
   */
  batchUpload?(): Fault | null;
};

export const FAULT_MSG = {
  status: (status: number): string => `服务器暂时无法处理请求（${status}）`,
  expired: '分片上传地址已过期',
} as const;

/** Waits `ms`, or less when the client gives up first (its socket closes). */
export function stall(request: FastifyRequest, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = request.raw.socket;
    const done = (): void => {
      clearTimeout(timer);
      socket.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    socket.once('close', done);
  });
}

/** Cuts the connection without an answer; fastify is told the reply is handled elsewhere. */
export function resetConnection(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  request.raw.socket.destroy();
  return reply;
}

/** An HTTP status with the envelope (and Retry-After when given), as a proxy or gateway answers. */
export function sendStatus(
  reply: FastifyReply,
  fault: { status: number; retryAfterSeconds?: number },
): FastifyReply {
  if (fault.retryAfterSeconds !== undefined)
    reply.header('Retry-After', String(fault.retryAfterSeconds));
  return reply.code(fault.status).send(fail(FAULT_MSG.status(fault.status), fault.status));
}

/**
 * Applies an injected fault to a Blade-Auth call (check, init, merge, the batch upload). Answers the reply when the
 * fault answered the request, or null when the call goes on (no fault, or a stall that ended).
 */
export async function applyCallFault(
  fault: Fault | null | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | null> {
  if (!fault) return null;
  switch (fault.kind) {
    case 'reset':
      return resetConnection(request, reply);
    case 'stall':
      await stall(request, fault.ms);
      if (request.raw.socket.destroyed) return resetConnection(request, reply);
      return null;
    case 'expire':
      return reply.code(403).header('X-Slice-Error', 'expired').send(fail(FAULT_MSG.expired, 403));
    case 'status':
      return sendStatus(reply, fault);
  }
}
