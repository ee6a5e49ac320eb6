import { watch, type FSWatcher } from 'chokidar';
import { promises as fsp } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from '../logger';
import type { RecorderTiming } from './settings';

// Watching dock folders. chokidar events are only hints that something may have changed; the truth
// comes from stat polls (stable.ts) and full scans. A watch stops for good when the watched folder
// itself disappears (chokidar #1463), so each dock's presence is polled (and its parent watched for
// a quicker hint): when it comes back, a new watch is opened and the folder is scanned again. A
// drive root (E:\) has no parent to watch; the presence poll is what finds it when it is plugged in.

export type DockEvents = {
  onCandidate: (dock: string, path: string) => void;
  onPresence: (dock: string, present: boolean) => void;
};

/** Deep enough for <root>/<recorder>/<date>/<file> under a DCIM-like folder, not the whole drive. */
const MAX_DEPTH = 5;

type Dock = {
  folder: string;
  present: boolean;
  watcher: FSWatcher | null;
  parent: FSWatcher | null;
};

async function isDir(path: string): Promise<boolean> {
  try {
    return (await fsp.stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export class DockWatcher {
  private readonly docks = new Map<string, Dock>();
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly timing: RecorderTiming,
    private readonly events: DockEvents,
    private readonly logger: Logger,
  ) {}

  async start(folders: readonly string[]): Promise<void> {
    this.stopped = false;
    for (const f of folders) {
      const folder = resolve(f);
      if (this.docks.has(folder)) continue;
      const dock: Dock = { folder, present: false, watcher: null, parent: null };
      this.docks.set(folder, dock);
      const parent = dirname(folder);
      if (parent !== folder && (await isDir(parent))) {
        dock.parent = watch(parent, { depth: 0, ignoreInitial: true });
        dock.parent.on('all', (_ev, p) => {
          if (resolve(p) === folder) void this.checkPresence(dock);
        });
        dock.parent.on('error', (e) =>
          this.logger.warn(`recorder: parent watch of ${folder} failed`, e),
        );
      }
      await this.checkPresence(dock);
    }
    const presence = setInterval(() => {
      for (const d of this.docks.values()) void this.checkPresence(d);
    }, this.timing.presenceMs);
    const rescan = setInterval(() => {
      for (const d of this.docks.values()) if (d.present) void this.scan(d);
    }, this.timing.rescanMs);
    presence.unref();
    rescan.unref();
    this.timers.push(presence, rescan);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const closing: Promise<void>[] = [];
    for (const d of this.docks.values()) {
      if (d.watcher) closing.push(d.watcher.close());
      if (d.parent) closing.push(d.parent.close());
    }
    this.docks.clear();
    await Promise.all(closing);
  }

  present(folder: string): boolean {
    return this.docks.get(resolve(folder))?.present ?? false;
  }

  private async checkPresence(d: Dock): Promise<void> {
    const now = await isDir(d.folder);
    if (this.stopped || now === d.present) return;
    d.present = now;
    if (now) {
      this.logger.info(`recorder: dock present ${d.folder}`);
      d.watcher = watch(d.folder, { ignoreInitial: true, depth: MAX_DEPTH });
      d.watcher.on('add', (p) => this.events.onCandidate(d.folder, resolve(p)));
      d.watcher.on('change', (p) => this.events.onCandidate(d.folder, resolve(p)));
      d.watcher.on('error', (e) => this.logger.warn(`recorder: watch of ${d.folder} failed`, e));
      this.events.onPresence(d.folder, true);
      // Reconciliation: files already there when the dock appeared produce no events.
      await this.scan(d);
    } else {
      this.logger.info(`recorder: dock gone ${d.folder}`);
      const w = d.watcher;
      d.watcher = null;
      await w?.close();
      this.events.onPresence(d.folder, false);
    }
  }

  private async scan(d: Dock): Promise<void> {
    const walk = async (dir: string, depth: number): Promise<void> => {
      let entries;
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        return; // vanished mid-scan: the presence poll notices
      }
      for (const e of entries) {
        if (this.stopped || !d.present) return;
        const p = join(dir, e.name);
        if (e.isFile()) this.events.onCandidate(d.folder, p);
        else if (
          e.isDirectory() &&
          depth < MAX_DEPTH &&
          !e.name.startsWith('$') &&
          e.name !== 'System Volume Information'
        )
          await walk(p, depth + 1);
      }
    };
    await walk(d.folder, 0);
  }
}
