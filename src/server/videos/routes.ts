import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerEvidenceRoutes } from './evidence';
import { registerVideoSyncRoutes } from './sync';
import { registerVideoMediaRoute } from './url';
import { registerVideoRoutes } from './videos';

/** Recorder videos (list, bind, remark, media), missing-video sync, enforcement videos and evidence. */
export function registerVideosRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerVideoRoutes(app, ctx);
  registerVideoMediaRoute(app, ctx);
  registerVideoSyncRoutes(app, ctx);
  registerEvidenceRoutes(app, ctx);
}
