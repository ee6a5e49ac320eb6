import { randomUUID } from 'node:crypto';
import type { PickedFile } from '../../../shared/files/contract';
// Files the officer chose, by an opaque ref. The renderer never hands main a path: it can only name
// a file that the native dialog (desktop) or the browser-mode staging endpoint registered here, so
// a compromised renderer cannot make main upload an arbitrary file from the disk.

export type PickedSource = {
  ref: string;
  /** Absolute path of the bytes. */
  path: string;
  /** The officer's name for the file (the chosen file's base name). */
  name: string;
  size: number;
  /** A browser-mode copy under the profile's staging folder: the queue deletes it once done. */
  staged: boolean;
};

export class PickedFiles {
  private readonly byRef = new Map<string, PickedSource>();

  register(path: string, name: string, size: number, staged: boolean): PickedFile {
    const ref = randomUUID();
    this.byRef.set(ref, { ref, path, name, size, staged });
    return { ref, name, size };
  }

  resolve(ref: string): PickedSource | null {
    return this.byRef.get(ref) ?? null;
  }

  /** Once a ref is in the queue (which keeps the path itself) it cannot be enqueued again. */
  take(ref: string): PickedSource | null {
    const found = this.byRef.get(ref) ?? null;
    this.byRef.delete(ref);
    return found;
  }
}
