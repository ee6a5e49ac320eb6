import type { FlwsDetail } from '../documents/schemas';

// Pure rules of the drafts area, run in the renderer (keys, the base a draft started from) and in
// main (size).

/** The draft key of a document: its FLWSID once saved, else the new document's place in its task. */
export function draftKey(doc: {
  FLWSID?: string | null;
  form: string;
  RWID: string;
  rwwsszid: string;
}): string {
  return doc.FLWSID ? doc.FLWSID : `new:${doc.form}:${doc.RWID}:${doc.rwwsszid}`;
}

/** JSON with sorted keys: the same values give the same text whatever order they were typed in. */
function canonical(values: Readonly<Record<string, string>>): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((k) => [k, values[k]]),
  );
}

/**
 * A short fingerprint (FNV-1a, 53 bits) of a document's values as the server last gave them: a draft
 * records the one it started from, so a document changed on the server since is recognised. Not a
 * security measure: it only tells two versions apart. Blank values count as absent, as in the form.
 */
export function valuesFingerprint(values: Readonly<Record<string, string>>): string {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (v !== '') kept[k] = v;
  const text = canonical(kept);
  // Two 32-bit FNV-1a lanes with different offsets, joined: enough bits that a change never collides
  // in practice, without a crypto dependency in the renderer.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 ^ 0x2c) >>> 0;
  }
  return `${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/** The base of a draft over a saved document; a new document has none. */
export const draftBaseOf = (doc: Pick<FlwsDetail, 'values'> | null): string | null =>
  doc ? valuesFingerprint(doc.values) : null;

/** UTF-8 length of a text (shared code has neither TextEncoder nor Buffer in every layer). */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one code point of four bytes.
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Bytes of a draft's values as stored (UTF-8 JSON). */
export const draftBytes = (values: Readonly<Record<string, string>>): number =>
  utf8Length(JSON.stringify(values));
