import { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient } from '../api/client';
import type { StreamOptions } from '../api/stream';
import { cacheKey } from '../db/cache';
import { fetchDownload } from '../downloads/save-download';
import { InvalidArgumentError } from '../errors';
import type { Logger } from '../logger';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached, Download } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import type { StampList } from '../../../shared/stamping/contract';
import { stampRowSchema } from '../../../shared/stamping/schemas';
import { provinceOf, sealFormOf, stampVariantFor } from '../../../shared/stamping/variants';

// Electronic seals on a task's documents (spec 01 §7, spec 02 §7 "Stamping and evidence"), through
// the sealing service of the officer's province: the variant is chosen from the regional unit code
// the login found (core/session/context.ts), one table for every province (shared/stamping/variants).

export interface StampService {
  list(req: ParsedRequest<'stamping:list'>): Promise<Cached<StampList>>;
  seal(req: ParsedRequest<'stamping:seal'>): Promise<ActionResult>;
  download(req: ParsedRequest<'stamping:download'>): Promise<Download>;
}

export type StampDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  /** The signed-in officer's regional unit code ('' or null when the login found none). */
  regionCode: () => string | null;
  /** The server URL in use: a row's absolute path is fetched only when it points there. */
  serverUrl: () => string;
  downloadsDir: () => string;
  logger: Logger;
};

/**
 * A row's `path` as a call on the officer's server: a server path ('/api/…?md5=…') or a URL on the
 * same origin. Anything else would carry the officer's token to another host: null.
 */
export function streamOfPath(path: string, serverUrl: string): StreamOptions | null {
  let url: URL;
  try {
    const base = new URL(serverUrl);
    url = path.startsWith('/') && !path.startsWith('//') ? new URL(path, base) : new URL(path);
    if (url.origin !== base.origin) return null;
  } catch {
    return null;
  }
  const query = Object.fromEntries(url.searchParams);
  return { path: url.pathname, method: 'GET', ...(Object.keys(query).length ? { query } : {}) };
}

export function createStampService(deps: StampDeps): StampService {
  const variantNow = (): ReturnType<typeof stampVariantFor> => stampVariantFor(deps.regionCode());

  const list: StampService['list'] = (req) => {
    const { variant, own } = variantNow();
    return readThrough(
      deps.reads(),
      cacheKey('stamping:list', { ...req, v: variant.id }),
      async () => ({
        variant: variant.id,
        own,
        province: provinceOf(deps.regionCode()),
        rows: await deps.client().call({
          path: variant.listPath,
          form: { rwid: req.RWID },
          schema: z.array(stampRowSchema),
          read: true,
        }),
      }),
    );
  };

  return {
    list,

    seal: (req) => {
      const { variant } = variantNow();
      return callForMessage(
        deps.client(),
        {
          path: variant.sealPath,
          form: sealFormOf(variant, req.runId, req.wssyid),
        },
        M.stampDone,
      );
    },

    download: async (req) => {
      // The path comes from the server's own list, never from the renderer.
      const row = (await list({ RWID: req.RWID })).data.rows.find((r) => r.id === req.id);
      const stream = row?.path ? streamOfPath(row.path, deps.serverUrl()) : null;
      if (!stream) throw new InvalidArgumentError(M.fileDownloadUnavailable);
      return fetchDownload(deps.client(), stream, deps.downloadsDir(), req.fileName, deps.logger);
    },
  };
}
