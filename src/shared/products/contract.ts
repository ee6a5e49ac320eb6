import { z } from 'zod';
import { type PRODUCTS_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { PRODUCT_LIMITS } from './constants';
import { type NoticeRow, type ProductRow } from './schemas';

// Requests of the products area. Every one names the task on screen (the server checks the
// officer's right to it); the writes carry the dialogs' values, which main checks again with the
// shared form rules (shared/products/forms.ts) before anything is sent.

const task = { runId: id, RWID: id } as const;
const noticeLink = z.object({ ...task, id });
/** A form value: text, '' when not filled. */
const value = (max: number): z.ZodString => z.string().max(max);
const code = z.string().regex(/^\d{0,2}$/);
const optionalId = z.union([id, z.literal('')]);

export const productsRequests = {
  'products:notices': z.object(task),
  'products:link': noticeLink,
  'products:unlink': noticeLink,
  /** Generic query 3662: the task's inspected products (RWID, ISDELETED 0). */
  'products:list': z.object(task),
  /** inspectSet: a sample sent to a testing agency (first test or re-test). */
  'products:dispatch': z.object({
    ...task,
    JCCPID: optionalId,
    YPMC: value(PRODUCT_LIMITS.name),
    SHDWMC: value(PRODUCT_LIMITS.name),
    ZGDWID: optionalId,
    ZGDWMC: value(PRODUCT_LIMITS.name),
    SM: value(PRODUCT_LIMITS.note),
    LYLX: code,
    JYRWZT: code,
  }),
  /** surveyReport: the result of the product's test awaiting it, from a test-report document. */
  'products:testResult': z.object({
    ...task,
    JCCPID: optionalId,
    JYRWID: optionalId,
    JYJG: code,
    LYWSID: optionalId,
    SM: value(PRODUCT_LIMITS.note),
  }),
  /** fjfyUpdate: the re-test fee of an unqualified test (method, date, amount). */
  'products:retestFee': z.object({
    ...task,
    JCCPID: optionalId,
    SQFS: code,
    SQRQ: value(20),
    SQJE: value(20),
    SM: value(PRODUCT_LIMITS.note),
    LYRWID: optionalId,
    LYWSID: optionalId,
    JYBGID: optionalId,
  }),
  /** cpfcJudge: may this product be chosen for a document of this type? */
  'products:judge': z.object({
    ...task,
    rwwsszid: z.string().regex(/^\d{1,8}$/),
    CPID: optionalId,
  }),
  /** reportFileJudge: has this test-report document its electronic report attached? */
  'products:reportCheck': z.object({ ...task, wsid: id }),
} as const satisfies Record<(typeof PRODUCTS_CHANNELS)[number], unknown>;

export type DispatchRequest = z.infer<(typeof productsRequests)['products:dispatch']>;
export type TestResultRequest = z.infer<(typeof productsRequests)['products:testResult']>;
export type RetestFeeRequest = z.infer<(typeof productsRequests)['products:retestFee']>;

export type ProductsResponses = {
  'products:notices': Cached<NoticeRow[]>;
  'products:link': ActionResult;
  'products:unlink': ActionResult;
  'products:list': Cached<ProductRow[]>;
  'products:dispatch': ActionResult & { ID: string };
  'products:testResult': ActionResult;
  'products:retestFee': ActionResult;
  'products:judge': ActionResult;
  'products:reportCheck': ActionResult;
};
