import { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import { SEAL } from '../../../shared/stamping/constants';
import { cacheKey } from '../db/cache';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import { stampRowSchema, type StampRow } from '../../../shared/stamping/schemas';
import { STAMPING_API } from '../../../shared/stamping/constants';

// Electronic seals on a task's documents (spec 02 §7 "Stamping and evidence").

export interface StampService {
  list(req: ParsedRequest<'stamping:list'>): Promise<Cached<StampRow[]>>;
  seal(req: ParsedRequest<'stamping:seal'>): Promise<ActionResult>;
}

export function createStampService(
  client: () => BladeClient,
  reads: () => ReadContext,
): StampService {
  return {
    list: (req) =>
      readThrough(reads(), cacheKey('stamping:list', req), () =>
        client().call({
          path: STAMPING_API.stampList,
          form: { rwid: req.RWID },
          schema: z.array(stampRowSchema),
          read: true,
        }),
      ),

    seal: (req) =>
      callForMessage(
        client(),
        {
          path: STAMPING_API.seal,
          form: {
            runId: req.runId,
            flwslb: SEAL.flwslb,
            wssyid: req.wssyid,
            provinceCode: SEAL.provinceCode,
          },
        },
        M.stampDone,
      ),
  };
}
