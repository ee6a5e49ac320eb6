/** Where a read came from: the server now, or the local cache (offline). */
export type Cached<T> = { data: T; source: 'network' | 'cache'; updatedAt: number };

/** A write the server accepted, with the message it gave (shown to the officer). */
export type ActionResult = { message: string };

/** A file saved by main: where it went, so the officer can find it. */
export type Download = { savedTo: string; fileName: string; bytes: number };
