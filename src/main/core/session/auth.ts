import { createHash } from 'node:crypto';
import { M } from '../../../shared/messages';
import type { BladeClient } from '../api/client';
import { ApiError, BadResponseError } from '../errors';
import { serverText, statusMessage } from '../api/answers';
import {
  CAPTCHA_HEADERS,
  CLIENT_ID,
  CLIENT_SECRET,
  SESSION_API,
  type GrantType,
} from '../../../shared/session/constants';
import {
  captchaSchema,
  tokenErrorSchema,
  tokenResponseSchema,
  type Captcha,
  type TokenResponse,
} from '../../../shared/session/schemas';
import { envelopeSchema } from '../../../shared/common/schemas';

/** BladeX front ends send the MD5 hex of the password, never the password itself. */
export const md5Hex = (text: string): string =>
  createHash('md5').update(text, 'utf8').digest('hex');

/** The OAuth client and how the officer signs in (machine config `auth`). */
export type AuthOptions = { clientId: string; clientSecret: string; grantType: GrantType };

export const DEFAULT_AUTH: AuthOptions = {
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  grantType: 'password',
};

const basicAuth = (auth: AuthOptions): string =>
  `Basic ${Buffer.from(`${auth.clientId}:${auth.clientSecret}`).toString('base64')}`;

type Grant =
  | {
      grant_type: 'password';
      username: string;
      password: string;
      /** Grant type captcha: sent as the Captcha-Key / Captcha-Code headers. */
      captcha?: { key: string; code: string };
    }
  | { grant_type: 'refresh_token'; refresh_token: string };

/** POST /api/blade-auth/oauth/token with a password (or captcha) or refresh_token grant. */
export async function requestToken(
  client: BladeClient,
  tenantId: string,
  grant: Grant,
  auth: AuthOptions = DEFAULT_AUTH,
): Promise<TokenResponse> {
  const headers: Record<string, string> = { Authorization: basicAuth(auth), 'Tenant-Id': tenantId };
  let form: Record<string, string>;
  if (grant.grant_type === 'password') {
    const captcha = auth.grantType === 'captcha';
    form = {
      tenantId,
      username: grant.username,
      password: md5Hex(grant.password),
      grant_type: captcha ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
    };
    if (captcha && grant.captcha) {
      headers[CAPTCHA_HEADERS.key] = grant.captcha.key;
      headers[CAPTCHA_HEADERS.code] = grant.captcha.code;
    }
  } else {
    form = {
      tenantId,
      refresh_token: grant.refresh_token,
      grant_type: 'refresh_token',
      scope: 'all',
    };
  }
  const res = await client.raw(SESSION_API.token, { form, headers });
  const refused = tokenErrorSchema.safeParse(res.body);
  if (refused.success && (res.status >= 400 || refused.data.error_code !== undefined)) {
    // blade-auth's own refusals are Chinese; Spring Security's ("Bad credentials") are not shown.
    const text =
      serverText(refused.data.error_description) ??
      statusMessage(res.status, res.body, res.headers);
    throw new ApiError(text, res.status);
  }
  if (res.status !== 200)
    throw new ApiError(statusMessage(res.status, res.body, res.headers), res.status);
  const ok = tokenResponseSchema.safeParse(res.body);
  if (!ok.success) throw new BadResponseError(`${SESSION_API.token}: ${ok.error.message}`);
  return ok.data;
}

/** A bare base64 image becomes a data URL (EasyCaptcha's toBase64 already sends one). */
const asDataUrl = (image: string): string =>
  image.startsWith('data:') ? image : `data:image/png;base64,${image.replace(/\s+/g, '')}`;

/**
 * GET /api/blade-auth/oauth/captcha. blade-auth answers `{ key, image }`, plainly or inside the R
 * envelope (SpringBlade's AuthController); both are accepted.
 */
export async function requestCaptcha(
  client: BladeClient,
  tenantId: string,
  auth: AuthOptions = DEFAULT_AUTH,
): Promise<Captcha> {
  const res = await client.raw(SESSION_API.captcha, {
    method: 'GET',
    headers: { Authorization: basicAuth(auth), 'Tenant-Id': tenantId },
  });
  const envelope = envelopeSchema.safeParse(res.body);
  if (envelope.success && (envelope.data.success !== true || envelope.data.code !== 200))
    throw new ApiError(envelope.data.msg || M.errServer(res.status), envelope.data.code);
  if (res.status !== 200) throw new ApiError(M.errServer(res.status), res.status);
  const ok = captchaSchema.safeParse(envelope.success ? envelope.data.data : res.body);
  if (!ok.success) throw new BadResponseError(`${SESSION_API.captcha}: ${ok.error.message}`);
  return { key: ok.data.key, image: asDataUrl(ok.data.image) };
}
