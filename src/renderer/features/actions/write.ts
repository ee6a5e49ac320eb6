import { M } from '../../../shared/messages';
import { formOfUrl } from '../../../shared/documents/rules';
import { buildPath, docPagePath } from '../../platform/routes';
import type { ButtonContext } from '../../platform/buttons';
import type { ActionResult } from '../../../shared/common/types';
import type { FieldValue, FormValues } from '../../../shared/forms/types';

// What every task action shares: the task it names, how a write ends (the server's message, then
// the task, its tree and the task lists shown again) and how a new application document opens.

/** Every action's dialog gets the button's context: the task, its call and the screen's services. */
export type ActionDialogProps = { ctx: ButtonContext };

/** The task every actions:* request names. */
export const taskOf = (ctx: ButtonContext): { runId: string; RWID: string } => ({
  runId: ctx.runId,
  RWID: ctx.RWID,
});

/** After a write the server accepted: its message (else the spec's), then everything shown again. */
export async function afterWrite(
  ctx: ButtonContext,
  result: ActionResult,
  fallback: string,
): Promise<void> {
  ctx.notify(result.message || fallback, 'success');
  await ctx.refresh();
}

/**
 * Asks, then writes: a refusal is shown as the server's warning and changes nothing; the question
 * stays busy until the server answered.
 */
export function confirmWrite(
  ctx: ButtonContext,
  message: string,
  write: () => Promise<ActionResult>,
  fallback: string,
): void {
  ctx.confirm(message, async () => {
    const done = await ctx.run(write, (r) => r.message || fallback);
    if (done) await ctx.refresh();
  });
}

/** A form value as text ('' when absent or a list). */
export const textOf = (values: FormValues, name: string): string => {
  const v: FieldValue | undefined = values[name];
  return typeof v === 'string' ? v.trim() : '';
};

/** A form value as a list (a file or multiple field). */
export const listOf = (values: FormValues, name: string): string[] => {
  const v = values[name];
  return v === undefined ? [] : typeof v === 'string' ? (v ? [v] : []) : [...v];
};

/** The server's date and time as the form's 'YYYY-MM-DD HH:mm:ss' (seconds added when missing). */
export const asDateTime = (text: string | null | undefined): string => {
  const t = (text ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(t)) return `${t}:00`;
  return t;
};

/**
 * A new application document of the task (clock suspension, voiding): its type among the task's
 * document types (wssList, by the form of its add page), the server's add check (beforeaddflws,
 * as 新增文书 does), then its page for a new document.
 */
export async function openNewDocument(ctx: ButtonContext, form: string): Promise<void> {
  const ws = ctx.config.wssList.find((t) => formOfUrl(t.xzurl) === form);
  if (!ws) return ctx.notify(M.docAddNoPage, 'warning');
  const r = await ctx.run(() =>
    ctx.call('documents:beforeAdd', { runId: ctx.runId, RWID: ctx.RWID, wssid: ws.id }),
  );
  if (!r) return;
  await ctx.openDocument(
    buildPath(docPagePath(r.form), { runId: ctx.runId, RWID: ctx.RWID, rwwsszid: r.rwwsszid }),
  );
}
