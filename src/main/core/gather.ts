import type { Cached } from '../../shared/common/types';
import type { Channel, ParsedRequest, Response } from '../../shared/contract';
import type { Logger } from './logger';

// Work that reads other areas' answers through their own handlers (archive readiness, video
// suggestions): the same requests, the same read-through cache. The whole is shown as the oldest
// of its parts (one answer from the cache makes it a cached one), and a part that cannot be read
// is named instead of failing the whole.

/** One of the core's channels, as the handler map answers it. */
export type ReadChannel = <C extends Channel>(
  channel: C,
  req: ParsedRequest<C>,
) => Promise<Response<C>>;

export class Gathered {
  private readonly answers: Cached<unknown>[] = [];
  /** The parts that could not be read, once each, in the order they failed. */
  readonly missed: string[] = [];

  constructor(
    private readonly logger: Logger,
    /** What is gathered, for the log ('archive readiness of task …'). */
    private readonly what: string,
  ) {}

  /** A part that was read: its data; its time and source count for the whole. */
  add<T>(got: Cached<T>): T {
    this.answers.push(got);
    return got.data;
  }

  /** A part that could not be read: logged and named. */
  miss(part: string, err: unknown): void {
    this.logger.warn(`${this.what}: ${part} not read`, err);
    if (!this.missed.includes(part)) this.missed.push(part);
  }

  /** A part's data, or undefined (missed) when it cannot be read. */
  async optional<T>(part: string, fn: () => Promise<Cached<T>>): Promise<T | undefined> {
    try {
      return this.add(await fn());
    } catch (err) {
      this.miss(part, err);
      return undefined;
    }
  }

  /** `data` as one answer: cached when any part was, as old as the oldest part (`now` without any). */
  cached<T>(data: T, now: () => number): Cached<T> {
    const all = this.answers;
    return {
      data,
      source: all.some((a) => a.source === 'cache') ? 'cache' : 'network',
      updatedAt: all.length > 0 ? Math.min(...all.map((a) => a.updatedAt)) : now(),
    };
  }
}
