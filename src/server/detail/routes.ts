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
import { recordView } from './oplog';
import { VIEW_LOG_CONTENT } from '../../shared/detail/oplog';
import { opLogPage } from './log-page';
import { DETAIL_API, DW_ID } from '../../shared/detail/constants';
import { archiveRecordOf, readOnlyRows } from './history-view';
import {
  isHistoryView,
  moduleName,
  readingTaskButtons,
  withHistoryData,
} from '../../shared/history/rules';

const detailBody = z.object({
  rwid: requiredText('任务ID'),
  runId: optionalText('流程ID'),
  pagetype: optionalText('页面类型', 10),
  SFCXLSSJ: optionalText('是否查询历史数据', 10),
  /** The menu module the screen was opened from (noted in the operation log). */
  MODULE_ID: optionalText('模块ID'),
});

/** How the screen shows the task: pagetype 2 reads only, SFCXLSSJ 1 with its historical data. */
type View = { history: boolean; withHistory: boolean; module: string | null };

const categoryBody = z.object({ wslbid: optionalText('文书类别ID') });
const typesBody = z.object({ wslbid: requiredText('文书类别ID') });

type Loaded = { ok: true; task: TaskRow; view: View } | { ok: false; reply: Envelope<null> };

function loadTask(ctx: ServerContext, request: FastifyRequest): Loaded {
  const raw = (request.body ?? {}) as Record<string, unknown>;
  // The web front end sends `rwid`; some pages send `RWID`.
  const parsed = parseBody(detailBody, { ...raw, rwid: raw.rwid ?? raw.RWID });
  if (!parsed.ok) return { ok: false, reply: fail(parsed.msg) };
  const { rwid, runId, pagetype, SFCXLSSJ, MODULE_ID } = parsed.value;
  const access = taskFor(ctx, currentUser(request), rwid, runId);
  if (!access.ok) return { ok: false, reply: fail(access.msg) };
  const view = {
    history: isHistoryView(pagetype),
    withHistory: withHistoryData(SFCXLSSJ),
    module: moduleName(MODULE_ID),
  };
  return { ok: true, task: access.task, view };
}

const listReply = <T>(answer: CatalogueAnswer<T>): Envelope<T[]> | Envelope<null> =>
  answer.ok ? ok(answer.list) : fail(answer.msg);

export function registerDetailRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(DW_ID.operationLog, opLogPage(ctx));

  app.post(DETAIL_API.detailConfig, async (request) => {
    const loaded = loadTask(ctx, request);
    if (!loaded.ok) return loaded.reply;
    const { task, view } = loaded;
    const config = buildDetailConfig(ctx, task);
    // The server cannot know the screen: the writes of a task read here stay as they are.
    if (view.history) config.btnsList = readingTaskButtons(config.btnsList);
    if (view.withHistory) Object.assign(config.rwxx, archiveRecordOf(ctx, task));
    const content = view.module ? `${VIEW_LOG_CONTENT}（${view.module}）` : VIEW_LOG_CONTENT;
    recordView(ctx, task.rwid, currentUser(request), request.ip, content);
    return ok(config);
  });

  app.post(DETAIL_API.detailWsList, async (request) => {
    const loaded = loadTask(ctx, request);
    if (!loaded.ok) return loaded.reply;
    const tree = buildTree(ctx, loaded.task);
    return ok({ rwxxList: loaded.view.history ? readOnlyRows(tree) : tree });
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
