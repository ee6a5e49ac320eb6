import type { UploadService } from './service';
import type { AreaHandlers } from '../../../shared/contract';
import type { UPLOADS_CHANNELS } from '../../../shared/uploads/channels';

/** The uploads area's part of the handler map: the queue of the signed-in account. */
export function uploadsHandlers(
  uploads: UploadService,
): AreaHandlers<(typeof UPLOADS_CHANNELS)[number]> {
  return {
    'uploads:enqueue': async (req) => uploads.enqueue(req),
    'uploads:start': async (req) => uploads.start(req),
    'uploads:list': async () => uploads.list(),
    'uploads:pause': async (req) => uploads.pause(req.ids),
    'uploads:resume': async (req) => uploads.resume(req.ids),
    'uploads:cancel': async (req) => uploads.cancel(req.ids),
    'uploads:retry': async (req) => uploads.retry(req.ids),
    'uploads:clear': async () => {
      uploads.clear();
      return null;
    },
  };
}
