import { z } from 'zod';
import { type PRODUCTS_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { type NoticeRow } from './schemas';

const noticeLink = z.object({ runId: id, RWID: id, id });

export const productsRequests = {
  'products:notices': z.object({ runId: id, RWID: id }),
  'products:link': noticeLink,
  'products:unlink': noticeLink,
} as const satisfies Record<(typeof PRODUCTS_CHANNELS)[number], unknown>;

export type ProductsResponses = {
  'products:notices': Cached<NoticeRow[]>;
  'products:link': ActionResult;
  'products:unlink': ActionResult;
};
