import { documentsMessages as M } from './messages';

// A document page's links (spec 02 §2: the query's lyId, jcjlid and lsh): the document it comes
// from (lyId; the saved document keeps it as LYWSID), the inspection record it belongs to
// (jcjlid) and the serial number (流水号, lsh) a numbered or registration document is given. The
// page passes them on; main checks the serial's form before calling, the server everything.

/** The forms of inspection records: what a jcjlid may name. */
export const INSPECTION_RECORD_FORMS: readonly string[] = [
  'xfjdjcjl',
  'jdjcxfjdjcjl',
  'xfjdjcjlfc',
  'cpjdjcjl',
];

/** A serial number: 1 to 6 digits (the number's 第0019号 part, without the zeros it is padded with). */
const SERIAL = /^\d{1,6}$/;

/** The refusal of a serial number, or null when it may be used. */
export function serialIssue(lsh: string): string | null {
  return SERIAL.test(lsh) && Number(lsh) > 0 ? null : M.docLinkSerialFormat;
}

/** The serial as a document number writes it: four digits at least ('17' → '0017'). */
export const serialText = (lsh: string): string => String(Number(lsh)).padStart(4, '0');

/** The links of a page's query; absent (or empty) ones are left out. */
export type DocLinks = { lyId?: string; jcjlid?: string; lsh?: string };

/** The links a page's query carries, trimmed, without the empty ones. */
export function linksOf(query: Readonly<Record<string, string | undefined>>): DocLinks {
  const out: DocLinks = {};
  for (const k of ['lyId', 'jcjlid', 'lsh'] as const) {
    const v = query[k]?.trim();
    if (v) out[k] = v;
  }
  return out;
}
