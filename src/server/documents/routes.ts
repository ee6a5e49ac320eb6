import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { deleteDocumentInterface, registerDocActionRoutes } from './doc-actions';
import { registerDocumentRoutes } from './documents';
import { registerFileRoutes } from './files';
import { registerPreviewTypeRoutes } from './preview-type';
import { registerReceiptRoutes } from './receipts';
import { INTERFACE_ID } from '../../shared/generic/constants';

/** Adding and editing documents, their row actions, files, print and preview. */
export function registerDocumentsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerDocumentRoutes(app, ctx);
  registerDocActionRoutes(app, ctx);
  registerFileRoutes(app, ctx);
  registerReceiptRoutes(app, ctx);
  registerPreviewTypeRoutes(app, ctx);
  ctx.generic.registerInterface(INTERFACE_ID.deleteDoc, deleteDocumentInterface(ctx));
}
