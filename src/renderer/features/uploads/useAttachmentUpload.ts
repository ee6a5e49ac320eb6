import type { ChosenFile } from '../../../shared/uploads/rules';
import { useCallback, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { useChooser } from './useChooser';
import type { PickOptions } from '../../platform/files';
import type { PickedFile } from '../../../shared/files/contract';
import { percentOf, useUploadActions, useUploadsById } from './useUploads';
import type { UploadItem, UploadTarget } from '../../../shared/uploads/contract';
import {
  ATTACHMENT_EXTENSIONS,
  checkAttachmentChoice,
  checkAttachmentSave,
} from '../../../shared/uploads/rules';
import {
  canCancel,
  dialogStatusOf,
  isActive,
  type DialogStatus,
} from '../../../shared/uploads/queue-rules';

export type UploadRow = {
  id: string;
  name: string;
  size: number;
  title: string;
  remark: string;
  status: DialogStatus;
  pct: number;
  reason: string | null;
  item: UploadItem | null;
};

export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

type Draft = { id: string; name: string; size: number; title: string; remark: string };

/**
 * A row's status in the old dialog. Before Save, main may be hashing a held file: to the officer it
 * is still waiting. After Save the queue's state decides.
 */
export function rowStatus(item: Pick<UploadItem, 'state'> | null, started: boolean): DialogStatus {
  const state = item?.state ?? 'held';
  if (!started && (state === 'held' || state === 'hashing')) return 'waiting';
  return dialogStatusOf(state);
}

export type AttachmentUpload = {
  rows: UploadRow[];
  error: string | null;
  choosing: boolean;
  /** Files chosen and still being prepared (browser mode stages them). */
  preparing: readonly ChosenFile[];
  saving: boolean;
  /** Some file is going up right now (Cancel asks first). */
  running: boolean;
  /** Every file arrived: the only thing left is to close. */
  allDone: boolean;
  choose(): Promise<void>;
  /** Files dropped on the dialog, under the same rules as chosen ones. */
  drop(files: readonly File[]): Promise<void>;
  /** Shows a refused drop's message under the file field. */
  refuse(message: string): void;
  edit(id: string, field: 'title' | 'remark', value: string): void;
  remove(id: string): Promise<void>;
  save(): Promise<void>;
  /** Cancels the files that did not arrive (held, going up, failed). */
  cancelUnfinished(): Promise<void>;
};

/** State and rules of the attachment upload dialog (spec 01 §2, §4, §5). */
export function useAttachmentUpload(target: UploadTarget): AttachmentUpload {
  const actions = useUploadActions();
  const notify = useNotify();
  const chooser = useChooser();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [started, setStarted] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const ids = useMemo(() => drafts.map((d) => d.id), [drafts]);
  const items = useUploadsById(ids);
  const enqueuing = useRef(false);

  const rows = useMemo<UploadRow[]>(
    () =>
      drafts.map((d) => {
        const item = items.get(d.id) ?? null;
        const status = rowStatus(item, started.has(d.id));
        return {
          ...d,
          status,
          pct: item ? percentOf(item) : 0,
          reason: item?.reason ?? null,
          item,
        };
      }),
    [drafts, items, started],
  );

  /** Adds files (chosen or dropped) under the dialog's rules; they wait, held, for Save. */
  const add = useCallback(
    async (get: (opts: PickOptions) => Promise<readonly PickedFile[]>): Promise<void> => {
      if (enqueuing.current) return;
      const pending = rows.filter((r) => r.status !== 'success').length;
      const files = await get({
        extensions: ATTACHMENT_EXTENSIONS,
        multiple: true,
        accept: ATTACHMENT_ACCEPT,
        check: (chosen) => checkAttachmentChoice(chosen, pending),
      });
      if (files.length === 0) return;
      enqueuing.current = true;
      try {
        const queued = await actions.enqueue({
          target,
          profile: 'attachment',
          hold: true,
          files: files.map((f) => ({ ref: f.ref, title: f.name })),
        });
        setDrafts((prev) => [
          ...prev,
          ...queued.map((i) => ({
            id: i.id,
            name: i.name,
            size: i.size,
            title: i.title || i.name,
            remark: i.remark,
          })),
        ]);
      } catch (e) {
        notify(errorMessage(e), 'error');
      } finally {
        enqueuing.current = false;
      }
    },
    [actions, notify, rows, target],
  );
  const choose = useCallback(() => add((opts) => chooser.choose(opts)), [add, chooser]);
  const drop = useCallback(
    (files: readonly File[]) => add((opts) => chooser.drop(files, opts)),
    [add, chooser],
  );

  const edit = useCallback((id: string, field: 'title' | 'remark', value: string): void => {
    setDrafts((prev) => prev.map((d) => (d.id === id ? { ...d, [field]: value } : d)));
  }, []);

  const remove = useCallback(
    async (id: string): Promise<void> => {
      const row = rows.find((r) => r.id === id);
      if (!row || (row.status !== 'waiting' && row.status !== 'failed')) return;
      try {
        if (!row.item || canCancel(row.item.state)) await actions.cancel([id]);
        setDrafts((prev) => prev.filter((d) => d.id !== id));
      } catch (e) {
        notify(errorMessage(e), 'error');
      }
    },
    [actions, notify, rows],
  );

  const save = useCallback(async (): Promise<void> => {
    const refusal = checkAttachmentSave(rows.length);
    chooser.setError(refusal);
    if (refusal) return;
    // Successful files stay; waiting ones start, failed ones go up again.
    const waiting = rows.filter((r) => r.status === 'waiting');
    const failed = rows.filter((r) => r.status === 'failed' && r.item?.state === 'failed');
    setSaving(true);
    try {
      if (waiting.length > 0)
        await actions.start(
          waiting.map((r) => ({ id: r.id, title: r.title.trim() || r.name, remark: r.remark })),
        );
      if (failed.length > 0) await actions.retry(failed.map((r) => r.id));
      setStarted(
        (prev) => new Set([...prev, ...waiting.map((r) => r.id), ...failed.map((r) => r.id)]),
      );
    } catch (e) {
      notify(errorMessage(e), 'error');
    } finally {
      setSaving(false);
    }
  }, [actions, chooser, notify, rows]);

  const cancelUnfinished = useCallback(async (): Promise<void> => {
    const ids = rows
      .filter((r) => r.status !== 'success' && (!r.item || canCancel(r.item.state)))
      .map((r) => r.id);
    if (ids.length === 0) return;
    try {
      await actions.cancel(ids);
    } catch (e) {
      notify(errorMessage(e), 'error');
    }
  }, [actions, notify, rows]);

  const running = rows.some((r) => started.has(r.id) && r.item !== null && isActive(r.item.state));
  const allDone = rows.length > 0 && rows.every((r) => r.status === 'success');
  return {
    rows,
    error: chooser.error,
    choosing: chooser.choosing,
    preparing: chooser.preparing,
    saving,
    running,
    allDone,
    choose,
    drop,
    refuse: chooser.setError,
    edit,
    remove,
    save,
    cancelUnfinished,
  };
}
