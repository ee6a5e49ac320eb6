import { eq, or } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { docTypes, documentLinks, documents, type DocTypeRow, type DocumentRow } from './tables';
import { tasks, type TaskRow } from '../tasks/tables';
import { brigades, type UserRow } from '../session/tables';
import { valuesOf } from '../detail/documents';
import type { FormDef } from './forms/index';
import { documentsMessages as M } from '../../shared/documents/messages';
import { INSPECTION_RECORD_FORMS, serialIssue, serialText } from '../../shared/documents/links';
import { inspectionDateOf } from '../../shared/documents/prefill';

// A document page's links (spec 02 §2: lyId, jcjlid, lsh; shared/documents/links.ts), checked
// and kept by the reference server: the source document and the inspection record must be
// documents of the task's run (the task and its follow-ups: a 复查 task's record comes from the
// notice of the inspection before it), the record an inspection record, the serial 1-6 digits
// and, on a numbered type, a number not yet given. getFlwsPrefill answers what a new document
// takes from them; saveFlws keeps them (xfjd_flws_gl); getFlwsDetail sends them back.

export type Linked = { doc: DocumentRow; type: DocTypeRow };
export type Links = { source: Linked | null; record: Linked | null; serial: string | null };
type Answer<T> = { ok: true; value: T } | { ok: false; msg: string };

/** What a page's request names (absent or empty: none). */
export type LinkFields = { lyId?: string; jcjlid?: string; lsh?: string };

/** A live document of the task's run, by FLWSID or index id. */
function runDocument(ctx: ServerContext, task: TaskRow, id: string): Linked | undefined {
  const doc = ctx.db
    .select()
    .from(documents)
    .where(or(eq(documents.flwsid, id), eq(documents.id, id)))
    .get();
  if (!doc || doc.deleted !== 0) return undefined;
  const owner = ctx.db.select().from(tasks).where(eq(tasks.rwid, doc.rwid)).get();
  if (!owner || owner.runId !== task.runId) return undefined;
  const type = ctx.db.select().from(docTypes).where(eq(docTypes.id, doc.typeId)).get();
  return type ? { doc, type } : undefined;
}

const isSelf = (id: string, self: DocumentRow | undefined): boolean =>
  self !== undefined && (id === self.id || id === self.flwsid);

/**
 * The links a request names, checked. `self` is the document being edited: a page opened on its
 * own source (the notice-link dialog opens a notice with lyId the notice) links nothing.
 */
export function resolveLinks(
  ctx: ServerContext,
  task: TaskRow,
  f: LinkFields,
  self?: DocumentRow,
): Answer<Links> {
  const lyId = f.lyId?.trim() ?? '';
  const jcjlid = f.jcjlid?.trim() ?? '';
  const lsh = f.lsh?.trim() ?? '';
  let source: Linked | null = null;
  if (lyId && !isSelf(lyId, self)) {
    const found = runDocument(ctx, task, lyId);
    if (!found) return { ok: false, msg: M.docLinkSourceUnknown };
    source = found;
  }
  let record: Linked | null = null;
  if (jcjlid && !isSelf(jcjlid, self)) {
    const found = runDocument(ctx, task, jcjlid);
    if (!found) return { ok: false, msg: M.docLinkRecordUnknown };
    if (!INSPECTION_RECORD_FORMS.includes(found.type.form))
      return { ok: false, msg: M.docLinkNotRecord };
    record = found;
  }
  if (lsh) {
    const issue = serialIssue(lsh);
    if (issue) return { ok: false, msg: issue };
  }
  return { ok: true, value: { source, record, serial: lsh || null } };
}

/**
 * The number a new document of a numbered type gets from its serial ('新城消火认字〔2026〕第0019号'),
 * refused when a document already has it; null for a type without a number word.
 */
export function serialNumber(
  ctx: ServerContext,
  user: UserRow,
  type: DocTypeRow,
  serial: string,
  year: string,
): Answer<string | null> {
  if (!type.numberWord) return { ok: true, value: null };
  const brigade = ctx.db.select().from(brigades).where(eq(brigades.id, user.companyId)).get();
  const wh = `${brigade?.abbr ?? ''}${type.numberWord}〔${year}〕第${serialText(serial)}号`;
  const taken = ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.wh, wh))
    .get();
  return taken ? { ok: false, msg: M.docLinkSerialTaken(wh) } : { ok: true, value: wh };
}

/**
 * The fields a new document takes over from its source document or inspection record: who and
 * what the case is about, never its own dates, findings or conclusions.
 */
const CARRIED: readonly string[] = [
  'DWMC',
  'DWDZ',
  'TYSHXYDM',
  'FDDBR',
  'LXDH',
  'XCFZR',
  'DSR',
  'AJMC',
  'CSMC',
  'HZMC',
  'QHSJ',
  'QHDD',
  'QHDW',
  'SWRS',
  'SSRS',
  'ZJCCSS',
  'HZSS',
  'JSDW',
  'SXZM',
  'FKJE',
  'CPMC',
  'GGXH',
  'SCDW',
  'BCSCZ',
  'CFDXMC',
  'CFDXDZ',
];
/** The kinds of field a carried value may fill (a select's or picker's keys mean nothing elsewhere). */
const FREE_KINDS = new Set(['text', 'textarea', 'number', 'date', 'datetime']);

/** The carried values of a linked document for the form's fields of a free kind. */
function carried(def: FormDef, from: Linked): Record<string, string> {
  const stored = valuesOf(from.doc);
  const out: Record<string, string> = {};
  for (const f of def.fields) {
    if (f.hidden || !FREE_KINDS.has(f.type) || !CARRIED.includes(f.name)) continue;
    // The party: a unit's name stands for 当事人 where the source names no one else.
    const v = stored[f.name] || (f.name === 'DSR' ? stored.DWMC : '') || '';
    if (v.trim()) out[f.name] = v.trim();
  }
  return out;
}

const has = (def: FormDef, name: string, type?: string): boolean =>
  def.fields.some((f) => f.name === name && (type === undefined || f.type === type));

/**
 * What a new document of the type starts with: the type's presets, then what the inspection
 * record gives (its unit, the inspection date for 检查日期), then the source document (its
 * party and case, its number or title into the field the form names for it).
 */
export function prefillValues(
  def: FormDef,
  type: DocTypeRow,
  links: Links,
): Record<string, string> {
  const values: Record<string, string> = { ...def.presets?.[type.settingId ?? type.id] };
  if (links.record) {
    Object.assign(values, carried(def, links.record));
    const date = inspectionDateOf(valuesOf(links.record.doc));
    if (date && has(def, 'JCRQ', 'date')) values.JCRQ = date;
  }
  if (links.source) {
    Object.assign(values, carried(def, links.source));
    const { doc } = links.source;
    const number = def.source?.number;
    if (number && doc.wh && has(def, number)) values[number] = doc.wh;
    const titled = def.source?.titleNumber;
    if (titled && has(def, titled))
      values[titled] = doc.wh ? `${doc.title}（${doc.wh}）` : doc.title;
  }
  return values;
}

/** A document as the answers name it (linkedDocSchema). */
type NamedDoc = { FLWSID: string; TITLE: string; WH: string | null };

/** A linked document as the answers name it. */
export const linkedDoc = (l: Linked | DocumentRow | null | undefined): NamedDoc | null => {
  const doc = l && 'doc' in l ? l.doc : l;
  return doc ? { FLWSID: doc.flwsid, TITLE: doc.title, WH: doc.wh } : null;
};

/**
 * Keeps a saved document's links. A new document gets all of them; an edit changes only the links
 * it names (the serial stays what the document was created with).
 */
export function storeLinks(
  ctx: ServerContext,
  documentId: string,
  links: Links,
  created: boolean,
): void {
  const known = ctx.db
    .select()
    .from(documentLinks)
    .where(eq(documentLinks.documentId, documentId))
    .get();
  const next = {
    documentId,
    sourceId: links.source?.doc.flwsid ?? (created ? null : (known?.sourceId ?? null)),
    recordId: links.record?.doc.flwsid ?? (created ? null : (known?.recordId ?? null)),
    serial: created ? links.serial : (known?.serial ?? null),
  };
  if (!next.sourceId && !next.recordId && !next.serial) return;
  ctx.db
    .insert(documentLinks)
    .values(next)
    .onConflictDoUpdate({ target: documentLinks.documentId, set: next })
    .run();
}

/** A saved document's links as getFlwsDetail sends them (the linked documents named when they still exist). */
export function linksOfDocument(
  ctx: ServerContext,
  doc: DocumentRow,
): {
  LYWSID: string | null;
  source: NamedDoc | null;
  JCJLID: string | null;
  record: NamedDoc | null;
  LSH: string | null;
} {
  const row = ctx.db.select().from(documentLinks).where(eq(documentLinks.documentId, doc.id)).get();
  const named = (flwsid: string | null | undefined) =>
    flwsid
      ? linkedDoc(ctx.db.select().from(documents).where(eq(documents.flwsid, flwsid)).get() ?? null)
      : null;
  return {
    LYWSID: row?.sourceId ?? null,
    source: named(row?.sourceId),
    JCJLID: row?.recordId ?? null,
    record: named(row?.recordId),
    LSH: row?.serial ?? null,
  };
}
