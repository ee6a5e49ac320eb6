import { useCallback } from 'react';
import { M } from '../../shared/messages';
import { useCall, type CallFn } from './ApiProvider';
import { getBridgeToken } from './api';
import { MAX_DROPPED_FILES, type PickedFile } from '../../shared/files/contract';
import type { IpcResult } from '../../shared/contract';
import type { ChosenFile } from '../../shared/uploads/rules';

// Choosing files. The desktop app asks main for its native dialog (files:pick), which registers
// each chosen file and answers an opaque ref. Browser mode has no native dialog (files:pick answers
// opened:false): a hidden <input type=file> chooses, and each file is staged to main through the
// bridge's staging endpoint, which answers the same kind of ref. Either way the renderer never
// hands main a path. Dropped files take the same two ways (acceptDroppedFiles): the preload's
// desktop.registerDroppedFiles in the desktop app, the staging endpoint in browser mode.

export type PickOptions = {
  /** Lower-case suffixes without dots for the native dialog's filter. */
  extensions?: readonly string[];
  multiple: boolean;
  /** The <input accept> of browser mode, e.g. '.avi,.mp4'. */
  accept?: string;
  /**
   * The dialog's rule for the chosen files, run before anything is staged (so an oversized file is
   * refused at once, not after it was copied): answers the message, or null to go on.
   */
  check?(chosen: readonly ChosenFile[]): string | null;
  /**
   * The files the officer chose, once the check passed and before anything is staged or
   * registered: the dialog shows them at once (staging a large file takes seconds).
   */
  onChosen?(chosen: readonly ChosenFile[]): void;
};

/** The officer's choice broke a rule: `message` is the rule's exact text. */
export class PickRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PickRefused';
  }
}

export type PickDeps = {
  call: CallFn;
  /** Browser mode's chooser (tests pass a fake); answers [] when the officer cancels. */
  chooseInBrowser?(accept: string | undefined, multiple: boolean): Promise<File[]>;
  stage?(file: File): Promise<PickedFile>;
};

/**
 * Lets the officer choose files and answers them as refs main knows; [] when the choice was
 * cancelled. Throws {@link PickRefused} with the rule's message when `check` refuses the choice,
 * and an Error with the endpoint's answer when staging fails.
 */
export async function pickFiles(opts: PickOptions, deps: PickDeps): Promise<PickedFile[]> {
  const req = {
    multiple: opts.multiple,
    ...(opts.extensions ? { extensions: [...opts.extensions] } : {}),
  };
  const native = await deps.call('files:pick', req);
  if (native.opened) {
    refuseIfBroken(opts, native.files);
    return native.files;
  }
  const chosen = await (deps.chooseInBrowser ?? chooseWithInput)(opts.accept, opts.multiple);
  if (chosen.length === 0) return [];
  const listed = chosen.map((f) => ({ name: f.name, size: f.size }));
  refuseIfBroken(opts, listed);
  opts.onChosen?.(listed);
  const stage = deps.stage ?? stageFile;
  const staged: PickedFile[] = [];
  for (const file of chosen) staged.push(await stage(file));
  return staged;
}

function refuseIfBroken(opts: PickOptions, chosen: readonly ChosenFile[]): void {
  if (chosen.length === 0 || !opts.check) return;
  const message = opts.check(chosen);
  if (message) throw new PickRefused(message);
}

/** The browser-mode staging endpoint's address for one file. */
export const stageUrl = (name: string, token: string | null): string =>
  `/bridge/stage?token=${encodeURIComponent(token ?? '')}&name=${encodeURIComponent(name)}`;

/** The endpoint answers refusals as JSON { message }; anything else is shown as sent. */
function reasonOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON: the text itself
  }
  return text.trim();
}

/** Copies one chosen file to main (browser mode): the raw bytes as the body; answers its ref. */
export async function stageFile(
  file: File,
  fetcher: typeof fetch = fetch,
  token: string | null = getBridgeToken(),
): Promise<PickedFile> {
  let res: Response;
  try {
    res = await fetcher(stageUrl(file.name, token), {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
  } catch (e) {
    throw new Error(M.fileStageFailed(file.name, e instanceof Error ? e.message : String(e)));
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new Error(M.fileStageFailed(file.name, reasonOf(text) || `HTTP ${res.status}`));
  }
  const body = (await res.json()) as Partial<PickedFile>;
  if (
    typeof body.ref !== 'string' ||
    typeof body.name !== 'string' ||
    typeof body.size !== 'number'
  ) {
    throw new Error(M.fileStageFailed(file.name, M.errBadResponse));
  }
  return { ref: body.ref, name: body.name, size: body.size };
}

/** A hidden file input, clicked: the files chosen, or [] when the officer closes the chooser. */
export function chooseWithInput(
  accept: string | undefined,
  multiple: boolean,
  doc: Document = document,
): Promise<File[]> {
  return new Promise((resolve) => {
    const input = doc.createElement('input');
    input.type = 'file';
    input.multiple = multiple;
    if (accept) input.accept = accept;
    input.style.display = 'none';
    const finish = (files: File[]): void => {
      input.remove();
      resolve(files);
    };
    input.addEventListener('change', () => finish(Array.from(input.files ?? [])), { once: true });
    // Chromium fires 'cancel' when the chooser closes without a choice.
    input.addEventListener('cancel', () => finish([]), { once: true });
    doc.body.appendChild(input);
    input.click();
  });
}

/** {@link pickFiles} bound to the window's Api. */
export function usePickFiles(): (opts: PickOptions) => Promise<PickedFile[]> {
  const call = useCall();
  return useCallback((opts: PickOptions) => pickFiles(opts, { call }), [call]);
}

// ---- Drag and drop (issue 14) ----

/** One entry of a drag's item list, as Chromium gives it (tests pass plain objects). */
export type DropItem = {
  kind: string;
  webkitGetAsEntry?(): { isDirectory: boolean; name: string } | null;
};

/** What a drop carries: a DataTransfer, or a test's stand-in. */
export type DropData = {
  types: readonly string[] | DOMStringList;
  files: ArrayLike<File>;
  items?: ArrayLike<DropItem> | null;
};

/** The drag carries files from the disk (not text, a link or an image of the page). */
export const dragHasFiles = (data: Pick<DropData, 'types'> | null): boolean =>
  !!data && Array.from(data.types as ArrayLike<string>).includes('Files');

/**
 * The files of a drop, or why it is refused: anything but files (text, a link) and folders (the
 * item's entry says so; a folder's File looks like an empty file). Read during the drop event:
 * the browser empties the DataTransfer afterwards.
 */
export function filesOfDrop(data: DropData): { files: File[] } | { refusal: string } {
  const items = Array.from(data.items ?? []);
  for (const item of items) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry?.() ?? null;
    if (entry?.isDirectory) return { refusal: M.dropFolderRefused(entry.name) };
  }
  const files = Array.from(data.files);
  return files.length > 0 ? { files } : { refusal: M.dropNotFiles };
}

/** The desktop app's preload function, when present (window.desktop). */
export type DroppedRegistrar = (files: File[]) => Promise<IpcResult<PickedFile[]>>;

export type DropDeps = {
  /** Default: window.desktop.registerDroppedFiles; absent in browser mode. */
  register?: DroppedRegistrar | null;
  stage?(file: File): Promise<PickedFile>;
};

function desktopRegistrar(): DroppedRegistrar | null {
  const desktop = typeof window === 'undefined' ? undefined : window.desktop;
  const register = desktop?.registerDroppedFiles;
  return register ? register.bind(desktop) : null;
}

/**
 * Dropped files as refs main knows, under the same rules as choosing: the dialog's `check` first
 * (nothing is registered or staged when it refuses), one file only where the dialog takes one.
 * Throws {@link PickRefused} with the message to show under the field.
 */
export async function acceptDroppedFiles(
  files: readonly File[],
  opts: PickOptions,
  deps: DropDeps = {},
): Promise<PickedFile[]> {
  if (files.length === 0) return [];
  const listed = files.map((f) => ({ name: f.name, size: f.size }));
  refuseIfBroken(opts, listed);
  if (!opts.multiple && files.length > 1) throw new PickRefused(M.dropOnlyOne);
  if (files.length > MAX_DROPPED_FILES) throw new PickRefused(M.uploadTooMany(MAX_DROPPED_FILES));
  opts.onChosen?.(listed);
  const register = deps.register === undefined ? desktopRegistrar() : deps.register;
  if (register) {
    const answer = await register([...files]);
    if (answer.ok) return answer.value;
    // Main's refusals (a folder, a vanished file) are about the choice: shown under the field.
    if (answer.error.kind === 'invalid') throw new PickRefused(answer.error.message);
    throw new Error(answer.error.message);
  }
  const stage = deps.stage ?? stageFile;
  const staged: PickedFile[] = [];
  for (const file of files) staged.push(await stage(file));
  return staged;
}
