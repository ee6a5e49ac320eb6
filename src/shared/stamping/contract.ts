import { z } from 'zod';
import { type STAMPING_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { type StampRow } from './schemas';

export const stampingRequests = {
  'stamping:list': z.object({ RWID: id }),
  'stamping:seal': z.object({ runId: id, wssyid: id }),
} as const satisfies Record<(typeof STAMPING_CHANNELS)[number], unknown>;

export type StampingResponses = {
  'stamping:list': Cached<StampRow[]>;
  'stamping:seal': ActionResult;
};
