// Bounds of the local drafts (issue 14): what one officer on one server may keep on this machine.

/** One draft's values, as UTF-8 JSON: a document's fields are a few KB; this is far above any. */
export const MAX_DRAFT_BYTES = 256 * 1024;

/** Drafts kept per officer and server: enough for weeks of open work, small enough to list. */
export const MAX_DRAFTS_PER_SCOPE = 200;

/** How long the form rests after the last change before its draft is written. */
export const DRAFT_AUTOSAVE_MS = 3000;
