import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import { PRODUCTS_API } from '../../../shared/products/constants';
import { noticeListSchema, type NoticeRow } from '../../../shared/products/schemas';

// Product supervision (/api/blade-xfjd/api/xfcp, spec 02 §7): the rectification-notice link. The
// list reads through the cache (the dialog opens offline with the last answer); link and unlink are
// writes sent once, answered with the server's message or the spec's.

export interface ProductService {
  /** zlxqDetail (rwid, runId): the notices that can be linked, the linked one marked SFGJ '1'. */
  notices(req: ParsedRequest<'products:notices'>): Promise<Cached<NoticeRow[]>>;
  /** zlxqHook (rwid, runId, id). */
  link(req: ParsedRequest<'products:link'>): Promise<ActionResult>;
  /** cancelHook (rwid, runId, id). */
  unlink(req: ParsedRequest<'products:unlink'>): Promise<ActionResult>;
}

export function createProductService(
  client: () => BladeClient,
  reads: () => ReadContext,
): ProductService {
  const write = (
    path: string,
    req: ParsedRequest<'products:link'>,
    fallback: string,
  ): Promise<ActionResult> =>
    callForMessage(
      client(),
      { path, form: { rwid: req.RWID, runId: req.runId, id: req.id } },
      fallback,
    );
  return {
    notices: (req) =>
      readThrough(reads(), cacheKey('products:notices', req), () =>
        client().call({
          path: PRODUCTS_API.noticeDetail,
          form: { rwid: req.RWID, runId: req.runId },
          schema: noticeListSchema,
          read: true,
        }),
      ),
    link: (req) => write(PRODUCTS_API.noticeHook, req, M.noticeLinkDone),
    unlink: (req) => write(PRODUCTS_API.noticeUnhook, req, M.noticeUnlinkDone),
  };
}
