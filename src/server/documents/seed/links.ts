import type { documentLinks, documents } from '../tables';
import { formOf } from '../forms/index';
import { DOC_TYPES } from './catalog';

// The links of seeded documents (xfjd_flws_gl): a document made from another of its task names
// it as its source, and the field its form keeps for the source's number holds that number.

type DocumentInsert = typeof documents.$inferInsert;
type LinkInsert = typeof documentLinks.$inferInsert;

/** The document types a seeded document of the form comes from, most likely first. */
const SOURCE_TYPES: Readonly<Record<string, readonly string[]>> = {
  ajystzs: ['115', '460'],
  jsxsajdj: ['460'],
  xfjdjcjlfc: ['404'],
  hzsgcxrds: ['9021'],
  hzcxrdsldj: ['9021'],
  cgs: ['9007', '9008'],
};

const formOfType = new Map(DOC_TYPES.map((t) => [String(t.id), t.form]));

/** The seeded links, and the values they put into their documents (by document id). */
export type SeededLinks = {
  links: LinkInsert[];
  values: Map<string, Record<string, string>>;
};

/** Links the documents to their sources in the same task; the sources' numbers go into their values. */
export function seedLinks(docs: readonly DocumentInsert[]): SeededLinks {
  const out: SeededLinks = { links: [], values: new Map() };
  for (const doc of docs) {
    const form = formOfType.get(doc.typeId);
    const types = form ? SOURCE_TYPES[form] : undefined;
    if (!form || !types) continue;
    const source = types
      .map((t) => docs.find((d) => d.rwid === doc.rwid && d.typeId === t && !d.deleted))
      .find((d) => d !== undefined);
    if (!source) continue;
    out.links.push({ documentId: doc.id, sourceId: source.flwsid, recordId: null, serial: null });
    const number = formOf(form)?.source?.number;
    if (number && source.wh) out.values.set(doc.id, { [number]: source.wh });
  }
  return out;
}
