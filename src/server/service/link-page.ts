import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { valuesOf } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import { docTypes, documents } from '../documents/tables';
import { formOf } from '../documents/forms/index';
import { dictLabels } from '../documents/render/dict-labels';
import { printHtml } from '../documents/render/print-html';
import { brigades, users } from '../session/tables';
import { tasks } from '../tasks/tables';
import { esc, simplePage } from '../util/html';
import { formatDate, formatDateTime } from '../util/time';
import { SERVICE_ERRORS as E } from './errors';
import { markDelivered, missingFor, nameAndNumber } from './records';
import { serviceRecords } from './tables';
import { ELECTRONIC_STATE, SERVICE_LINK_PREFIX } from '../../shared/service/constants';

// The service link (电子送达链接): the page the unit opens, with no Blade-Auth (it lives under
// /preview/, which the auth hook lets through). The 64-hex token is its only permission: 32 random
// bytes, unguessable, looked up exactly. The first opening records the arrival time (XZTIME), the
// electronic delivery's proof of arrival; with the unit's signed consent in the run the proof is
// then complete, and the record and its document are delivered.

const TOKEN = /^[0-9a-f]{64}$/;

const sendPage = (reply: FastifyReply, status: number, html: string): FastifyReply =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(html);

const notFound = (reply: FastifyReply): FastifyReply =>
  sendPage(reply, 404, simplePage(E.linkInvalid, `<div class="msg">${esc(E.linkInvalid)}</div>`));

/** The banner above the served document: when it arrived. */
const banner = (arrivedAt: string): string =>
  `<div style="font-family:'Microsoft YaHei',sans-serif;background:#f0f6ff;border-bottom:1px solid #c7dcf7;padding:10px 16px;font-size:14px">本文书已于 ${esc(arrivedAt)} 电子送达，请仔细阅读并按文书要求办理。</div>`;

export function registerServiceLink(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${SERVICE_LINK_PREFIX}:token`, async (request, reply) => {
    const { token } = request.params as { token: string };
    if (!TOKEN.test(token)) return notFound(reply);
    const rec = ctx.db.select().from(serviceRecords).where(eq(serviceRecords.token, token)).get();
    const doc = rec
      ? ctx.db.select().from(documents).where(eq(documents.id, rec.documentId)).get()
      : undefined;
    const task = doc
      ? ctx.db.select().from(tasks).where(eq(tasks.rwid, doc.rwid)).get()
      : undefined;
    const type = doc
      ? ctx.db.select().from(docTypes).where(eq(docTypes.id, doc.typeId)).get()
      : undefined;
    const def = type ? formOf(type.form) : undefined;
    if (!rec || !doc || !task || !def || doc.deleted !== 0) return notFound(reply);

    let arrivedAt = rec.arrivedAt;
    if (arrivedAt === null) {
      arrivedAt = formatDateTime(ctx.now());
      ctx.db
        .update(serviceRecords)
        .set({ arrivedAt, state: ELECTRONIC_STATE.arrived })
        .where(eq(serviceRecords.id, rec.id))
        .run();
      const arrived = { ...rec, arrivedAt, state: ELECTRONIC_STATE.arrived };
      const complete = missingFor(ctx, arrived).length === 0;
      if (complete) markDelivered(ctx, arrived);
      // Logged in the unit's name: the officer did not do this.
      const owner = ctx.db.select().from(users).where(eq(users.id, task.ownerId)).get();
      if (owner)
        recordOperation(
          ctx,
          task.rwid,
          { ...owner, realName: rec.served ? `受送达人（${rec.served}）` : '受送达人' },
          request.ip,
          `电子送达到达：${nameAndNumber(doc)}${complete ? '，已送达' : ''}`,
        );
    }
    const owner = ctx.db.select().from(users).where(eq(users.id, task.ownerId)).get();
    const brigade = owner
      ? ctx.db.select().from(brigades).where(eq(brigades.id, owner.companyId)).get()
      : undefined;
    const values = valuesOf(doc);
    const html = printHtml({
      brigadeName: brigade?.name ?? '',
      title: doc.title,
      wh: doc.wh,
      def,
      values,
      labels: dictLabels(ctx, def, values),
      date: values.LKRQ || formatDate(ctx.now()),
      sealed: doc.sealState === '2',
    });
    return sendPage(reply, 200, html.replace('<body>', `<body>${banner(arrivedAt)}`));
  });
}
