import { z } from 'zod';
import { type FILES_CHANNELS } from './channels';

/** A file the officer chose: `ref` names it to main (a native-dialog path or a browser-mode staged copy). */
export type PickedFile = { ref: string; name: string; size: number };

/** At most this many files in one drop (the largest dialog takes 50 per enqueue). */
export const MAX_DROPPED_FILES = 50;

export const filesRequests = {
  // Native file dialog in the desktop app; browser mode answers opened:false and stages files itself.
  'files:pick': z.object({
    extensions: z
      .array(z.string().regex(/^[a-z0-9]{1,10}$/))
      .max(50)
      .optional(),
    multiple: z.boolean(),
  }),
} as const satisfies Record<(typeof FILES_CHANNELS)[number], unknown>;

/**
 * FILES_DROPPED_CHANNEL's argument, from the preload alone: the path Electron's
 * `webUtils.getPathForFile` gave each dropped file ('' for a File that is not on the disk).
 */
export const filesDroppedRequest = z.object({
  paths: z.array(z.string().max(4096)).min(1).max(MAX_DROPPED_FILES),
});

export type FilesResponses = {
  'files:pick': { opened: boolean; files: PickedFile[] };
};
