import type { z } from 'zod';
import type { BladeClient, CallOptions } from './client';
import type { ActionResult } from '../../../shared/common/types';
import { anyDataSchema } from '../../../shared/generic/schemas';

// Writes (and the few questions answered the same way) show the officer the server's own message.
// This is the one place that turns an envelope into that message: the server's `msg` when it sent
// one, else the text the caller names for the action.

/** The server's message, or the fallback when it sent none (or only spaces). */
export function actionResult(msg: string | null, fallback: string): ActionResult {
  return { message: msg?.trim() || fallback };
}

/** A call whose data (an object) matters besides the message, e.g. a save answering its id: both. */
export async function callAction<S extends z.ZodType<object>>(
  client: BladeClient,
  options: CallOptions<S>,
  fallback: string,
): Promise<z.output<S> & ActionResult> {
  const { data, msg } = await client.callWithMessage(options);
  return { ...data, ...actionResult(msg, fallback) };
}

/** A call answered only by its message: whatever data comes with it is not looked at. */
export async function callForMessage(
  client: BladeClient,
  options: Omit<CallOptions<typeof anyDataSchema>, 'schema'>,
  fallback: string,
): Promise<ActionResult> {
  const { msg } = await client.callWithMessage({ ...options, schema: anyDataSchema });
  return actionResult(msg, fallback);
}
