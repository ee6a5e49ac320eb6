/** Where a read came from: the server now, or the local cache (offline). */
export type Cached<T> = { data: T; source: 'network' | 'cache'; updatedAt: number };

/** A write the server accepted, with the message it gave (shown to the officer). */
export type ActionResult = { message: string };

/**
 * A saved file main can hand to the operating system (desktop app only): `ref` names it for
 * shell:openDownload / shell:revealDownload (the renderer never sends a path); `canOpen` is false
 * for programs and scripts, which are only ever shown in their folder.
 */
export type SavedFileRef = { ref: string; canOpen: boolean };

/** A file saved by main: where it went, so the officer can find it (and open it, desktop app). */
export type Download = { savedTo: string; fileName: string; bytes: number; file?: SavedFileRef };
