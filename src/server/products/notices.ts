import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { documents, type DocumentRow } from '../documents/tables';
import { noticeLinks } from './tables';
import { RECTIFICATION_NOTICE } from '../../shared/products/constants';

// Which rectification notices a product task can link (spec 02 §4 "Notice list. Statuses shown
// are approved and delivered"): the task's own 责令限期改正通知书, approved (审批通过 3, or 无需审批
// 10) and delivered (SFSD 2), not deleted. The message when there is none tells the officer so.

const APPROVED = ['3', '10'];

/** The task's notices that can be linked, in tree order. */
export function linkableNotices(ctx: ServerContext, rwid: string): DocumentRow[] {
  return ctx.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.rwid, rwid),
        eq(documents.typeId, RECTIFICATION_NOTICE.rwwsszid),
        eq(documents.deleted, 0),
        eq(documents.delivered, '2'),
        inArray(documents.status, APPROVED),
      ),
    )
    .orderBy(asc(documents.categoryId), asc(documents.sort))
    .all();
}

/** The id of the notice linked to the task, or null. */
export function linkedNoticeId(ctx: ServerContext, rwid: string): string | null {
  return (
    ctx.db.select().from(noticeLinks).where(eq(noticeLinks.rwid, rwid)).get()?.noticeId ?? null
  );
}

/** A notice row as zlxqDetail sends it (spec 02 §3), with SFGJ '1' on the linked one. */
export function noticeRowOf(d: DocumentRow, linked: string | null): Record<string, string | null> {
  return {
    ID: d.id,
    FLWSID: d.flwsid,
    WH: d.wh,
    CRT_USERNAME: d.createdBy,
    CRT_TIME: d.createdAt,
    SPRXM: d.approver,
    SPSJ: d.approvedAt,
    SFGJ: d.id === linked ? '1' : '0',
  };
}
