import { M } from '../../../shared/messages';
import { DOC_TYPES } from '../../../shared/documents/constants';
import type { ReceiptDeadline } from '../../../shared/documents/schemas';
import type { ButtonContext } from '../../platform/buttons';
import type { TreeRow } from '../../../shared/detail/schemas';

// Deleting a delivery receipt (送达回证, type 46): the server is asked first (base/isDelSdhz) and its
// refusal shown instead of deleting (e.g. a re-inspection's deadline was computed from the delivery);
// the question names the delivered notice and the deadline that follows from it (base/getXqBySdhz).

export const isDeliveryReceipt = (row: Pick<TreeRow, 'RWWSSZID'>): boolean =>
  row.RWWSSZID === DOC_TYPES.deliveryReceipt;

/** 责令限期改正通知书（新城消限字〔2026〕第0017号）. */
export const deliveredDocName = (d: ReceiptDeadline): string =>
  d.WH ? `${d.WSMC}（${d.WH}）` : d.WSMC;

/**
 * The question to ask before deleting the receipt, or null when it must not be deleted (the
 * server's refusal, or the failed check, has been shown).
 */
export async function receiptDeleteQuestion(
  ctx: Pick<ButtonContext, 'call' | 'run' | 'notify' | 'runId'>,
  FLWSID: string,
): Promise<string | null> {
  const req = { runId: ctx.runId, FLWSID };
  const check = await ctx.run(() => ctx.call('documents:receiptCheck', req));
  if (!check) return null;
  if (check.SFKSC !== '1') {
    ctx.notify(check.YY || M.receiptNotDeletable, 'warning');
    return null;
  }
  // The deadline only makes the question precise: without it the plain question is asked.
  const deadline = await ctx.call('documents:receiptDeadline', req).then(
    (r) => r.data,
    () => null,
  );
  return deadline
    ? M.confirmDeleteReceipt(deliveredDocName(deadline), deadline.SDRQ, deadline.XQRQ)
    : M.confirmDeleteDoc;
}
