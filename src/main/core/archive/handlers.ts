import type { Write } from '../writes';
import type { ArchiveService } from './archive-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { ARCHIVE_CHANNELS } from '../../../shared/archive/channels';

/** The archive area's part of the handler map. */
export function archiveHandlers(
  archive: ArchiveService,
  write: Write,
): AreaHandlers<(typeof ARCHIVE_CHANNELS)[number]> {
  return {
    'archive:categories': async (req) => archive.categories(req),
    'archive:caseTypes': async (req) => archive.caseTypes(req),
    'archive:readiness': async (req) => archive.readiness(req),
    // A failed follow-up comes after the task was archived: the windows refresh either way.
    'archive:close': write('archive:close', async (req) => archive.close(req), {
      evenOnFailure: true,
    }),
  };
}
