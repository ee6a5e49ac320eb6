import { z } from 'zod';
import { type FILES_CHANNELS } from './channels';

/** A file the officer chose: `ref` names it to main (a native-dialog path or a browser-mode staged copy). */
export type PickedFile = { ref: string; name: string; size: number };

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

export type FilesResponses = {
  'files:pick': { opened: boolean; files: PickedFile[] };
};
