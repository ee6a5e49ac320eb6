import { randomInt } from 'node:crypto';
import { and, eq, like, or } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { brigades, type UserRow } from '../session/tables';
import { docTypes, documents, type DocTypeRow, type DocumentRow } from '../documents/tables';
import { tasks, type TaskRow } from '../tasks/tables';
import { ACCESS_ERRORS } from './access';

// Looking up documents for an action, with the officer's right to them; document numbers and ids.

export const DOC_NOT_FOUND = '文书未找到!';

export type DocAccess =
  { ok: true; doc: DocumentRow; task: TaskRow; type: DocTypeRow } | { ok: false; msg: string };

/** A document by FLWSID (or its index id, wssyid) that belongs to a task the officer handles. */
export function documentFor(ctx: ServerContext, user: UserRow, id: string | undefined): DocAccess {
  if (!id) return { ok: false, msg: DOC_NOT_FOUND };
  const doc = ctx.db
    .select()
    .from(documents)
    .where(or(eq(documents.flwsid, id), eq(documents.id, id)))
    .get();
  if (!doc) return { ok: false, msg: DOC_NOT_FOUND };
  const task = ctx.db.select().from(tasks).where(eq(tasks.rwid, doc.rwid)).get();
  const type = ctx.db.select().from(docTypes).where(eq(docTypes.id, doc.typeId)).get();
  if (!task || !type) return { ok: false, msg: DOC_NOT_FOUND };
  if (task.ownerId !== user.id) return { ok: false, msg: ACCESS_ERRORS.forbidden };
  return { ok: true, doc, task, type };
}

export const isTaskOpen = (task: TaskRow): boolean =>
  (task.state === '0' || task.state === '1') && task.deleted === 0;

/** A new 16-digit id in the style of the seeded ones (snowflake-like, unique per table). */
export function newId(ctx: ServerContext, taken: (id: string) => boolean): string {
  for (;;) {
    const id = `${ctx.now()}${String(randomInt(0, 1000)).padStart(3, '0')}`;
    if (!taken(id)) return id;
  }
}

/** The next free number for the brigade, word and year, e.g. 新城消限字〔2026〕第0018号. */
export function nextDocumentNumber(
  ctx: ServerContext,
  user: UserRow,
  word: string,
  year: string,
): string {
  const brigade = ctx.db.select().from(brigades).where(eq(brigades.id, user.companyId)).get();
  const prefix = `${brigade?.abbr ?? ''}${word}〔${year}〕第`;
  const used = ctx.db
    .select({ wh: documents.wh })
    .from(documents)
    .where(and(like(documents.wh, `${prefix}%`)))
    .all()
    .map((r) => Number(/第(\d+)号$/.exec(r.wh ?? '')?.[1] ?? 0));
  const next = Math.max(0, ...used) + 1;
  return `${prefix}${String(next).padStart(4, '0')}号`;
}

/** The document's form values (JSON column); an empty object when none were stored. */
export function valuesOf(doc: DocumentRow): Record<string, string> {
  if (!doc.values) return {};
  const parsed = JSON.parse(doc.values) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]),
  );
}
