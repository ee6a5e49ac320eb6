import { M } from '../../shared/messages';
import { isDiskFull } from './db/disk-full';
import type { ErrorKind, ErrorPayload } from '../../shared/contract';

// Distinct failures, so the renderer can react to each: the server said no, the network is gone,
// the login expired, the answer had the wrong shape, or a read needs the network and has no cache.

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The server refused (envelope success false / code not 200, or an HTTP error it explained). */
export class ApiError extends AppError {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super('server', message);
  }
}

/**
 * The server refused the officer, not the login: HTTP 403, or a 401 again right after a token
 * refresh succeeded. Kind 'server' (shown as the server's refusal), never 'expired': signing in
 * again would not help, so the re-login dialog must not open.
 */
export class ForbiddenError extends ApiError {
  constructor(message: string = M.errForbidden) {
    super(message, 403);
  }
}

/** No answer from the server: refused, reset, timed out or unresolvable. */
export class OfflineError extends AppError {
  constructor(message: string = M.errOffline) {
    super('offline', message);
  }
}

/** The login has expired and could not be refreshed. */
export class AuthExpiredError extends AppError {
  constructor() {
    super('expired', M.loginExpired);
  }
}

/** The server answered with a shape we do not understand. */
export class BadResponseError extends AppError {
  constructor(
    readonly detail: string,
    message: string = M.errBadResponse,
  ) {
    super('server', message);
  }
}

/** Offline and nothing cached for this read. */
export class NeedsNetworkError extends AppError {
  constructor(message: string = M.errNeedsNetwork) {
    super('needs-network', message);
  }
}

export class InvalidArgumentError extends AppError {
  constructor(message: string = M.errInvalidArgs) {
    super('invalid', message);
  }
}

export function toErrorPayload(err: unknown): ErrorPayload {
  if (err instanceof AppError) return { kind: err.kind, message: err.message };
  // SQLITE_FULL or ENOSPC that no writer turned into its own message: still said plainly.
  if (isDiskFull(err)) return { kind: 'internal', message: M.errDiskFull };
  return { kind: 'internal', message: M.errInternal };
}
