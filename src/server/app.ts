import formbody from '@fastify/formbody';
import { and, eq, gt } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { setCurrentUser, type ServerContext } from './context';
import { tokens, users, type UserRow } from './session/tables';
import { fail, UNAUTHORIZED_MSG } from './envelope';
import { nullToEmpty, RouteTable, springError, STRICT_UNAUTHORIZED_BODY } from './strict';
import { filterValues } from './xss';
import { registerActionsRoutes } from './actions/routes';
import { registerPenaltyRoutes } from './penalty/routes';
import { registerProductsRoutes } from './products/routes';
import { registerInspectionRoutes } from './inspection/routes';
import { registerServiceRoutes } from './service/routes';
import { registerArchiveRoutes } from './archive/routes';
import { registerAttachmentsRoutes } from './attachments/routes';
import { registerCreditRoutes } from './credit/routes';
import { registerFireRoutes } from './fire/routes';
import { registerHistoryRoutes } from './history/routes';
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
  registerFireRoutes,
  registerHistoryRoutes,
  registerActionsRoutes,
  registerPenaltyRoutes,
  registerProductsRoutes,
  registerInspectionRoutes,
  registerServiceRoutes,
];

/** Fastify's codes of request bodies it could not take (the client's mistake, never a 500). */
const BODY_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type is not supported',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Required request body is missing',
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON parse error',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Maximum upload size exceeded',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
};

type RequestError = { statusCode?: number; message?: string; code?: string };

/** Strict mode's English framework message for a refused request (as Spring words it). */
function springMessage(
  error: RequestError,
  contentType: string | undefined,
  status: number,
): string {
  if (status === 415) return `Content-Type '${contentType ?? ''}' is not supported`;
  if (error.code && BODY_ERRORS[error.code]) return BODY_ERRORS[error.code];
  return status >= 500 ? 'Internal Server Error' : 'Bad Request';
}

export async function buildApp(ctx: ServerContext): Promise<FastifyInstance> {
  // Closing ends every connection, in flight or kept alive: a stalled slice PUT or a half-read video
  // stream must not hold the embedded server (or a test's afterAll) open until its socket times out.
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024, forceCloseConnections: true });
  await app.register(formbody);
  const routes = new RouteTable();
  app.addHook('onRoute', (route) => routes.add(route.url, route.method));

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    // The token call, the preview pages whose signed link is its own permission, and slice PUTs
    // whose signed URL is theirs (like an object store's presigned URL).
    if (
      path === SESSION_API.token ||
      path === SESSION_API.captcha ||
      path.startsWith(PREVIEW_PREFIX) ||
      path.startsWith(UPLOADS_API.slicePrefix)
    )
      return;
    const user = userOfToken(ctx, request.headers['blade-auth']);
    if (!user) {
      // blade-tool's SecureInterceptor answers HTTP 200 with code 401 in the body.
      if (ctx.strict) await reply.code(200).type('application/json').send(STRICT_UNAUTHORIZED_BODY);
      else await reply.code(401).send(fail(UNAUTHORIZED_MSG, 401));
      return reply;
    }
    setCurrentUser(request, user);
  });

  if (ctx.strict) {
    // The XSS request filter: text parameters reach the handlers escaped (xss.ts).
    app.addHook('preValidation', async (request) => {
      filterValues(request.query);
      if (request.body !== null && typeof request.body === 'object') filterValues(request.body);
    });
    // Jackson with null-to-empty: every JSON answer, refusals included.
    app.addHook('preSerialization', async (_request, _reply, payload) => nullToEmpty(payload));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!ctx.strict)
      return reply.code(404).send(fail(`接口不存在：${request.method} ${path}`, 404));
    const allowed = routes.methodsOf(path);
    if (allowed.length > 0 && !allowed.includes(request.method))
      return reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .send(
          springError(ctx.now(), 405, path, `Request method '${request.method}' is not supported`),
        );
    return reply.code(404).send(springError(ctx.now(), 404, path));
  });

  app.setErrorHandler(async (error: RequestError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) ctx.log(`reference server error: ${error.message ?? String(error)}`);
    if (ctx.strict) {
      const path = request.url.split('?')[0];
      const message = springMessage(error, request.headers['content-type'], status);
      return reply.code(status).send(springError(ctx.now(), status, path, message));
    }
    if (status < 500) return reply.code(status).send(fail('请求格式不正确', status));
    return reply.code(500).send(fail('服务器内部错误', 500));
  });

  for (const register of AREAS) register(app, ctx);
  return app;
}
