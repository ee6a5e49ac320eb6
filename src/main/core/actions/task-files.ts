import { M } from '../../../shared/messages';
import { AppError } from '../errors';
import type { EventHub } from '../events';
import type { UploadService } from '../uploads/service';
import type { UploadItem, UploadTarget } from '../../../shared/uploads/contract';

// Files an action sends with it (the resume dialog's attachments) go up through the one upload
// queue, as the task's attachments, and the action waits for their file ids: an action must not
// go out pointing at files the server does not have, so a failed upload stops the action.

export interface TaskFileUploader {
  /** Uploads the picked files (refs from files:pick) to the target; their file ids, in order. */
  upload(target: UploadTarget, refs: readonly string[]): Promise<string[]>;
}

export type TaskFileDeps = {
  uploads: Pick<UploadService, 'enqueue' | 'item' | 'cancel'>;
  events: EventHub;
  /** How long the action waits for its files (the queue retries transient failures meanwhile). */
  timeoutMs?: number;
};

const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/** Where the wait stands: every file id, or the first file that will not arrive and why. */
type Outcome = { ids: string[] } | { error: AppError } | null;

function outcomeOf(items: readonly (UploadItem | null)[], names: readonly string[]): Outcome {
  const ids: string[] = [];
  for (const [i, item] of items.entries()) {
    if (!item || item.state === 'cancelled' || item.state === 'paused')
      return { error: new AppError('server', M.resumeUploadStopped(item?.name ?? names[i])) };
    if (item.state === 'failed')
      return {
        error: new AppError(
          'server',
          M.resumeUploadFailed(item.name, item.reason ?? M.uploadStatusFailed),
        ),
      };
    if (item.state !== 'done' || !item.fileId) return null;
    ids.push(item.fileId);
  }
  return { ids };
}

export function createTaskFileUploader(deps: TaskFileDeps): TaskFileUploader {
  return {
    upload: async (target, refs) => {
      if (refs.length === 0) return [];
      const items = await deps.uploads.enqueue({
        target,
        profile: 'attachment',
        files: refs.map((ref) => ({ ref })),
      });
      const ids = items.map((i) => i.id);
      const names = items.map((i) => i.name);
      return new Promise<string[]>((resolve, reject) => {
        let unsubscribe = (): void => undefined;
        let settled = false;
        const finish = (outcome: Exclude<Outcome, null>): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          unsubscribe();
          if ('ids' in outcome) {
            resolve(outcome.ids);
            return;
          }
          // The rest would be attachments of an action that never happened: stop them.
          const open = ids.filter((id) => {
            const s = deps.uploads.item(id)?.state;
            return s !== undefined && s !== 'done' && s !== 'cancelled';
          });
          if (open.length > 0) deps.uploads.cancel(open);
          reject(outcome.error);
        };
        const check = (): void => {
          const outcome = outcomeOf(
            ids.map((id) => deps.uploads.item(id)),
            names,
          );
          if (outcome) finish(outcome);
        };
        const timer = setTimeout(
          () => finish({ error: new AppError('server', M.resumeUploadTimedOut) }),
          deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        );
        unsubscribe = deps.events.subscribe((event, payload) => {
          if (event !== 'uploads:changed') return;
          const changed = payload as { items: UploadItem[] };
          if (changed.items.some((i) => ids.includes(i.id))) check();
        });
        // The queue may have finished (an instant upload) before the subscription.
        check();
      });
    },
  };
}
