import type { Write } from '../writes';
import type { VideoService } from './video-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { VIDEOS_CHANNELS } from '../../../shared/videos/channels';

/** The videos area's part of the handler map. */
export function videosHandlers(
  videos: VideoService,
  write: Write,
): AreaHandlers<(typeof VIDEOS_CHANNELS)[number]> {
  return {
    'videos:bound': async (req) => videos.bound(req),
    'videos:list': async (req) => videos.list(req),
    'videos:bind': write('videos:bind', async (req) => videos.bind(req)),
    'videos:unbind': write('videos:unbind', async (req) => videos.unbind(req)),
    'videos:remark': write('videos:remark', async (req) => videos.remark(req)),
    'videos:units': async () => videos.units(),
    'videos:missing': async (req) => videos.missing(req),
    'videos:sync': write('videos:sync', async (req) => videos.sync(req)),
    'videos:enforcement': async (req) => videos.enforcement(req),
    'videos:evidenceTree': async (req) => videos.evidenceTree(req),
    'videos:evidenceSync': write('videos:evidenceSync', async (req) => videos.evidenceSync(req)),
    'videos:suggest': async (req) => videos.suggest(req),
    'videos:stale': async () => videos.stale(),
  };
}
