import formbody from '@fastify/formbody';
import { and, eq, gt } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { setCurrentUser, type ServerContext } from './context';
import { tokens, users, type UserRow } from './db/schema';
import { fail, UNAUTHORIZED_MSG } from './envelope';
import { registerArchiveRoutes } from './routes/archive';
import { registerAttachmentViewerRoutes } from './routes/attachment-viewer';
import { registerAttachmentRoutes } from './routes/attachments';
import { registerAuthRoutes } from './routes/auth';
import { registerChunkRoutes } from './routes/chunk';
import { registerDetailRoutes } from './routes/detail';
import { registerDocActionRoutes } from './routes/doc-actions';
import { registerDocumentRoutes } from './routes/documents';
import { registerDictRoutes } from './routes/dict';
import { registerFileRoutes } from './routes/files';
import { registerSliceRoutes } from './routes/slice';
import { registerStampRoutes } from './routes/stamp';
import { registerTaskRoutes } from './routes/tasks';
import { registerUserRoutes } from './routes/user';
import { registerEvidenceRoutes } from './routes/evidence';
import { registerVideoSyncRoutes } from './routes/video-sync';
import { registerVideoRoutes } from './routes/videos';
import { registerVideoMediaRoute } from './video/url';
import { registerUsualRoutes } from './routes/usual';
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
    .where(and(eq(tokens.token, match[1]), eq(tokens.kind, 'access'), eq(tokens.revoked, 0), gt(tokens.expiresAt, ctx.now())))
    .get();
  return row?.user ?? null;
}

const PREVIEW_PREFIX = '/preview/';

export async function buildApp(ctx: ServerContext): Promise<FastifyInstance> {
  // Closing ends every connection, in flight or kept alive: a stalled slice PUT or a half-read video
  // stream must not hold the embedded server (or a test's afterAll) open until its socket times out.
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, forceCloseConnections: true });
  await app.register(formbody);

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    // The token call, the preview pages whose link (md5 + expireTime) is its own permission, and
    // slice PUTs whose signed URL is theirs (like an object store's presigned URL).
    if (path === SESSION_API.token || path.startsWith(PREVIEW_PREFIX) || path.startsWith(UPLOADS_API.slicePrefix)) return;
    const user = userOfToken(ctx, request.headers['blade-auth']);
    if (!user) {
      await reply.code(401).send(fail(UNAUTHORIZED_MSG, 401));
      return reply;
    }
    setCurrentUser(request, user);
  });

  app.setNotFoundHandler(async (request, reply) => reply.code(404).send(fail(`接口不存在：${request.method} ${request.url.split('?')[0]}`, 404)));

  app.setErrorHandler(async (error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send(fail('请求格式不正确', status));
    ctx.log(`reference server error: ${error.message ?? String(error)}`);
    return reply.code(500).send(fail('服务器内部错误', 500));
  });

  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerDictRoutes(app, ctx);
  registerTaskRoutes(app, ctx);
  registerDetailRoutes(app, ctx);
  registerUsualRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerDocActionRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerStampRoutes(app, ctx);
  registerArchiveRoutes(app, ctx);
  registerAttachmentRoutes(app, ctx);
  registerAttachmentViewerRoutes(app, ctx);
  registerChunkRoutes(app, ctx);
  registerSliceRoutes(app, ctx);
  registerVideoRoutes(app, ctx);
  registerVideoMediaRoute(app, ctx);
  registerVideoSyncRoutes(app, ctx);
  registerEvidenceRoutes(app, ctx);
  return app;
}
