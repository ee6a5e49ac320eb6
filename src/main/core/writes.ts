import type { EventHub } from './events';
import type { Channel, Handlers } from '../../shared/contract';

// Writes change what every open window shows: after one, the shell tells them all to refresh
// (shell:dataChanged). The areas' handler maps wrap their write channels with `write`.

export type WriteOptions = {
  /** Refresh even when the write fails: its failure may come after a change (archive's follow-ups). */
  evenOnFailure?: boolean;
};

/** Wraps one channel's handler: on success (or always, with evenOnFailure) shell:dataChanged follows. */
export type Write = <C extends Channel>(
  channel: C,
  fn: Handlers[C],
  opts?: WriteOptions,
) => Handlers[C];

export function createWrite(events: EventHub): Write {
  return <C extends Channel>(channel: C, fn: Handlers[C], opts: WriteOptions = {}): Handlers[C] =>
    (async (req: Parameters<Handlers[C]>[0]) => {
      let done = false;
      try {
        const result = await (fn as (r: typeof req) => Promise<unknown>)(req);
        done = true;
        return result;
      } finally {
        if (done || opts.evenOnFailure) events.emit('shell:dataChanged', { channel });
      }
    }) as Handlers[C];
}
