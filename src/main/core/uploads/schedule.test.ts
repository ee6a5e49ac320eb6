import { describe, expect, it } from 'vitest';
import { dueUploads, nextToHash } from './schedule';
import type { QueueRow } from './store';

const row = (over: Partial<QueueRow>): QueueRow =>
  ({
    id: 'x',
    state: 'queued',
    md5: 'm',
    held: false,
    nextAttemptAt: null,
    profile: 'chunked',
    uploadId: null,
    target: { runId: 'r', RWID: 'r', businessId: 'b', businessType: 'xmrw', label: '任务' },
    ...over,
  }) as QueueRow;

const ids = (jobs: QueueRow[][]): string[][] => jobs.map((j) => j.map((r) => r.id));

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
    const due = dueUploads(rows, {
      now: 1000,
      running: new Map([['running', null]]),
      jobs: 1,
      maxJobs: 2,
    });
    expect(ids(due.start)).toEqual([['a']]);
    expect(due.wakeAt).toBe(2000);
    expect(
      ids(dueUploads(rows, { now: 6000, running: new Map(), jobs: 0, maxJobs: 3 }).start),
    ).toEqual([['running'], ['later'], ['soon']]);
  });

  it('sends the ready files of a batch as one job (at most 5), once none of them is still hashing', () => {
    const batch = (id: string, over: Partial<QueueRow> = {}): QueueRow =>
      row({ id, profile: 'attachment', uploadId: 'B', ...over });
    const at = { now: 1000, running: new Map(), jobs: 0, maxJobs: 2 };
    const hashing = [batch('a'), batch('b', { state: 'hashing', md5: null }), row({ id: 'c' })];
    expect(ids(dueUploads(hashing, at).start)).toEqual([['c']]);
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => batch(id));
    // A paused or failed file of the batch does not hold the others back.
    // Neither does another business under the same batch id (each request names one business).
    seven.push(
      batch('p', { state: 'paused' }),
      batch('alone', { uploadId: null }),
      batch('elsewhere', { target: { ...seven[0].target, businessId: 'other' } }),
    );
    expect(ids(dueUploads(seven, at).start)).toEqual([
      ['a', 'b', 'c', 'd', 'e'],
      ['f', 'g'],
    ]);
    expect(ids(dueUploads(seven, { ...at, maxJobs: 4 }).start)).toEqual([
      ['a', 'b', 'c', 'd', 'e'],
      ['f', 'g'],
      ['alone'],
      ['elsewhere'],
    ]);
  });
});
