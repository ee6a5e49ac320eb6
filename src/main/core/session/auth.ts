import { createHash } from 'node:crypto';
import { M } from '../../../shared/messages';
import type { BladeClient } from '../api/client';
import { ApiError, BadResponseError } from '../errors';
import { CLIENT_ID, CLIENT_SECRET, SESSION_API } from '../../../shared/session/constants';
import {
  tokenErrorSchema,
  tokenResponseSchema,
  type TokenResponse,
} from '../../../shared/session/schemas';

/** BladeX front ends send the MD5 hex of the password, never the password itself. */
export const md5Hex = (text: string): string =>
  createHash('md5').update(text, 'utf8').digest('hex');

const basicAuth = (): string =>
  `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

type Grant =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

/** POST /api/blade-auth/oauth/token with a password or refresh_token grant. */
export async function requestToken(
  client: BladeClient,
  tenantId: string,
  grant: Grant,
): Promise<TokenResponse> {
  const form =
    grant.grant_type === 'password'
      ? {
          tenantId,
          username: grant.username,
          password: md5Hex(grant.password),
          grant_type: 'password',
          scope: 'all',
          type: 'account',
        }
      : { tenantId, refresh_token: grant.refresh_token, grant_type: 'refresh_token', scope: 'all' };
  const res = await client.raw(SESSION_API.token, {
    form,
    headers: { Authorization: basicAuth(), 'Tenant-Id': tenantId },
  });
  const refused = tokenErrorSchema.safeParse(res.body);
  if (refused.success && (res.status >= 400 || refused.data.error_code !== undefined)) {
    throw new ApiError(refused.data.error_description, res.status);
  }
  if (res.status !== 200) throw new ApiError(M.errServer(res.status), res.status);
  const ok = tokenResponseSchema.safeParse(res.body);
  if (!ok.success) throw new BadResponseError(`${SESSION_API.token}: ${ok.error.message}`);
  return ok.data;
}
