import { describe, expect, it } from 'vitest';
import {
  RETRY,
  UPLOAD_STATES,
  backoffMs,
  canCancel,
  canMove,
  canPause,
  canResume,
  canRetry,
  chunkedStageOf,
  classifyFailure,
  dialogStatusOf,
  etaSeconds,
  isActive,
  isFinished,
  isWaiting,
  nextDelayMs,
  parseRetryAfter,
  type UploadState,
} from './queue-rules';
describe('upload queue state machine', () => {
  it('done and cancelled are final; nothing moves out of them', () => {
    for (const to of UPLOAD_STATES) {
      expect(canMove('done', to)).toBe(false);
      expect(canMove('cancelled', to)).toBe(false);
    }
  });

  it('every state but done can be cancelled, and every unfinished one can reach failed or cancelled', () => {
    for (const s of UPLOAD_STATES) {
      if (isFinished(s)) continue;
      expect(canMove(s, 'cancelled')).toBe(true);
      expect(canCancel(s)).toBe(true);
    }
    expect(canCancel('done')).toBe(false);
  });

  it('the happy path: held → hashing → held → queued → checking → uploading → merging → done', () => {
    const path: UploadState[] = [
      'held',
      'hashing',
      'held',
      'queued',
      'checking',
      'uploading',
      'merging',
      'done',
    ];
    for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1], path[i])).toBe(true);
    expect(canMove('checking', 'done')).toBe(true); // 2001 at check: instant upload
    expect(canMove('uploading', 'done')).toBe(false); // only merge (or check) makes a file done
  });

  it('running states fall back to queued (retry) or checking (re-init, start over)', () => {
    for (const s of ['checking', 'uploading', 'merging'] as const)
      expect(canMove(s, 'queued')).toBe(true);
    expect(canMove('uploading', 'checking')).toBe(true);
    expect(canMove('merging', 'checking')).toBe(true);
  });

  it('pause, resume and retry apply where the upload centre offers them', () => {
    expect(UPLOAD_STATES.filter(canPause)).toEqual([
      'hashing',
      'queued',
      'checking',
      'uploading',
      'merging',
    ]);
    expect(UPLOAD_STATES.filter(canResume)).toEqual(['paused']);
    expect(UPLOAD_STATES.filter(canRetry)).toEqual(['failed']);
    expect(UPLOAD_STATES.filter(isActive)).toEqual([
      'hashing',
      'queued',
      'checking',
      'uploading',
      'merging',
    ]);
    expect(UPLOAD_STATES.filter(isWaiting)).toEqual([
      'held',
      'hashing',
      'queued',
      'checking',
      'uploading',
      'merging',
      'paused',
    ]);
  });

  it('maps queue states to the dialog statuses and the chunked uploader stages', () => {
    expect(UPLOAD_STATES.map(dialogStatusOf)).toEqual([
      'waiting',
      'uploading',
      'uploading',
      'uploading',
      'uploading',
      'uploading',
      'success',
      'uploading',
      'failed',
      'failed',
    ]);
    expect(UPLOAD_STATES.map(chunkedStageOf)).toEqual([
      'preparation',
      'preparation',
      'preupload',
      'preupload',
      'uploading',
      'uploading',
      'success',
      'uploading',
      'error',
      'error',
    ]);
  });
});

describe('retry policy', () => {
  it('backoff doubles from 1 s with full jitter in [ceiling/2, ceiling], capped at 60 s', () => {
    expect(backoffMs(1, () => 0)).toBe(500);
    expect(backoffMs(1, () => 1)).toBe(1000);
    expect(backoffMs(3, () => 0.5)).toBe(3000);
    expect(backoffMs(20, () => 1)).toBe(RETRY.maxMs);
    expect(backoffMs(20, () => 0)).toBe(RETRY.maxMs / 2);
    for (let a = 1; a < 12; a++) {
      const v = backoffMs(a);
      const ceiling = Math.min(RETRY.maxMs, 1000 * 2 ** (a - 1));
      expect(v).toBeGreaterThanOrEqual(ceiling / 2);
      expect(v).toBeLessThanOrEqual(ceiling);
    }
  });

  it('Retry-After in seconds or as an HTTP date, capped, null when absent or unreadable', () => {
    const now = Date.parse('2026-05-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 1.5 ', now)).toBe(1500);
    expect(parseRetryAfter('Fri, 01 May 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 30 Apr 2026 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('99999', now)).toBe(RETRY.maxRetryAfterMs);
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });

  it('Retry-After wins over backoff when given', () => {
    expect(nextDelayMs(5, 2000, () => 0.5)).toBe(2000);
    expect(nextDelayMs(2, null, () => 0.5)).toBe(1500);
  });

  it('classifies failures: retry, reinit, relogin, fatal', () => {
    expect(classifyFailure({ network: true })).toBe('retry');
    expect(classifyFailure({ stalled: true })).toBe('retry');
    expect(classifyFailure({ status: null })).toBe('retry');
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(classifyFailure({ status })).toBe('retry');
    for (const status of [403, 404, 410]) {
      expect(classifyFailure({ status, sliceUrl: true })).toBe('reinit');
      expect(classifyFailure({ status })).toBe('fatal');
    }
    expect(classifyFailure({ status: 401 })).toBe('relogin');
    expect(classifyFailure({ status: 401, sliceUrl: true })).toBe('relogin');
    for (const status of [400, 409, 413, 415, 422])
      expect(classifyFailure({ status, sliceUrl: true })).toBe('fatal');
  });

  it('time left at the current speed', () => {
    expect(etaSeconds(0, 0)).toBe(0);
    expect(etaSeconds(1000, 0)).toBeNull();
    expect(etaSeconds(1000, 300)).toBe(4);
  });
});
