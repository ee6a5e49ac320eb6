import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { tokens, users, type UserRow } from './tables';
import { LOCK_MS, lockedMessage } from './lockout';
import { verifyCaptcha } from './captcha';
import { optionalText } from '../fields';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  DEFAULT_TENANT_ID,
  SESSION_API,
} from '../../shared/session/constants';

// OAuth token endpoint as BladeX's blade-auth answers it: a plain object, no envelope.

export const TOKEN_ERRORS = {
  client: '客户端认证失败',
  password: '用户名或密码不正确',
  missing: '用户名或密码不能为空',
  refresh: '刷新令牌无效或已过期',
  grant: '不支持的授权类型',
  captcha: '验证码不正确',
  /** Strict mode: neither the Tenant-Id header nor tenantId (blade-auth's TENANT_NOT_FOUND). */
  tenant: '租户ID未找到',
} as const;

/** Strict mode's answer to wrong client credentials: Spring Security's own, in English. */
export const STRICT_CLIENT_REFUSAL = {
  error: 'invalid_client',
  error_description: 'Bad client credentials',
} as const;

const tokenBody = z.object({
  grant_type: optionalText('授权类型', 32),
  tenantId: optionalText('租户编号', 32),
  username: optionalText('用户名', 64),
  password: optionalText('密码', 128),
  refresh_token: optionalText('刷新令牌', 256),
});

const headerText = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[0] : v;

function clientAuthenticated(header: string | undefined): boolean {
  if (!header) return false;
  const match = /^basic\s+(\S+)$/i.exec(header.trim());
  if (!match) return false;
  return Buffer.from(match[1], 'base64').toString('utf8') === `${CLIENT_ID}:${CLIENT_SECRET}`;
}

/** OAuth error codes of strict mode's refusals (Spring Security OAuth2's `error`). */
type OAuthError = 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type';

/**
 * A refused grant. Today's shape is `{error_code, error_description}`; strict mode answers as
 * Spring Security OAuth2 does, `{error, error_description}`, with the same Chinese description.
 */
async function refuse(
  ctx: ServerContext,
  reply: FastifyReply,
  status: 400 | 401,
  description: string,
  error: OAuthError = 'invalid_grant',
): Promise<FastifyReply> {
  const body = ctx.strict
    ? { error, error_description: description }
    : { error_code: status, error_description: description };
  return reply.code(status).send(body);
}

function issueTokens(ctx: ServerContext, user: UserRow): Record<string, string | number | null> {
  const now = ctx.now();
  const access = randomBytes(32).toString('hex');
  const refresh = randomBytes(32).toString('hex');
  ctx.db.transaction((tx) => {
    // Forget tokens that died more than a day ago, so the table does not grow without end.
    tx.delete(tokens)
      .where(lt(tokens.expiresAt, now - 24 * 3600_000))
      .run();
    tx.insert(tokens)
      .values([
        {
          token: access,
          kind: 'access',
          userId: user.id,
          expiresAt: now + ctx.tokenTtlSeconds * 1000,
          createdAt: now,
        },
        {
          token: refresh,
          kind: 'refresh',
          userId: user.id,
          expiresAt: now + ctx.refreshTtlSeconds * 1000,
          createdAt: now,
        },
      ])
      .run();
  });
  return {
    access_token: access,
    token_type: 'bearer',
    refresh_token: refresh,
    expires_in: ctx.tokenTtlSeconds,
    scope: 'all',
    user_id: user.id,
    account: user.account,
    user_name: user.account,
    real_name: user.realName,
    tenant_id: user.tenantId,
    dept_id: user.deptId,
    role_name: user.roleName,
    license: 'powered by blade',
  };
}

/** The tenant of a password grant: the form's tenantId, else the Tenant-Id header. */
function tenantOf(ctx: ServerContext, body: string | undefined, header: unknown): string | null {
  if (body) return body;
  if (typeof header === 'string' && header.trim()) return header.trim();
  // A real blade-auth refuses a grant that names no tenant; today's server assumes the default.
  return ctx.strict ? null : DEFAULT_TENANT_ID;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(SESSION_API.token, async (request, reply) => {
    if (!clientAuthenticated(request.headers.authorization)) {
      if (ctx.strict) return reply.code(401).send(STRICT_CLIENT_REFUSAL);
      return refuse(ctx, reply, 401, TOKEN_ERRORS.client);
    }
    // Saber front ends put the grant in the query string; docs/api.md puts it in the form body.
    const parsed = tokenBody.safeParse({
      ...(request.query as object),
      ...((request.body ?? {}) as object),
    });
    if (!parsed.success)
      return refuse(
        ctx,
        reply,
        400,
        parsed.error.issues[0]?.message ?? TOKEN_ERRORS.password,
        'invalid_request',
      );
    const body = parsed.data;

    // The captcha grant is the password grant after a one-time code check (CaptchaTokenGranter).
    if (body.grant_type === 'password' || body.grant_type === 'captcha') {
      if (
        body.grant_type === 'captcha' &&
        !verifyCaptcha(
          ctx,
          headerText(request.headers['captcha-key']),
          headerText(request.headers['captcha-code']),
        )
      )
        return refuse(ctx, reply, 400, TOKEN_ERRORS.captcha);
      if (!body.username || !body.password)
        return refuse(ctx, reply, 400, TOKEN_ERRORS.missing, 'invalid_request');
      const tenantId = tenantOf(ctx, body.tenantId, request.headers['tenant-id']);
      if (tenantId === null) return refuse(ctx, reply, 400, TOKEN_ERRORS.tenant, 'invalid_request');
      // A locked account is refused before its password is even looked at.
      const locked = ctx.logins.lockedMinutes(tenantId, body.username);
      if (locked > 0) return refuse(ctx, reply, 400, lockedMessage(locked));
      const user = ctx.db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.account, body.username)))
        .get();
      if (!user || user.passwordMd5 !== body.password.toLowerCase()) {
        // Unknown accounts count too: the answer must not tell which accounts exist.
        const nowLocked = ctx.logins.failed(tenantId, body.username);
        return refuse(
          ctx,
          reply,
          400,
          nowLocked ? lockedMessage(LOCK_MS / 60_000) : TOKEN_ERRORS.password,
        );
      }
      ctx.logins.succeeded(tenantId, body.username);
      return reply.send(issueTokens(ctx, user));
    }

    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) return refuse(ctx, reply, 400, TOKEN_ERRORS.refresh);
      const now = ctx.now();
      const user = ctx.db.transaction((tx) => {
        const row = tx
          .select()
          .from(tokens)
          .where(
            and(
              eq(tokens.token, body.refresh_token as string),
              eq(tokens.kind, 'refresh'),
              eq(tokens.revoked, 0),
            ),
          )
          .get();
        if (!row || row.expiresAt <= now) return null;
        // Today's server rotates: a refresh token is good for one refresh only. A real BladeX's
        // refresh token is a JWT, valid until it expires however often it is used (strict mode).
        if (!ctx.strict)
          tx.update(tokens).set({ revoked: 1 }).where(eq(tokens.token, row.token)).run();
        return tx.select().from(users).where(eq(users.id, row.userId)).get() ?? null;
      });
      if (!user) return refuse(ctx, reply, 400, TOKEN_ERRORS.refresh);
      return reply.send(issueTokens(ctx, user));
    }

    return refuse(ctx, reply, 400, TOKEN_ERRORS.grant, 'unsupported_grant_type');
  });
}
