import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { fieldsOf } from '../body';
import { taskFor } from '../detail/access';
import { newId } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import { fail, ok, type Envelope } from '../envelope';
import { isOpen } from '../actions/state';
import { todayOf } from '../actions/guard';
import { formatDateTime } from '../util/time';
import type { UserRow } from '../session/tables';
import type { TaskRow } from '../tasks/tables';
import { fireCases, fireInfos, fireNodes, fireTransfers, type FireInfoRow } from './tables';
import {
  infoOf,
  procedureOf,
  stagesOf,
  stageTree,
  transferKindLabel,
  transferRecord,
  transfersOf,
} from './state';
import {
  FIRE_API,
  FIRE_TASK_TYPE,
  INFO_NODE_CODE,
  NODE_STATE,
  TRANSFER_STATE,
} from '../../shared/fire/constants';
import { fireMessages as T } from '../../shared/fire/messages';
import {
  checkFireInfo,
  checkProcedure,
  checkTransfer,
  procedureIssue,
  procedureLabel,
  withdrawIssue,
} from '../../shared/fire/rules';
import { isStageCode } from '../../shared/fire/stages';

// The fire area's calls (task type 80): the case's stages and each stage's node tree from the
// nodes SQLite holds, the fire registration, the procedure category (hzdc/updatecxlb), transfers
// (base/hzdcysdc, hzdc/vardeleteysdcrw). Each write checks the officer's right to the task, that
// it is a fire case still open, then what arrives with the shared rules, refuses in Chinese with
// nothing changed, and logs the operation when it succeeds.

type NodeInsert = typeof fireNodes.$inferInsert;

type FireRequest = {
  f: Record<string, string | undefined>;
  user: UserRow;
  task: TaskRow;
  ip: string;
};

/** The officer's fire case named by RWID (or rwid) and runId; `write`: it must still be open. */
function fireRequest(
  ctx: ServerContext,
  request: FastifyRequest,
  write: boolean,
): { ok: true; value: FireRequest } | { ok: false; answer: Envelope<null> } {
  const f = fieldsOf(request);
  const rwid = f.RWID ?? f.rwid ?? '';
  if (!rwid) return { ok: false, answer: fail(T.fireTaskRequired) };
  const user = currentUser(request);
  const access = taskFor(ctx, user, rwid, f.runId);
  if (!access.ok) return { ok: false, answer: fail(access.msg) };
  if (access.task.type !== FIRE_TASK_TYPE) return { ok: false, answer: fail(T.fireNotFireTask) };
  if (write && !isOpen(access.task)) return { ok: false, answer: fail(T.fireTaskClosed) };
  return { ok: true, value: { f, user, task: access.task, ip: request.ip } };
}

/** The registration as getHzxxdj answers it. */
const infoRecord = (r: FireInfoRow, cxlb: string): Record<string, string | number | null> => ({
  ID: r.id,
  RWID: r.rwid,
  QHSJ: r.startedAt,
  BJSJ: r.alarmedAt,
  PMSJ: r.outAt,
  QHDW: r.unitName,
  QHDD: r.place,
  HZLB: r.kind,
  GHMJ: r.area,
  ZJCCSS: r.loss,
  SWRS: r.deaths,
  ZSRS: r.serious,
  QSRS: r.minor,
  HZDJ: r.grade,
  YYRDZT: r.causeState,
  QHYY: r.cause,
  DCRY: r.investigators,
  HZGK: r.summary,
  CXLB: cxlb,
  CRT_USERNAME: r.createdBy,
  CRT_TIME: r.createdAt,
  UPD_USERNAME: r.updatedBy,
  UPD_TIME: r.updatedAt,
});

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const str = (v: string | number | null): string | null => (v === null ? null : String(v));

export function registerFireRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const read = (url: string, answer: (r: FireRequest) => Envelope<unknown>): void => {
    app.route({
      method: ['GET', 'POST'],
      url,
      handler: async (request) => {
        const r = fireRequest(ctx, request, false);
        return r.ok ? answer(r.value) : r.answer;
      },
    });
  };
  const write = (url: string, answer: (r: FireRequest) => Envelope<unknown>): void => {
    app.post(url, async (request) => {
      const r = fireRequest(ctx, request, true);
      return r.ok ? answer(r.value) : r.answer;
    });
  };
  // Several nodes are made in one millisecond: an id is never handed out twice.
  let lastIds = new Set<string>();
  const nodeId = (): string => {
    const id = newId(
      ctx,
      (x) =>
        lastIds.has(x) ||
        ctx.db.select().from(fireNodes).where(eq(fireNodes.id, x)).get() !== undefined,
    );
    if (lastIds.size > 100) lastIds = new Set();
    lastIds.add(id);
    return id;
  };

  read(FIRE_API.stages, ({ task }) => {
    const { stages, current } = stagesOf(ctx.db, task.rwid);
    return ok({
      RWID: task.rwid,
      CXLB: procedureOf(ctx.db, task.rwid),
      DQJD: current,
      jdList: stages,
      ysdcList: transfersOf(ctx.db, task.rwid).map(transferRecord),
    });
  });

  read(FIRE_API.nodes, ({ task, f }) => {
    const stage = f.JDBM ?? f.jdbm ?? '';
    if (!isStageCode(stage)) return fail(T.fireStageUnknown);
    return ok(stageTree(ctx.db, task.rwid, stage));
  });

  read(FIRE_API.info, ({ task }) => {
    const row = infoOf(ctx.db, task.rwid);
    return ok(row ? infoRecord(row, procedureOf(ctx.db, task.rwid)) : null);
  });

  write(FIRE_API.saveInfo, ({ task, user, ip, f }) => {
    const checked = checkFireInfo(f);
    if (!checked.ok) return fail(checked.message);
    const v = checked.values;
    const at = formatDateTime(ctx.now());
    const existing = infoOf(ctx.db, task.rwid);
    const fields = {
      startedAt: String(v.QHSJ),
      alarmedAt: String(v.BJSJ),
      outAt: str(v.PMSJ),
      unitName: str(v.QHDW),
      place: String(v.QHDD),
      kind: String(v.HZLB),
      area: num(v.GHMJ),
      loss: Number(v.ZJCCSS),
      deaths: Number(v.SWRS),
      serious: Number(v.ZSRS),
      minor: Number(v.QSRS),
      grade: String(v.HZDJ),
      causeState: String(v.YYRDZT),
      cause: str(v.QHYY),
      investigators: String(v.DCRY),
      summary: String(v.HZGK),
    };
    ctx.db.transaction((tx) => {
      if (existing)
        tx.update(fireInfos)
          .set({ ...fields, updatedBy: user.realName, updatedAt: at })
          .where(eq(fireInfos.id, existing.id))
          .run();
      else
        tx.insert(fireInfos)
          .values({
            id: newId(
              ctx,
              (id) => tx.select().from(fireInfos).where(eq(fireInfos.id, id)).get() !== undefined,
            ),
            rwid: task.rwid,
            ...fields,
            createdBy: user.realName,
            createdAt: at,
            updatedBy: user.realName,
            updatedAt: at,
          })
          .run();
      // The registration's node of 火灾登记 is done once the registration is saved.
      const node = tx
        .select()
        .from(fireNodes)
        .where(and(eq(fireNodes.rwid, task.rwid), eq(fireNodes.code, INFO_NODE_CODE)))
        .get();
      if (!node)
        tx.insert(fireNodes)
          .values({
            id: nodeId(),
            rwid: task.rwid,
            stage: 'hzdj',
            code: INFO_NODE_CODE,
            parentId: null,
            sort: 1,
            name: '火灾信息登记',
            state: NODE_STATE.done,
            time: at,
            officer: user.realName,
            remark: null,
          })
          .run();
      else if (node.state !== NODE_STATE.done)
        tx.update(fireNodes)
          .set({ state: NODE_STATE.done, time: at, officer: user.realName })
          .where(eq(fireNodes.id, node.id))
          .run();
      recordOperation(ctx, task.rwid, user, ip, existing ? '修改火灾信息' : '登记火灾信息');
    });
    return ok(null, T.fireInfoSaved);
  });

  write(FIRE_API.updateProcedure, ({ task, user, ip, f }) => {
    const checked = checkProcedure(f);
    if (!checked.ok) return fail(checked.message);
    const { CXLB, BGYY } = checked.values;
    const current = procedureOf(ctx.db, task.rwid);
    const info = infoOf(ctx.db, task.rwid);
    const issue = procedureIssue(CXLB, {
      current,
      casualties: info ? info.deaths + info.serious + info.minor : 0,
      cause: info?.cause ?? null,
      transferred: transfersOf(ctx.db, task.rwid).length > 0,
    });
    if (issue) return fail(issue);
    const at = formatDateTime(ctx.now());
    ctx.db.transaction((tx) => {
      const row = { procedure: CXLB, reason: BGYY, updatedBy: user.realName, updatedAt: at };
      tx.insert(fireCases)
        .values({ rwid: task.rwid, ...row })
        .onConflictDoUpdate({ target: fireCases.rwid, set: row })
        .run();
      recordOperation(
        ctx,
        task.rwid,
        user,
        ip,
        `变更程序类别：${procedureLabel(current)}→${procedureLabel(CXLB)}，变更原因：${BGYY}`,
      );
    });
    return ok(null, T.fireProcedureDone);
  });

  write(FIRE_API.transfer, ({ task, user, ip, f }) => {
    const waiting = transfersOf(ctx.db, task.rwid).some((t) => t.state === TRANSFER_STATE.waiting);
    if (waiting) return fail(T.fireTransferPending);
    const checked = checkTransfer(f, todayOf(ctx));
    if (!checked.ok) return fail(checked.message);
    const v = checked.values;
    const at = formatDateTime(ctx.now());
    const kind = transferKindLabel(v.YSLX);
    ctx.db.transaction((tx) => {
      const id = newId(
        ctx,
        (x) => tx.select().from(fireTransfers).where(eq(fireTransfers.id, x)).get() !== undefined,
      );
      tx.insert(fireTransfers)
        .values({
          id,
          rwid: task.rwid,
          kind: v.YSLX,
          receiver: v.JSDW,
          date: v.YSRQ,
          reason: v.YSYY,
          state: TRANSFER_STATE.waiting,
          createdBy: user.realName,
          createdAt: at,
        })
        .run();
      // 案件移送 begins: the transfer, done, and the receiver's acceptance, still to come.
      const parent = nodeId();
      const node = (
        over: Pick<NodeInsert, 'id' | 'parentId' | 'sort' | 'name' | 'state'> & Partial<NodeInsert>,
      ): NodeInsert => ({ rwid: task.rwid, stage: 'ajys', transferId: id, ...over });
      const done = { time: at, officer: user.realName };
      tx.insert(fireNodes)
        .values(
          node({
            id: parent,
            parentId: null,
            sort: transfersOf(tx, task.rwid).length,
            name: `移送调查：${v.JSDW}`,
            state: NODE_STATE.current,
            remark: kind,
            ...done,
          }),
        )
        .run();
      tx.insert(fireNodes)
        .values([
          node({
            id: nodeId(),
            parentId: parent,
            sort: 1,
            name: `提出移送（${kind}）`,
            state: NODE_STATE.done,
            ...done,
          }),
          node({
            id: nodeId(),
            parentId: parent,
            sort: 2,
            name: '接收单位受理',
            state: NODE_STATE.pending,
          }),
        ])
        .run();
      recordOperation(ctx, task.rwid, user, ip, `移送调查：${kind}，接收单位：${v.JSDW}`);
    });
    return ok(null, T.fireTransferDone);
  });

  write(FIRE_API.deleteTransfer, ({ task, user, ip, f }) => {
    const id = f.id ?? f.ID ?? '';
    if (!id) return fail(T.fireTransferIdRequired);
    const record = ctx.db.select().from(fireTransfers).where(eq(fireTransfers.id, id)).get();
    if (!record) return fail(T.fireTransferNotFound);
    if (record.rwid !== task.rwid) return fail(T.fireTransferOtherTask);
    const issue = withdrawIssue(record.state);
    if (issue) return fail(issue);
    ctx.db.transaction((tx) => {
      tx.delete(fireNodes).where(eq(fireNodes.transferId, id)).run();
      tx.delete(fireTransfers).where(eq(fireTransfers.id, id)).run();
      recordOperation(ctx, task.rwid, user, ip, `撤回移送调查：${record.receiver}`);
    });
    return ok(null, T.fireTransferWithdrawDone);
  });
}
