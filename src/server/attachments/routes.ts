import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerAttachmentRoutes } from './manager';
import { registerAttachmentViewerRoutes } from './viewer';

/** The attachment manager (list, upload, remove, rename, download) and the attachment viewer. */
export function registerAttachmentsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAttachmentRoutes(app, ctx);
  registerAttachmentViewerRoutes(app, ctx);
}
