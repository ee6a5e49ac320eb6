import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { attachments, type AttachmentRow } from '../attachments/tables';

/** The attachment a merged (or instantly uploaded) uploadKey produced, deleted or not. */
export const attachmentOfKey = (ctx: ServerContext, uploadKey: string): AttachmentRow | undefined =>
  ctx.db.select().from(attachments).where(eq(attachments.uploadKey, uploadKey)).get();
