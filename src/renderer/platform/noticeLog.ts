import type { ToastIntent } from '@fluentui/react-components';
import type { SavedFileRef } from '../../shared/common/types';

// What the officer was told, kept for the notification centre until the client closes: a toast
// lasts seconds, and an officer looking elsewhere must still be able to read what happened.

export type NoticeEntry = {
  id: number;
  text: string;
  intent: ToastIntent;
  /** When it was first said (ms since epoch); `times` counts repeats folded into this entry. */
  at: number;
  times: number;
  read: boolean;
  /** A finished download (desktop app): the centre offers 打开 and 在文件夹中显示 for it. */
  file?: SavedFileRef;
};

/** The same text and intent again within this window is one notice said twice: shown once. */
export const REPEAT_WINDOW_MS = 5000;
export const MAX_NOTICES = 200;

export type NoticeLog = {
  /** Records a notice; false when it repeats the latest one within the window (no new toast). */
  post(text: string, intent: ToastIntent, file?: SavedFileRef): boolean;
  list(): readonly NoticeEntry[];
  unread(): number;
  markAllRead(): void;
  clear(): void;
  /** The history belongs to one officer: a different owner (another account signed in) starts empty. */
  setOwner(owner: string): void;
  subscribe(listener: () => void): () => void;
};

export function createNoticeLog(now: () => number = Date.now, max = MAX_NOTICES): NoticeLog {
  let entries: readonly NoticeEntry[] = [];
  let nextId = 1;
  let owner: string | null = null;
  const listeners = new Set<() => void>();
  const changed = (next: readonly NoticeEntry[]): void => {
    entries = next;
    for (const l of listeners) l();
  };
  return {
    post(text, intent, file) {
      const t = now();
      const last = entries[0];
      if (last && last.text === text && last.intent === intent && t - last.at < REPEAT_WINDOW_MS) {
        // A repeat keeps the newest file: the one the officer just saved.
        const again = { ...last, times: last.times + 1, read: false, ...(file ? { file } : {}) };
        changed([again, ...entries.slice(1)]);
        return false;
      }
      changed(
        [
          { id: nextId++, text, intent, at: t, times: 1, read: false, ...(file ? { file } : {}) },
          ...entries,
        ].slice(0, max),
      );
      return true;
    },
    list: () => entries,
    unread: () => entries.filter((e) => !e.read).length,
    markAllRead() {
      if (entries.some((e) => !e.read)) changed(entries.map((e) => ({ ...e, read: true })));
    },
    clear: () => changed([]),
    setOwner(next) {
      if (owner !== null && owner !== next) changed([]);
      owner = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
