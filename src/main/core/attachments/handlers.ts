import type { Write } from '../writes';
import type { AttachmentService } from './attachment-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { ATTACHMENTS_CHANNELS } from '../../../shared/attachments/channels';

/** The attachments area's part of the handler map. */
export function attachmentsHandlers(
  attachments: AttachmentService,
  write: Write,
): AreaHandlers<(typeof ATTACHMENTS_CHANNELS)[number]> {
  return {
    'attachments:list': async (req) => attachments.list(req),
    'attachments:rename': write('attachments:rename', async (req) => attachments.rename(req)),
    'attachments:delete': write('attachments:delete', async (req) => attachments.remove(req)),
    'attachments:download': async (req) => attachments.download(req),
    'attachments:groups': async (req) => attachments.groups(req),
    'attachments:mobilePackage': async (req) => attachments.mobilePackage(req),
    'attachments:mediaUrl': async (req) => attachments.mediaUrl(req),
  };
}
