import type { ImportRow } from './store';
import type {
  DockFinished,
  DockStatus,
  FileState,
  FileStatus,
  RecorderEvents,
  RecorderStatus,
} from './types';

// What the import centre shows, kept in memory for this session: docks, files found and each file's
// progress. Also the event hub, and the "dock finished" notice: when a dock has nothing left waiting
// or importing after at least one file settled, it reports what this batch did.

const ACTIVE: ReadonlySet<FileState> = new Set(['waiting-stable', 'queued', 'copying', 'probing']);

type DockState = { present: boolean; batch: DockFinished };
type Listener = (payload: never) => void;

export class StatusBoard {
  private readonly files = new Map<string, FileStatus>();
  private readonly docks = new Map<string, DockState>();
  private readonly listeners = new Map<keyof RecorderEvents, Set<Listener>>();
  private idleWaiters: { pred: () => boolean; resolve: () => void }[] = [];
  private running = false;

  on<E extends keyof RecorderEvents>(
    event: E,
    listener: (payload: RecorderEvents[E]) => void,
  ): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, set);
    set.add(listener as Listener);
    return () => set.delete(listener as Listener);
  }

  emit<E extends keyof RecorderEvents>(event: E, payload: RecorderEvents[E]): void {
    for (const l of this.listeners.get(event) ?? []) (l as (p: RecorderEvents[E]) => void)(payload);
  }

  changed(running = this.running): void {
    this.running = running;
    this.emit('changed', this.snapshot(running));
  }

  private dock(folder: string): DockState {
    let d = this.docks.get(folder);
    if (!d) {
      d = { present: false, batch: { folder, imported: 0, duplicates: 0, errors: 0 } };
      this.docks.set(folder, d);
    }
    return d;
  }

  presence(folder: string, present: boolean): void {
    this.dock(folder).present = present;
    this.changed(true);
  }

  file(path: string, patch: Partial<FileStatus>): void {
    const cur = this.files.get(path);
    const next: FileStatus = {
      path,
      name: '',
      dock: '',
      importId: null,
      recorderNumber: null,
      state: 'waiting-stable',
      size: 0,
      bytesDone: 0,
      reason: null,
      needsOfficer: false,
      ...cur,
      ...patch,
    };
    if (next.state !== 'error') next.reason = null;
    this.files.set(path, next);
    this.dock(next.dock);
    this.changed(true);
  }

  fromRow(row: ImportRow, recorderNumber: string | null): void {
    this.file(row.sourcePath, {
      dock: row.dock,
      name: row.name,
      importId: row.id,
      recorderNumber,
      state: row.state,
      size: row.size,
      bytesDone: row.state === 'done' || row.state === 'duplicate' ? row.size : 0,
      reason: row.reason,
      needsOfficer: row.policeNumber === null,
    });
  }

  progress(importId: string, bytes: number): void {
    for (const f of this.files.values()) {
      if (f.importId === importId && f.state === 'copying') {
        f.bytesDone = bytes;
        this.changed(true);
        return;
      }
    }
  }

  /** The file vanished before it was imported (unplugged, deleted). */
  drop(path: string): void {
    const f = this.files.get(path);
    this.files.delete(path);
    if (f) this.checkFinished(f.dock);
    this.changed(true);
  }

  /** A job for this file ended: count it into its dock's batch. */
  settle(path: string): void {
    const f = this.files.get(path);
    if (!f) return;
    const b = this.dock(f.dock).batch;
    if (f.state === 'done') b.imported++;
    else if (f.state === 'duplicate') b.duplicates++;
    else if (f.state === 'error') b.errors++;
    this.checkFinished(f.dock);
  }

  private checkFinished(folder: string): void {
    const d = this.dock(folder);
    const active = [...this.files.values()].some((f) => f.dock === folder && ACTIVE.has(f.state));
    const b = d.batch;
    if (active || b.imported + b.duplicates + b.errors === 0) return;
    d.batch = { folder, imported: 0, duplicates: 0, errors: 0 };
    this.emit('dockFinished', b);
  }

  snapshot(running: boolean): RecorderStatus {
    const files = [...this.files.values()].map((f) => ({ ...f }));
    const docks: DockStatus[] = [...this.docks.entries()]
      .filter(([folder]) => folder !== '')
      .map(([folder, d]) => {
        const mine = files.filter((f) => f.dock === folder);
        return {
          folder,
          present: d.present,
          recorders: [
            ...new Set(mine.map((f) => f.recorderNumber).filter((r): r is string => r !== null)),
          ].sort(),
          found: mine.length,
          done: mine.filter((f) => f.state === 'done').length,
          duplicates: mine.filter((f) => f.state === 'duplicate').length,
          errors: mine.filter((f) => f.state === 'error').length,
          active: mine.filter((f) => ACTIVE.has(f.state)).length,
        };
      });
    return { running, docks, files };
  }

  whenIdle(pred: () => boolean): Promise<void> {
    if (pred()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push({ pred, resolve }));
  }

  /** Called whenever work may have run out. */
  settleWaiters(): void {
    const ready = this.idleWaiters.filter((w) => w.pred());
    this.idleWaiters = this.idleWaiters.filter((w) => !w.pred());
    for (const w of ready) w.resolve();
  }
}
