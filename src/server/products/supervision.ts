import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldsOf } from '../body';
import { currentUser, type ServerContext } from '../context';
import { taskFor } from '../detail/access';
import { isTaskOpen, newId } from '../detail/documents';
import { recordOperation } from '../detail/oplog';
import { fail, ok, parseBody, type Parsed } from '../envelope';
import type { PageProvider } from '../generic/registry';
import type { UserRow } from '../session/tables';
import type { TaskRow } from '../tasks/tables';
import { formatDateTime } from '../util/time';
import { SUPERVISION_ERRORS as E } from './errors';
import {
  factsOf,
  productOf,
  productRow,
  productsOfTask,
  refreshProduct,
  taskDocument,
  testsOf,
} from './state';
import { productTests, products, retestFees, testingAgencies, type ProductRecord } from './tables';
import { firstError } from '../../shared/forms/rules';
import type { FormDefinition, FormValues } from '../../shared/forms/types';
import {
  AGENCY_TABLE,
  DISPATCH_KIND,
  PRODUCTS_API,
  PRODUCTS_DWID,
  PRODUCT_TABLE,
  TEST_RESULT,
  TEST_STATE,
  isProductTask,
  isQualityTask,
} from '../../shared/products/constants';
import { retestFeeForm, sampleDispatchForm, testResultForm } from '../../shared/products/forms';
import { productsMessages as M } from '../../shared/products/messages';
import {
  amountText,
  dueDispatch,
  isCollected,
  isReportDocType,
  mayPick,
  productDocRefusal,
  qualifiedFlag,
  reportFileRefusal,
} from '../../shared/products/rules';
import { pageOfRows } from '../db/page';

// Product supervision beyond the notice link (spec 01 §2-§7, spec 02 §2-§7): the inspected
// products (generic query 3662), the picker's lookups (products by purpose, testing agencies),
// 送检 (inspectSet), 检验结果 (surveyReport), 复检费用 (fjfyUpdate) and the checks cpfcJudge and
// reportFileJudge. Every write runs the shared form rules and product rules on what arrives, keeps
// the product's derived columns, and logs an operation.

type Fields = Record<string, string | undefined>;
type Call = { f: Fields; user: UserRow; task: TaskRow; ip: string };

/** The officer's product task of the call; `write`: open, and one that tests samples. */
function productCall(
  ctx: ServerContext,
  request: FastifyRequest,
  write: 'read' | 'check' | 'write',
): Parsed<Call> {
  const f = fieldsOf(request);
  const user = currentUser(request);
  const access = taskFor(ctx, user, f.rwid ?? f.RWID ?? '', f.runId);
  if (!access.ok) return access;
  const { task } = access;
  if (!isProductTask(task.type)) return { ok: false, msg: E.notProductTask };
  if (write !== 'read' && !isTaskOpen(task)) return { ok: false, msg: E.taskClosed };
  if (write === 'write' && !isQualityTask(task.type)) return { ok: false, msg: E.notQualityTask };
  return { ok: true, value: { f, user, task, ip: request.ip } };
}

/** The form's values from the request (absent as ''), checked by the shared rules. */
function checked(def: FormDefinition, f: Fields, names: readonly string[]): Parsed<FormValues> {
  const values: Record<string, string> = {};
  for (const n of names) values[n] = (f[n] ?? '').trim();
  const found = firstError(def, values);
  return found ? { ok: false, msg: found.message } : { ok: true, value: values };
}

const taken =
  (ctx: ServerContext, table: typeof productTests | typeof retestFees) =>
  (id: string): boolean =>
    ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id)).get() !== undefined;

const productFilter = z.object({
  RWID: z
    .union([z.string(), z.number()], { error: E.missingRwid })
    .transform(String)
    .pipe(z.string().trim().min(1, { error: E.missingRwid })),
  ISDELETED: z.union([z.string(), z.number()]).optional(),
});

/** 3662: the task's inspected products (RWID, ISDELETED 0), whole pages of them. */
function productsPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const parsed = parseBody(productFilter, filter);
    if (!parsed.ok) return parsed;
    const access = taskFor(ctx, call.user, parsed.value.RWID, call.runId);
    if (!access.ok) return access;
    // Deleted products are never listed: ISDELETED other than 0 asks for none.
    const deleted = parsed.value.ISDELETED;
    const rows =
      deleted === undefined || String(deleted) === '0'
        ? productsOfTask(ctx.db, access.task.rwid).map((p) => productRow(ctx.db, p))
        : [];
    return { ok: true, value: pageOfRows(rows, page) };
  };
}

/** The product named by the call, of the call's task. */
const namedProduct = (ctx: ServerContext, c: Call, id: string | undefined): ProductRecord | null =>
  (id && productOf(ctx.db, c.task.rwid, id)) || null;

export function registerSupervisionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(PRODUCTS_DWID, productsPage(ctx));
  ctx.generic.registerLookup(AGENCY_TABLE, {
    table: testingAgencies,
    columns: {
      ID: testingAgencies.id,
      DWMC: testingAgencies.name,
      ZZBH: testingAgencies.qualification,
      LXDH: testingAgencies.phone,
      DWDZ: testingAgencies.address,
    },
  });
  // The fire-product picker: a purpose's key column holds the task's RWID while it may choose the product.
  ctx.generic.registerLookup(PRODUCT_TABLE, {
    table: products,
    columns: {
      ID: products.id,
      CPMC: products.display,
      DXCP: products.name,
      GGXH: products.model,
      BCSCZ: products.producer,
      RWID: products.rwid,
      CPJCJLID: products.recordId,
      KX232: products.pick232,
      KX411: products.pick411,
      KX412: products.pick412,
      KX726: products.pick726,
      KXSJ: products.pickDispatch,
      KXJG: products.pickResult,
      KXFY: products.pickFee,
      SJLX: products.dueDispatch,
      JYRWID: products.latestTestId,
      JYBGWSID: products.latestReportId,
    },
  });

  // 送检: the product's due dispatch to an agency; answers the test record.
  app.post(PRODUCTS_API.inspectSet, async (request) => {
    const r = productCall(ctx, request, 'write');
    if (!r.ok) return fail(r.msg);
    const c = r.value;
    const form = checked(sampleDispatchForm, { ...c.f, RWID: c.task.rwid }, [
      'RWID',
      'JCCPID',
      'YPMC',
      'LYLX',
      'SHDWMC',
      'ZGDWID',
      'SM',
    ]);
    if (!form.ok) return fail(form.msg);
    const product = namedProduct(ctx, c, c.f.JCCPID);
    if (!product) return fail(E.unknownProduct);
    const due = dueDispatch(factsOf(product, testsOf(ctx.db, product.id)[0]));
    if (due === null) return fail(E.notDue);
    if (c.f.LYLX && c.f.LYLX !== due) return fail(E.wrongKind);
    if (c.f.JYRWZT && c.f.JYRWZT !== TEST_STATE.sent) return fail(E.badState);
    const agency = ctx.db
      .select()
      .from(testingAgencies)
      .where(eq(testingAgencies.id, c.f.ZGDWID ?? ''))
      .get();
    if (!agency) return fail(E.unknownAgency);
    const id = newId(ctx, taken(ctx, productTests));
    ctx.db.transaction((tx) => {
      tx.insert(productTests)
        .values({
          id,
          rwid: c.task.rwid,
          productId: product.id,
          sampleName: String(form.value.YPMC),
          unitName: String(form.value.SHDWMC),
          agencyId: agency.id,
          agencyName: agency.name,
          note: String(form.value.SM) || null,
          kind: due,
          state: TEST_STATE.sent,
          result: null,
          reportDocId: null,
          resultNote: null,
          sentAt: formatDateTime(ctx.now()),
          sentBy: c.user.realName,
          resultAt: null,
          resultBy: null,
        })
        .run();
      tx.update(products)
        .set(due === DISPATCH_KIND.first ? { sampled: '1' } : { retested: '1' })
        .where(eq(products.id, product.id))
        .run();
      refreshProduct(tx, product.id);
    });
    const what = due === DISPATCH_KIND.first ? '送检' : '送复检';
    recordOperation(
      ctx,
      c.task.rwid,
      c.user,
      c.ip,
      `${what}：${product.display}（${agency.name}）`,
    );
    return ok({ ID: id }, M.sampleDispatchDone);
  });

  // 检验结果: the pending test's result, from a test-report document with its report attached.
  app.post(PRODUCTS_API.surveyReport, async (request) => {
    const r = productCall(ctx, request, 'write');
    if (!r.ok) return fail(r.msg);
    const c = r.value;
    const form = checked(testResultForm(), { ...c.f, RWID: c.task.rwid, JYRWID: c.f.ID }, [
      'RWID',
      'JCCPID',
      'JYRWID',
      'JYJG',
      'LYWSID',
      'SM',
    ]);
    if (!form.ok) return fail(form.msg);
    const product = namedProduct(ctx, c, c.f.JCCPID);
    if (!product) return fail(E.unknownProduct);
    const test = testsOf(ctx.db, product.id).find((t) => t.id === c.f.ID);
    if (!test || test.state !== TEST_STATE.sent) return fail(E.noPendingTest);
    const doc = taskDocument(ctx.db, c.task.rwid, c.f.LYWSID ?? '');
    if (!doc || !isReportDocType(doc.typeId)) return fail(E.notReport);
    const noFile = reportFileRefusal({ RWWSSZID: doc.typeId, SFFJ: doc.hasFile });
    if (noFile) return fail(noFile);
    const used = ctx.db
      .select({ id: productTests.id })
      .from(productTests)
      .where(and(eq(productTests.reportDocId, doc.flwsid), ne(productTests.id, test.id)))
      .get();
    if (used) return fail(E.reportUsed);
    const result = String(form.value.JYJG);
    ctx.db.transaction((tx) => {
      tx.update(productTests)
        .set({
          state: TEST_STATE.done,
          result,
          reportDocId: doc.flwsid,
          resultNote: String(form.value.SM) || null,
          resultAt: formatDateTime(ctx.now()),
          resultBy: c.user.realName,
        })
        .where(eq(productTests.id, test.id))
        .run();
      tx.update(products)
        .set({ tested: '1', qualified: qualifiedFlag(result) })
        .where(eq(products.id, product.id))
        .run();
      refreshProduct(tx, product.id);
    });
    const label =
      result === TEST_RESULT.qualified ? M.testResultQualified : M.testResultUnqualified;
    const what = test.kind === DISPATCH_KIND.retest ? '复检结果' : '检验结果';
    recordOperation(
      ctx,
      c.task.rwid,
      c.user,
      c.ip,
      `登记${what}：${product.display} ${label}（${doc.title}）`,
    );
    return ok(null, M.testResultDone);
  });

  // 复检费用: the fee of the unqualified first test, recorded or corrected until the re-test is sent.
  app.post(PRODUCTS_API.fjfyUpdate, async (request) => {
    const r = productCall(ctx, request, 'write');
    if (!r.ok) return fail(r.msg);
    const c = r.value;
    const form = checked(retestFeeForm, { ...c.f, RWID: c.task.rwid }, [
      'RWID',
      'JCCPID',
      'SQFS',
      'SQRQ',
      'SQJE',
      'SM',
    ]);
    if (!form.ok) return fail(form.msg);
    const product = namedProduct(ctx, c, c.f.JCCPID);
    if (!product) return fail(E.unknownProduct);
    const latest = testsOf(ctx.db, product.id)[0];
    if (!mayPick('fee', factsOf(product, latest)) || !latest) return fail(E.feeNotDue);
    if (c.f.JYBGID && c.f.JYBGID !== latest.id) return fail(E.wrongTest);
    if (c.f.LYRWID && c.f.LYRWID !== c.task.rwid) return fail(E.wrongSource);
    const collected = isCollected(String(form.value.SQFS));
    const values = {
      method: String(form.value.SQFS),
      collectedOn: collected ? String(form.value.SQRQ).slice(0, 10) : null,
      amount: collected ? Number(form.value.SQJE) : null,
      note: String(form.value.SM) || null,
      docId: latest.reportDocId,
    };
    const at = formatDateTime(ctx.now());
    const existing = ctx.db.select().from(retestFees).where(eq(retestFees.testId, latest.id)).get();
    ctx.db.transaction((tx) => {
      if (existing)
        tx.update(retestFees)
          .set({ ...values, updatedBy: c.user.realName, updatedAt: at })
          .where(eq(retestFees.id, existing.id))
          .run();
      else
        tx.insert(retestFees)
          .values({
            id: newId(ctx, taken(ctx, retestFees)),
            testId: latest.id,
            productId: product.id,
            rwid: c.task.rwid,
            ...values,
            createdBy: c.user.realName,
            createdAt: at,
            updatedBy: null,
            updatedAt: null,
          })
          .run();
      tx.update(products)
        .set({ retestApplied: '1', objection: '1' })
        .where(eq(products.id, product.id))
        .run();
      refreshProduct(tx, product.id);
    });
    const how = collected
      ? `${M.retestFeeCollected} ${amountText(values.amount ?? 0)} 元`
      : M.retestFeeNotCollected;
    recordOperation(ctx, c.task.rwid, c.user, c.ip, `登记复检费用：${product.display}（${how}）`);
    return ok(null, M.retestFeeDone);
  });

  // cpfcJudge: may the product be chosen for a document of this type (spec 02 §9)?
  app.post(PRODUCTS_API.cpfcJudge, async (request) => {
    const r = productCall(ctx, request, 'check');
    if (!r.ok) return fail(r.msg);
    const c = r.value;
    const product = c.f.CPID ? namedProduct(ctx, c, c.f.CPID) : null;
    if (c.f.CPID && !product) return fail(E.unknownProduct);
    const facts = product ? factsOf(product, testsOf(ctx.db, product.id)[0]) : null;
    const refused = productDocRefusal(c.f.rwwsszid ?? '', facts);
    return refused ? fail(refused) : ok(null, M.productJudgeDone);
  });

  // reportFileJudge: a test-report document must have its electronic report attached.
  app.post(PRODUCTS_API.reportFileJudge, async (request) => {
    const r = productCall(ctx, request, 'read');
    if (!r.ok) return fail(r.msg);
    const c = r.value;
    const doc = taskDocument(ctx.db, c.task.rwid, c.f.wsid ?? '');
    if (!doc) return fail(E.unknownDoc);
    if (!isReportDocType(doc.typeId)) return fail(E.notReport);
    const refused = reportFileRefusal({ RWWSSZID: doc.typeId, SFFJ: doc.hasFile });
    return refused ? fail(refused) : ok(null, M.productJudgeDone);
  });
}
