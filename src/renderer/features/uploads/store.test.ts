import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { uploadItem } from './testing';
import { UploadStore, uploadStoreOf } from './store';
import { percentOf, waitingCount } from './useUploads';
import type { UploadItem } from '../../../shared/uploads/contract';

const deferred = <T>(): { promise: Promise<T>; resolve(v: T): void } => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('UploadStore', () => {
  it('is one per Api', () => {
    const api = createFakeApi();
    expect(uploadStoreOf(api)).toBe(uploadStoreOf(api));
    expect(uploadStoreOf(createFakeApi())).not.toBe(uploadStoreOf(api));
  });

  it('keeps the newer version of a file when a list answer is older than an event', async () => {
    const old = uploadItem({ id: 'a', state: 'queued', updatedAt: 100 });
    const answer = deferred<UploadItem[]>();
    const api = createFakeApi({ 'uploads:list': () => answer.promise });
    const store = new UploadStore(api);
    store.start();
    api.emit('uploads:changed', {
      items: [{ ...old, state: 'uploading', bytesDone: 5, updatedAt: 200 }],
    });
    answer.resolve([old]);
    await store.reload();
    expect(store.getSnapshot().items.map((i) => [i.id, i.state])).toEqual([['a', 'uploading']]);
    expect(store.getSnapshot().loaded).toBe(true);
    // An older event never rolls a file back.
    store.merge([{ ...old, state: 'checking', updatedAt: 150 }]);
    expect(store.getSnapshot().items[0].state).toBe('uploading');
  });

  it('drops files the list no longer has, unless they were enqueued meanwhile', async () => {
    const api = createFakeApi({ 'uploads:list': () => [] });
    const store = new UploadStore(api);
    store.merge([
      uploadItem({ id: 'gone', createdAt: 1 }),
      uploadItem({ id: 'new', createdAt: Date.now() + 60_000 }),
    ]);
    await store.reload();
    expect(store.getSnapshot().items.map((i) => i.id)).toEqual(['new']);
  });

  it('keeps the load failure for the centre to show', async () => {
    const api = createFakeApi({
      'uploads:list': () => {
        throw new Error('bridge down');
      },
    });
    const store = new UploadStore(api);
    await store.reload().catch(() => undefined);
    expect(store.getSnapshot().error).toBeTruthy();
  });
});

describe('counts', () => {
  it('counts held, active and paused files as waiting', () => {
    const states = [
      'held',
      'hashing',
      'queued',
      'checking',
      'uploading',
      'merging',
      'paused',
      'done',
      'failed',
      'cancelled',
    ] as const;
    expect(waitingCount(states.map((state) => uploadItem({ state })))).toBe(7);
  });

  it('percent of bytes the server holds', () => {
    expect(percentOf({ state: 'uploading', size: 200, bytesDone: 99 })).toBe(49);
    expect(percentOf({ state: 'done', size: 0, bytesDone: 0 })).toBe(100);
    expect(percentOf({ state: 'queued', size: 0, bytesDone: 0 })).toBe(0);
  });
});
