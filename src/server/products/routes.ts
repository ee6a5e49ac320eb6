import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { taskFor } from '../detail/access';
import { isTaskOpen } from '../detail/documents';
import { ADD_ERRORS } from '../documents/documents';
import { recordOperation } from '../detail/oplog';
import { fail, ok } from '../envelope';
import { fieldsOf } from '../body';
import { formatDateTime } from '../util/time';
import { linkableNotices, linkedNoticeId, noticeRowOf } from './notices';
import { noticeLinks } from './tables';
import { registerSupervisionRoutes } from './supervision';
import { PRODUCTS_API, isProductTask } from '../../shared/products/constants';
import { productsMessages } from '../../shared/products/messages';

// Product supervision (/api/blade-xfjd/api/xfcp): the rectification-notice link here, the
// inspected products, sampling, testing and the re-test fee in supervision.ts. zlxqDetail lists
// the task's notices that can be linked with the linked one marked; zlxqHook links one (a task
// holds one link: another is linked after cancelHook); cancelHook undoes it. Writes log an operation.

export const PRODUCT_ERRORS = {
  notProductTask: '该任务不是产品监督任务，无需挂接整改通知书',
  noticeNotLinkable: '该通知书未审批通过或未送达，不能挂接',
  alreadyLinked: '本任务已挂接整改通知书，请先取消挂接',
  notLinked: '该通知书未挂接，无需取消',
} as const;

export function registerProductsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerSupervisionRoutes(app, ctx);
  /** The task of a call, the officer's, of product supervision. */
  const productTask = (
    f: Record<string, string | undefined>,
    user: ReturnType<typeof currentUser>,
  ) => {
    const access = taskFor(ctx, user, f.rwid ?? f.RWID ?? '', f.runId);
    if (!access.ok) return access;
    if (!isProductTask(access.task.type))
      return { ok: false as const, msg: PRODUCT_ERRORS.notProductTask };
    return access;
  };

  app.post(PRODUCTS_API.noticeDetail, async (request) => {
    const access = productTask(fieldsOf(request), currentUser(request));
    if (!access.ok) return fail(access.msg);
    const linked = linkedNoticeId(ctx, access.task.rwid);
    return ok(linkableNotices(ctx, access.task.rwid).map((d) => noticeRowOf(d, linked)));
  });

  app.post(PRODUCTS_API.noticeHook, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const access = productTask(f, user);
    if (!access.ok) return fail(access.msg);
    const { task } = access;
    if (!isTaskOpen(task)) return fail(ADD_ERRORS.taskClosed);
    const notices = linkableNotices(ctx, task.rwid);
    if (notices.length === 0) return fail(productsMessages.noticeLinkNone);
    const notice = notices.find((d) => d.id === f.id);
    if (!notice) return fail(PRODUCT_ERRORS.noticeNotLinkable);
    if (linkedNoticeId(ctx, task.rwid) !== null) return fail(PRODUCT_ERRORS.alreadyLinked);
    ctx.db
      .insert(noticeLinks)
      .values({
        rwid: task.rwid,
        noticeId: notice.id,
        linkedBy: user.realName,
        linkedAt: formatDateTime(ctx.now()),
      })
      .run();
    recordOperation(
      ctx,
      task.rwid,
      user,
      request.ip,
      `挂接整改通知书：${notice.title}（${notice.wh ?? ''}）`,
    );
    return ok(null, productsMessages.noticeLinkDone);
  });

  app.post(PRODUCTS_API.noticeUnhook, async (request) => {
    const f = fieldsOf(request);
    const user = currentUser(request);
    const access = productTask(f, user);
    if (!access.ok) return fail(access.msg);
    const { task } = access;
    if (!isTaskOpen(task)) return fail(ADD_ERRORS.taskClosed);
    const linked = linkedNoticeId(ctx, task.rwid);
    if (linked === null || linked !== f.id) return fail(PRODUCT_ERRORS.notLinked);
    ctx.db.delete(noticeLinks).where(eq(noticeLinks.rwid, task.rwid)).run();
    const notice = linkableNotices(ctx, task.rwid).find((d) => d.id === linked);
    recordOperation(
      ctx,
      task.rwid,
      user,
      request.ip,
      `取消挂接整改通知书：${notice?.title ?? ''}（${notice?.wh ?? ''}）`,
    );
    return ok(null, productsMessages.noticeUnlinkDone);
  });
}
