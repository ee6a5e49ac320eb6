import type { Cached } from '../../shared/common/types';
import type { Page } from '../../shared/common/schemas';
import type { Channel, ErrorKind, Request, Response } from '../../shared/contract';

// What an area's fakes are made of (each area's testing.ts builds its default handlers with these).

export type FakeHandlers = {
  [C in Channel]?: (req: Request<C>) => Response<C> | Promise<Response<C>>;
};

export class FakeFailure extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** Use inside a handler: the call answers `{ ok: false, error: { kind, message } }`. */
export function fail(kind: ErrorKind, message: string): never {
  throw new FakeFailure(kind, message);
}

/** A read answered by the server just now. */
export const fresh = <T>(data: T): Cached<T> => ({
  data,
  source: 'network',
  updatedAt: Date.now(),
});

export const pageOf = <T>(rows: T[], current: number, size: number): Page<T> => ({
  records: rows.slice((current - 1) * size, current * size),
  total: rows.length,
  current,
  size,
});
