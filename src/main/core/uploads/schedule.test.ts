import { describe, expect, it } from 'vitest';
import { dueUploads, nextToHash } from './schedule';
import type { QueueRow } from './store';

const row = (over: Partial<QueueRow>): QueueRow =>
  ({ id: 'x', state: 'queued', md5: 'm', held: false, nextAttemptAt: null, ...over }) as QueueRow;

describe('queue schedule', () => {
  it('hashes the first file without an MD5 that is queued or held', () => {
    const rows = [
      row({ id: 'a', state: 'done', md5: null }),
      row({ id: 'b', md5: null, state: 'held' }),
      row({ id: 'c', md5: null }),
    ];
    expect(nextToHash(rows)?.id).toBe('b');
    expect(nextToHash([row({ id: 'd' })])).toBeNull();
  });

  it('starts due files up to the limit, skips held, running and unhashed ones, and wakes for the earliest retry', () => {
    const rows = [
      row({ id: 'held', held: true }),
      row({ id: 'unhashed', md5: null }),
      row({ id: 'running' }),
      row({ id: 'later', nextAttemptAt: 5000 }),
      row({ id: 'soon', nextAttemptAt: 2000 }),
      row({ id: 'a' }),
      row({ id: 'b' }),
      row({ id: 'c' }),
    ];
    const due = dueUploads(rows, { now: 1000, running: new Map([['running', null]]), maxFiles: 2 });
    expect(due.start.map((r) => r.id)).toEqual(['a']);
    expect(due.wakeAt).toBe(2000);
    expect(
      dueUploads(rows, { now: 6000, running: new Map(), maxFiles: 3 }).start.map((r) => r.id),
    ).toEqual(['running', 'later', 'soon']);
  });
});
