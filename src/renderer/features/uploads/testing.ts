import type { FakeHandlers } from '../../test/fakes';
import type { UploadItem, UploadTarget } from '../../../shared/uploads/contract';
import type { UploadState } from '../../../shared/uploads/queue-rules';

// The upload queue's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

export const taskTarget: UploadTarget = {
  runId: 'run1',
  RWID: 'rw1',
  businessId: 'rw1',
  businessType: 'xmrw',
  label: '某商场消防监督抽查',
};

let seq = 0;
export function uploadItem(
  over: Partial<UploadItem> & { name?: string; state?: UploadState } = {},
): UploadItem {
  seq += 1;
  const name = over.name ?? `文件${seq}.pdf`;
  return {
    id: `u${seq}`,
    name,
    title: name,
    remark: '',
    size: 2 * 1024 * 1024,
    md5: null,
    state: 'queued',
    bytesDone: 0,
    bytesHashed: 0,
    sliceCount: 1,
    slicesDone: 0,
    speed: 0,
    etaSeconds: null,
    reason: null,
    nextAttemptAt: null,
    attempts: 0,
    profile: 'attachment',
    target: taskTarget,
    fileId: null,
    createdAt: 1_700_000_000_000 + seq,
    updatedAt: 1_700_000_000_000 + seq,
    ...over,
  };
}

export function fakeQueue(): {
  items: Map<string, UploadItem>;
  enqueue(req: {
    target: UploadTarget;
    profile: UploadItem['profile'];
    hold?: boolean;
    files: Array<{ ref: string; title?: string; remark?: string }>;
  }): UploadItem[];
  set(ids: readonly string[], state: UploadState): UploadItem[];
} {
  const items = new Map<string, UploadItem>();
  let n = 0;
  return {
    items,
    enqueue(req) {
      return req.files.map((f) => {
        n += 1;
        const name = f.ref.replace(/^ref-/, '');
        const item = uploadItem({
          id: `q${n}`,
          name,
          title: f.title ?? name,
          remark: f.remark ?? '',
          state: req.hold ? 'held' : 'queued',
          profile: req.profile,
          target: req.target,
        });
        items.set(item.id, item);
        return item;
      });
    },
    set(ids, state) {
      return ids.flatMap((id) => {
        const known = items.get(id);
        if (!known) return [];
        const next = { ...known, state, updatedAt: known.updatedAt + 1 };
        items.set(id, next);
        return [next];
      });
    },
  };
}

/** The queue channels over a small in-memory queue of their own (one per fake Api). */
export function uploadsFakes(): FakeHandlers {
  const queue = fakeQueue();
  return {
    'uploads:enqueue': (req) => queue.enqueue(req),
    'uploads:start': (req) =>
      queue.set(
        req.items.map((i) => i.id),
        'queued',
      ),
    'uploads:list': () => [...queue.items.values()],
    'uploads:pause': (req) => queue.set(req.ids, 'paused'),
    'uploads:resume': (req) => queue.set(req.ids, 'queued'),
    'uploads:cancel': (req) => queue.set(req.ids, 'cancelled'),
    'uploads:retry': (req) => queue.set(req.ids, 'queued'),
    'uploads:clear': () => {
      for (const [id, item] of queue.items)
        if (item.state === 'done' || item.state === 'cancelled') queue.items.delete(id);
      return null;
    },
  };
}
