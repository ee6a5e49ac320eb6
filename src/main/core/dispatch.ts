import { M } from '../../shared/messages';
import { AppError, toErrorPayload } from './errors';
import type { Logger } from './logger';
import {
  requestSchemas,
  type Channel,
  type Handlers,
  type IpcResult,
  type Response,
} from '../../shared/contract';

const isChannel = (c: unknown): c is Channel =>
  typeof c === 'string' && Object.hasOwn(requestSchemas, c);

/**
 * The single entry for every renderer call, whatever the transport: the channel must exist, the
 * argument must pass its schema, and every failure comes back as data, never as a throw.
 */
export async function dispatch(
  handlers: Handlers,
  channel: unknown,
  arg: unknown,
  logger?: Logger,
): Promise<IpcResult<Response<Channel>>> {
  if (!isChannel(channel))
    return { ok: false, error: { kind: 'invalid', message: M.errInvalidArgs } };
  const parsed = requestSchemas[channel].safeParse(arg);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const message = first && first.code === 'custom' ? first.message : M.errInvalidArgs;
    return { ok: false, error: { kind: 'invalid', message } };
  }
  try {
    const handler = handlers[channel] as (req: unknown) => Promise<Response<Channel>>;
    return { ok: true, value: await handler(parsed.data) };
  } catch (err) {
    if (!(err instanceof AppError)) logger?.error(`handler ${channel} failed`, err);
    return { ok: false, error: toErrorPayload(err) };
  }
}
