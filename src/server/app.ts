import formbody from '@fastify/formbody';
import { and, eq, gt } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { setCurrentUser, type ServerContext } from './context';
import { tokens, users, type UserRow } from './session/tables';
import { fail, UNAUTHORIZED_MSG } from './envelope';
import { registerArchiveRoutes } from './archive/routes';
import { registerAttachmentsRoutes } from './attachments/routes';
import { registerCreditRoutes } from './credit/routes';
import { registerDetailRoutes } from './detail/routes';
import { registerDictRoutes } from './dict/routes';
import { registerDocumentsRoutes } from './documents/routes';
import { registerGenericRoutes } from './generic/routes';
import { registerSessionRoutes } from './session/routes';
import { registerStampingRoutes } from './stamping/routes';
import { registerTasksRoutes } from './tasks/routes';
import { registerUnitsRoutes } from './units/routes';
import { registerUploadsRoutes } from './uploads/routes';
import { registerVideosRoutes } from './videos/routes';
import { SESSION_API } from '../shared/session/constants';
import { UPLOADS_API } from '../shared/uploads/constants';

/** `Blade-Auth: bearer <token>` → the token's officer, if the token is a live access token. */
function userOfToken(ctx: ServerContext, header: string | string[] | undefined): UserRow | null {
  if (typeof header !== 'string') return null;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return null;
  const row = ctx.db
    .select({ user: users })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(
      and(
        eq(tokens.token, match[1]),
        eq(tokens.kind, 'access'),
        eq(tokens.revoked, 0),
        gt(tokens.expiresAt, ctx.now()),
      ),
    )
    .get();
  return row?.user ?? null;
}

const PREVIEW_PREFIX = '/preview/';

/** Every area's routes and generic registrations, one line per area (docs/architecture.md). */
const AREAS: ReadonlyArray<(app: FastifyInstance, ctx: ServerContext) => void> = [
  registerSessionRoutes,
  registerDictRoutes,
  registerTasksRoutes,
  registerDetailRoutes,
  registerDocumentsRoutes,
  registerStampingRoutes,
  registerArchiveRoutes,
  registerUnitsRoutes,
  registerUploadsRoutes,
  registerAttachmentsRoutes,
  registerVideosRoutes,
  registerGenericRoutes,
  registerCreditRoutes,
];

export async function buildApp(ctx: ServerContext): Promise<FastifyInstance> {
  // Closing ends every connection, in flight or kept alive: a stalled slice PUT or a half-read video
  // stream must not hold the embedded server (or a test's afterAll) open until its socket times out.
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, forceCloseConnections: true });
  await app.register(formbody);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    // The token call, the preview pages whose link (md5 + expireTime) is its own permission, and
    // slice PUTs whose signed URL is theirs (like an object store's presigned URL).
    if (
      path === SESSION_API.token ||
      path.startsWith(PREVIEW_PREFIX) ||
      path.startsWith(UPLOADS_API.slicePrefix)
    )
      return;
    const user = userOfToken(ctx, request.headers['blade-auth']);
    if (!user) {
      await reply.code(401).send(fail(UNAUTHORIZED_MSG, 401));
      return reply;
    }
    setCurrentUser(request, user);
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(fail(`接口不存在：${request.method} ${request.url.split('?')[0]}`, 404)),
  );

  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(fail('请求格式不正确', status));
    ctx.log(`reference server error: ${error.message ?? String(error)}`);
    return reply.code(500).send(fail('服务器内部错误', 500));
  });

  for (const register of AREAS) register(app, ctx);
  return app;
}
