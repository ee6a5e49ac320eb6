// Attachment rules of spec 01 §5/§9 and spec 02 §5/§6/§9, used by the renderer as the officer
// chooses files, by main when it enqueues them, and by the reference server when it stores them.

export const MIB = 1024 * 1024;

/** Lower-case suffix without the dot; '' when the name has none. */
export function suffixOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The name without its extension (the second form's default title). */
export function baseNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/** Size in B, KB, MB or GB with 1024 steps (spec 01 §9). */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u += 1;
  }
  return u === 0 ? `${v}B` : `${v.toFixed(2)}${units[u]}`;
}

/**
 * FILE_SIZE of the attachment manager, whose column says 大小(MB): always megabytes with two
 * decimals (spec 01 §3, §9), a file under 0.005 MB included (it reads 0.00).
 */
export const formatMb = (bytes: number | null | undefined): string => {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  return (bytes / MIB).toFixed(2);
};

export const IMAGE = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg', 'bmp', 'webp']);

/** True when the suffix names an image (the video dialog shows an image instead of a player). */
export const isImageSuffix = (suffix: string): boolean =>
  IMAGE.has(suffix.replace(/^\./, '').toLowerCase());
