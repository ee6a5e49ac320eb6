import { z } from 'zod';
import { type STAMPING_CHANNELS } from './channels';
import { type ActionResult, type Cached, type Download } from '../common/types';
import { id } from '../common/ipc';
import { type StampRow } from './schemas';
import type { StampVariantId } from './variants';

export const stampingRequests = {
  'stamping:list': z.object({ RWID: id }),
  'stamping:seal': z.object({ runId: id, wssyid: id }),
  /** The row's file by its `path` (spec 02): main finds the path in the list, never the renderer. */
  'stamping:download': z.object({ RWID: id, id, fileName: z.string().min(1).max(200) }),
} as const satisfies Record<(typeof STAMPING_CHANNELS)[number], unknown>;

/** The sealing list of a task in the variant of the officer's province. */
export type StampList = {
  variant: StampVariantId;
  /** False: the officer's province has no sealing service of its own; the default one is used. */
  own: boolean;
  /** The officer's province (first two digits of the regional unit code), null when unknown. */
  province: string | null;
  rows: StampRow[];
};

export type StampingResponses = {
  'stamping:list': Cached<StampList>;
  'stamping:seal': ActionResult;
  'stamping:download': Download;
};
