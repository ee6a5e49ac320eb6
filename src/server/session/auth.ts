import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { tokens, users, type UserRow } from './tables';
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
} as const;

const tokenBody = z.object({
  grant_type: optionalText('授权类型', 32),
  tenantId: optionalText('租户编号', 32),
  username: optionalText('用户名', 64),
  password: optionalText('密码', 128),
  refresh_token: optionalText('刷新令牌', 256),
});

function clientAuthenticated(header: string | undefined): boolean {
  if (!header) return false;
  const match = /^basic\s+(\S+)$/i.exec(header.trim());
  if (!match) return false;
  return Buffer.from(match[1], 'base64').toString('utf8') === `${CLIENT_ID}:${CLIENT_SECRET}`;
}

async function refuse(
  reply: FastifyReply,
  status: 400 | 401,
  description: string,
): Promise<FastifyReply> {
  return reply.code(status).send({ error_code: status, error_description: description });
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

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(SESSION_API.token, async (request, reply) => {
    if (!clientAuthenticated(request.headers.authorization))
      return refuse(reply, 401, TOKEN_ERRORS.client);
    // Saber front ends put the grant in the query string; docs/api.md puts it in the form body.
    const parsed = tokenBody.safeParse({
      ...(request.query as object),
      ...((request.body ?? {}) as object),
    });
    if (!parsed.success)
      return refuse(reply, 400, parsed.error.issues[0]?.message ?? TOKEN_ERRORS.password);
    const body = parsed.data;

    if (body.grant_type === 'password') {
      if (!body.username || !body.password) return refuse(reply, 400, TOKEN_ERRORS.missing);
      const headerTenant = request.headers['tenant-id'];
      const tenantId =
        body.tenantId ??
        (typeof headerTenant === 'string' && headerTenant ? headerTenant : DEFAULT_TENANT_ID);
      const user = ctx.db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.account, body.username)))
        .get();
      if (!user || user.passwordMd5 !== body.password.toLowerCase())
        return refuse(reply, 400, TOKEN_ERRORS.password);
      return reply.send(issueTokens(ctx, user));
    }

    if (body.grant_type === 'refresh_token') {
      if (!body.refresh_token) return refuse(reply, 400, TOKEN_ERRORS.refresh);
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
        // Rotation: a refresh token is good for one refresh only.
        tx.update(tokens).set({ revoked: 1 }).where(eq(tokens.token, row.token)).run();
        return tx.select().from(users).where(eq(users.id, row.userId)).get() ?? null;
      });
      if (!user) return refuse(reply, 400, TOKEN_ERRORS.refresh);
      return reply.send(issueTokens(ctx, user));
    }

    return refuse(reply, 400, TOKEN_ERRORS.grant);
  });
}
