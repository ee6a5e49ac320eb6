import { useCallback } from 'react';
import { M } from '../../shared/messages';
import { useCall, type CallFn } from './ApiProvider';
import { getBridgeToken } from './api';
import type { PickedFile } from '../../shared/files/contract';
import type { ChosenFile } from '../../shared/uploads/rules';

// Choosing files. The desktop app asks main for its native dialog (files:pick), which registers
// each chosen file and answers an opaque ref. Browser mode has no native dialog (files:pick answers
// opened:false): a hidden <input type=file> chooses, and each file is staged to main through the
// bridge's staging endpoint, which answers the same kind of ref. Either way the renderer never
// hands main a path.

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
  refuseIfBroken(
    opts,
    chosen.map((f) => ({ name: f.name, size: f.size })),
  );
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
