import { M } from '../../../shared/messages';
import { taskOf } from '../actions';
import type { ButtonContext } from '../../platform/buttons';
import { buildPath, docPagePath } from '../../platform/routes';
import type { FormValues } from '../../../shared/forms/types';

export { afterWrite, taskOf } from '../actions';

// What the products dialogs share: the task they name and how a write ends (the actions area's),
// a form value as text, and how a new product document opens (the server's add check, then its
// page with the product).

/** A form value as text ('' when absent). */
export const textOf = (values: FormValues, name: string): string => {
  const v = values[name];
  return typeof v === 'string' ? v.trim() : '';
};

/**
 * A new document of the task's type `rwwsszid` (a product document or notice): the type among the
 * task's document types, the server's add check (beforeaddflws, as 新增文书 does), then its page
 * with `extra` (the product, its record or test) in the query. False when it could not open.
 */
export async function openProductDocument(
  ctx: ButtonContext,
  rwwsszid: string,
  extra: Record<string, string>,
): Promise<boolean> {
  const ws = ctx.config.wssList.find((t) => t.id === rwwsszid);
  if (!ws) {
    ctx.notify(M.docAddNoPage, 'warning');
    return false;
  }
  const r = await ctx.run(() => ctx.call('documents:beforeAdd', { ...taskOf(ctx), wssid: ws.id }));
  if (!r) return false;
  await ctx.openDocument(
    buildPath(docPagePath(r.form), { ...taskOf(ctx), rwwsszid: r.rwwsszid, ...extra }),
  );
  return true;
}
