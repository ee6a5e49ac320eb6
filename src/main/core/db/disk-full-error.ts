import { AppError } from '../errors';

// Apart from disk-full.ts so that errors.ts can use isDiskFull without an import cycle.

/** A write refused for lack of space, after its partial output was removed; says what happened. */
export class DiskFullError extends AppError {
  constructor(message: string) {
    super('internal', message);
  }
}
