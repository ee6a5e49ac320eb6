import { M } from '../../../shared/messages';
import { callAction, callForMessage } from '../api/action';
import type { BladeClient, Form } from '../api/client';
import { cacheKey } from '../db/cache';
import { InvalidArgumentError } from '../errors';
import { createGenericService, type GenericService } from '../generic/service';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { Channel, ParsedRequest } from '../../../shared/contract';
import { firstError } from '../../../shared/forms/rules';
import type { FormDefinition, FormValues } from '../../../shared/forms/types';
import { PRODUCTS_API, PRODUCTS_DWID } from '../../../shared/products/constants';
import { retestFeeForm, sampleDispatchForm, testResultForm } from '../../../shared/products/forms';
import { productDocRefusal, isProductDocType } from '../../../shared/products/rules';
import {
  dispatchedSchema,
  noticeListSchema,
  productRowSchema,
  type NoticeRow,
  type ProductRow,
} from '../../../shared/products/schemas';

// Product supervision (/api/blade-xfjd/api/xfcp, spec 02 §7): the rectification-notice link, the
// inspected products (generic query 3662), sample dispatch (inspectSet), the test result
// (surveyReport), the re-test fee (fjfyUpdate), and the two checks cpfcJudge and reportFileJudge.
// Reads go through the cache (the dialogs open offline with the last answer); writes are sent
// once after the shared form rules passed again here, answered with the server's message or the
// area's own.

type Req<C extends Channel> = ParsedRequest<C>;

export interface ProductService {
  /** zlxqDetail (rwid, runId): the notices that can be linked, the linked one marked SFGJ '1'. */
  notices(req: Req<'products:notices'>): Promise<Cached<NoticeRow[]>>;
  /** zlxqHook (rwid, runId, id). */
  link(req: Req<'products:link'>): Promise<ActionResult>;
  /** cancelHook (rwid, runId, id). */
  unlink(req: Req<'products:unlink'>): Promise<ActionResult>;
  /** Generic query 3662 (RWID, ISDELETED 0; page 1 of 9999): the task's inspected products. */
  list(req: Req<'products:list'>): Promise<Cached<ProductRow[]>>;
  /** inspectSet: the sample sent for testing; answers the test record's ID. */
  dispatch(req: Req<'products:dispatch'>): Promise<ActionResult & { ID: string }>;
  /** surveyReport: the test's result (JYJG) from its report document. */
  testResult(req: Req<'products:testResult'>): Promise<ActionResult>;
  /** fjfyUpdate: the re-test fee. */
  retestFee(req: Req<'products:retestFee'>): Promise<ActionResult>;
  /** cpfcJudge: may the product be chosen for a document of this type? */
  judge(req: Req<'products:judge'>): Promise<ActionResult>;
  /** reportFileJudge: has the report document its electronic report attached? */
  reportCheck(req: Req<'products:reportCheck'>): Promise<ActionResult>;
}

/** The form's first broken rule, refused here before anything is sent. */
function check(def: FormDefinition, values: FormValues): void {
  const found = firstError(def, values);
  if (found) throw new InvalidArgumentError(found.message);
}

export function createProductService(
  client: () => BladeClient,
  reads: () => ReadContext,
  generic: GenericService = createGenericService(client, reads),
): ProductService {
  const task = (req: { runId: string; RWID: string }): Form => ({
    runId: req.runId,
    rwid: req.RWID,
  });
  const noticeWrite = (
    path: string,
    req: Req<'products:link'>,
    fallback: string,
  ): Promise<ActionResult> =>
    callForMessage(client(), { path, form: { ...task(req), id: req.id } }, fallback);

  return {
    notices: (req) =>
      readThrough(reads(), cacheKey('products:notices', req), () =>
        client().call({
          path: PRODUCTS_API.noticeDetail,
          form: task(req),
          schema: noticeListSchema,
          read: true,
        }),
      ),
    link: (req) => noticeWrite(PRODUCTS_API.noticeHook, req, M.noticeLinkDone),
    unlink: (req) => noticeWrite(PRODUCTS_API.noticeUnhook, req, M.noticeUnlinkDone),

    list: (req) =>
      generic.cachedList(
        { channel: 'products:list', req },
        PRODUCTS_DWID,
        { RWID: req.RWID, ISDELETED: 0 },
        productRowSchema,
      ),

    dispatch: async (req) => {
      const { runId: _runId, RWID, ...values } = req;
      check(sampleDispatchForm, { ...values, RWID });
      return callAction(
        client(),
        {
          path: PRODUCTS_API.inspectSet,
          form: { ...task(req), ...values },
          schema: dispatchedSchema,
        },
        M.sampleDispatchDone,
      );
    },

    testResult: async (req) => {
      const { runId: _runId, RWID, ...values } = req;
      check(testResultForm(), { ...values, RWID });
      return callForMessage(
        client(),
        {
          path: PRODUCTS_API.surveyReport,
          form: {
            ...task(req),
            ID: values.JYRWID,
            JCCPID: values.JCCPID,
            JYJG: values.JYJG,
            LYWSID: values.LYWSID,
            SM: values.SM,
          },
        },
        M.testResultDone,
      );
    },

    retestFee: async (req) => {
      const { runId: _runId, RWID, ...values } = req;
      check(retestFeeForm, { ...values, RWID });
      return callForMessage(
        client(),
        { path: PRODUCTS_API.fjfyUpdate, form: { ...task(req), ...values } },
        M.retestFeeDone,
      );
    },

    judge: async (req) => {
      // Main cannot see the product's state: a type that picks none, or no product, is refused
      // here; whether this product fits is the server's answer.
      if (!isProductDocType(req.rwwsszid) || req.CPID === '') {
        const refused = productDocRefusal(req.rwwsszid, null);
        if (refused) throw new InvalidArgumentError(refused);
      }
      return callForMessage(
        client(),
        {
          path: PRODUCTS_API.cpfcJudge,
          form: { ...task(req), rwwsszid: req.rwwsszid, CPID: req.CPID },
        },
        M.productJudgeDone,
      );
    },

    reportCheck: (req) =>
      callForMessage(
        client(),
        { path: PRODUCTS_API.reportFileJudge, form: { ...task(req), wsid: req.wsid } },
        M.productJudgeDone,
      ),
  };
}
