import { M } from '../../shared/messages';
import type { ErrorKind, ErrorPayload } from '../../shared/contract';

/** An `ok:false` IpcResult turned into something `throw`-able, so TanStack Query sees it as an error. */
export class AppError extends Error {
  readonly kind: ErrorKind;

  constructor(payload: ErrorPayload) {
    super(payload.message);
    this.name = 'AppError';
    this.kind = payload.kind;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** The text an officer sees for any failure; unknown throwables never surface as a raw stack. */
export const errorMessage = (e: unknown): string => {
  if (e instanceof AppError) return e.message || M.errInternal;
  if (e instanceof Error && e.message) return e.message;
  return M.errInternal;
};

export const errorKind = (e: unknown): ErrorKind => (e instanceof AppError ? e.kind : 'internal');
