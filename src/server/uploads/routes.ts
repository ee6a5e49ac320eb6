import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerChunkRoutes } from './chunk';
import { registerSliceRoutes } from './slice';

/** The chunked protocol: check, init and merge (Blade-Auth), and the signed slice PUTs. */
export function registerUploadsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerChunkRoutes(app, ctx);
  registerSliceRoutes(app, ctx);
}
