import { call } from '../../platform/api';
import type { Api } from '../../../shared/contract';
import type { UploadItem } from '../../../shared/uploads/contract';

// The upload queue as this window sees it: one store per Api, shared by the upload centre and every
// dialog. main is the owner; the store loads upload:list once, then follows upload:changed. Events
// and answers can cross (a list answer older than a progress event), so for each file the newest
// version (updatedAt) wins.

export type UploadSnapshot = {
  items: readonly UploadItem[];
  loaded: boolean;
  error: unknown;
};

const byNewest = (a: UploadItem, b: UploadItem): number =>
  b.createdAt - a.createdAt || a.name.localeCompare(b.name);

export class UploadStore {
  private readonly byId = new Map<string, UploadItem>();
  private snapshot: UploadSnapshot = { items: [], loaded: false, error: null };
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  private loading: Promise<void> | null = null;

  constructor(private readonly api: Api) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.start();
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = (): UploadSnapshot => this.snapshot;

  /** Follows main's events and loads the list, once. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.api.on('uploads:changed', ({ items }) => this.merge(items));
    void this.reload();
  }

  /** Asks main for the whole queue again (after clearing, or to retry a failed load). */
  reload(): Promise<void> {
    if (this.loading) return this.loading;
    const startedAt = Date.now();
    this.loading = call('uploads:list', undefined, this.api)
      .then((list) => {
        const fresh = new Map(list.map((i) => [i.id, i]));
        for (const [id, known] of this.byId) {
          const got = fresh.get(id);
          // Keep what the list could not know yet (enqueued or changed while it was answered).
          if (!got ? known.createdAt >= startedAt : known.updatedAt > got.updatedAt)
            fresh.set(id, known);
        }
        this.byId.clear();
        for (const [id, item] of fresh) this.byId.set(id, item);
        this.publish({ loaded: true, error: null });
      })
      .catch((error: unknown) => this.publish({ loaded: this.snapshot.loaded, error }))
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Items from an event or an action's answer; the newer version of each file wins. */
  merge(items: readonly UploadItem[]): void {
    let changed = false;
    for (const item of items) {
      const known = this.byId.get(item.id);
      if (known && known.updatedAt > item.updatedAt) continue;
      this.byId.set(item.id, item);
      changed = true;
    }
    if (changed) this.publish({});
  }

  /** Files main forgot (upload:clear). */
  forget(predicate: (item: UploadItem) => boolean): void {
    let changed = false;
    for (const [id, item] of this.byId) {
      if (predicate(item)) {
        this.byId.delete(id);
        changed = true;
      }
    }
    if (changed) this.publish({});
  }

  private publish(over: Partial<Omit<UploadSnapshot, 'items'>>): void {
    this.snapshot = { ...this.snapshot, ...over, items: [...this.byId.values()].sort(byNewest) };
    for (const l of [...this.listeners]) l();
  }
}

const stores = new WeakMap<Api, UploadStore>();

/** The store of an Api (one per window: tests with a fresh fake Api get a fresh store). */
export function uploadStoreOf(api: Api): UploadStore {
  let store = stores.get(api);
  if (!store) {
    store = new UploadStore(api);
    stores.set(api, store);
  }
  return store;
}
