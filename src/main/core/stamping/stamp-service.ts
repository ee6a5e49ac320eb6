import { z } from 'zod';
import type { ActionResult, Cached, ParsedRequest } from '../../../shared/contract';
import { M } from '../../../shared/messages';
import { anyDataSchema, stampRowSchema, type StampRow } from '../../../shared/schemas/server';
import type { BladeClient } from '../api/client';
import { ACTION_API, SEAL } from '../api/paths';
import { cacheKey } from '../db/cache';
import { actionResult } from '../documents/document-service';
import { readThrough, type ReadContext } from '../reads';

// Electronic seals on a task's documents (spec 02 §7 "Stamping and evidence").

export interface StampService {
  list(req: ParsedRequest<'stamping:list'>): Promise<Cached<StampRow[]>>;
  seal(req: ParsedRequest<'stamping:seal'>): Promise<ActionResult>;
}

export function createStampService(client: () => BladeClient, reads: () => ReadContext): StampService {
  return {
    list: (req) =>
      readThrough(reads(), cacheKey('stamping:list', req), () =>
        client().call({ path: ACTION_API.stampList, form: { rwid: req.RWID }, schema: z.array(stampRowSchema), read: true }),
      ),

    seal: async (req) => {
      const { msg } = await client().callWithMessage({
        path: ACTION_API.seal,
        form: { runId: req.runId, flwslb: SEAL.flwslb, wssyid: req.wssyid, provinceCode: SEAL.provinceCode },
        schema: anyDataSchema,
      });
      return actionResult(msg, M.stampDone);
    },
  };
}
