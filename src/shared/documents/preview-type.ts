import { IMAGE } from '../common/files';

// WSYLLX (文书预览类型, base/getWsyllx and base/upateYllx; docs/decisions.md "Document preview
// type"): what 预览 of a document shows. '1' (or empty, or any older value) the document the
// system generates; '2' one uploaded file of that document, typically the scanned signed paper
// copy after delivery. Used by the server, main and the attachment manager alike.

export const PREVIEW_TYPE = { system: '1', file: '2' } as const;

export type PreviewType = (typeof PREVIEW_TYPE)[keyof typeof PREVIEW_TYPE];

/** A stored or received WSYLLX read as its meaning: only '2' is an uploaded file. */
export const previewTypeOf = (raw: string | null | undefined): PreviewType =>
  raw === PREVIEW_TYPE.file ? PREVIEW_TYPE.file : PREVIEW_TYPE.system;

/** Images a browser shows by itself (no SVG: it can carry script) and PDF. */
const PREVIEWABLE = new Set([...IMAGE].filter((s) => s !== 'svg').concat('pdf'));

/** Whether an attachment with this suffix can stand as its document's preview. */
export const isPreviewableSuffix = (suffix: string | null | undefined): boolean =>
  PREVIEWABLE.has((suffix ?? '').replace(/^\./, '').toLowerCase());
