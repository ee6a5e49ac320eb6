import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser, type ServerContext } from '../context';
import type { TaskRow } from '../tasks/tables';
import { taskFor } from './access';
import { buildDetailConfig } from './config';
import { addableCategories, addableTypes, type CatalogueAnswer } from './catalogue';
import { buildTree } from './tree';
import { fail, ok, parseBody, type Envelope } from '../envelope';
import { optionalText, requiredText } from '../fields';
import { recordOperation } from './oplog';
import { opLogPage } from './log-page';
import { DETAIL_API, DW_ID } from '../../shared/detail/constants';

const detailBody = z.object({
  rwid: requiredText('任务ID'),
  runId: optionalText('流程ID'),
  pagetype: optionalText('页面类型', 10),
  SFCXLSSJ: optionalText('是否查询历史数据', 10),
});

const categoryBody = z.object({ wslbid: optionalText('文书类别ID') });
const typesBody = z.object({ wslbid: requiredText('文书类别ID') });

type Loaded = { ok: true; task: TaskRow } | { ok: false; reply: Envelope<null> };

function loadTask(ctx: ServerContext, request: FastifyRequest): Loaded {
  const raw = (request.body ?? {}) as Record<string, unknown>;
  // The web front end sends `rwid`; some pages send `RWID`.
  const parsed = parseBody(detailBody, { ...raw, rwid: raw.rwid ?? raw.RWID });
  if (!parsed.ok) return { ok: false, reply: fail(parsed.msg) };
  const access = taskFor(ctx, currentUser(request), parsed.value.rwid, parsed.value.runId);
  return access.ok ? access : { ok: false, reply: fail(access.msg) };
}

const listReply = <T>(answer: CatalogueAnswer<T>): Envelope<T[]> | Envelope<null> =>
  answer.ok ? ok(answer.list) : fail(answer.msg);

export function registerDetailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(DW_ID.operationLog, opLogPage(ctx));

  app.post(DETAIL_API.detailConfig, async (request) => {
    const loaded = loadTask(ctx, request);
    if (!loaded.ok) return loaded.reply;
    const config = buildDetailConfig(ctx, loaded.task);
    recordOperation(ctx, loaded.task.rwid, currentUser(request), request.ip, '查看任务详情');
    return ok(config);
  });

  app.post(DETAIL_API.detailWsList, async (request) => {
    const loaded = loadTask(ctx, request);
    if (!loaded.ok) return loaded.reply;
    return ok({ rwxxList: buildTree(ctx, loaded.task) });
  });

  // The task is checked first, with getRwDetailConfig's refusals; then the category.
  app.post(DETAIL_API.detailWslb, async (request) => {
    const loaded = loadTask(ctx, request);
    if (!loaded.ok) return loaded.reply;
    const parsed = parseBody(categoryBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    return listReply(addableCategories(ctx, loaded.task, parsed.value.wslbid));
  });

  app.post(DETAIL_API.detailWs, async (request) => {
    const loaded = loadTask(ctx, request);
    if (!loaded.ok) return loaded.reply;
    const parsed = parseBody(typesBody, request.body);
    if (!parsed.ok) return fail(parsed.msg);
    return listReply(addableTypes(ctx, loaded.task, parsed.value.wslbid));
  });
}
