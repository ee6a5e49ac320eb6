import { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient, StreamOptions } from '../api/client';
import { trimSlash } from '../api/wire';
import { cacheKey } from '../db/cache';
import { fetchDownload } from '../downloads/save-download';
import { InvalidArgumentError } from '../errors';
import type { Logger } from '../logger';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached, Download } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import { attachmentParams, MOBILE_PACKAGE_FILE_TYPES } from '../../../shared/attachments/rules';
import { pageOf, type Page } from '../../../shared/common/schemas';
import {
  attachmentGroupSchema,
  attachmentRecordSchema,
  previewLinkQuery,
  type PreviewTime,
  type AttachmentGroup,
  type AttachmentRecord,
} from '../../../shared/attachments/schemas';
import { previewTime } from '../documents/file-service';
import { ATTACHMENTS_API } from '../../../shared/attachments/constants';

// The attachment manager and viewer (spec 01 §3, §8; spec 02 §5, §8): list, rename, delete and
// download by fileId; the viewer's groups, its media links and the mobile package. Uploads are
// not here: every upload goes through the queue (src/main/core/upload).

export interface AttachmentService {
  list(req: ParsedRequest<'attachments:list'>): Promise<Cached<Page<AttachmentRecord>>>;
  groups(req: ParsedRequest<'attachments:groups'>): Promise<Cached<AttachmentGroup[]>>;
  rename(req: ParsedRequest<'attachments:rename'>): Promise<ActionResult>;
  remove(req: ParsedRequest<'attachments:delete'>): Promise<ActionResult>;
  download(req: ParsedRequest<'attachments:download'>): Promise<Download>;
  mobilePackage(req: ParsedRequest<'attachments:mobilePackage'>): Promise<Download>;
  mediaUrl(req: ParsedRequest<'attachments:mediaUrl'>): Promise<{ url: string }>;
}

export type AttachmentDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  /** The server URL in use: media links point at its /preview/media, which needs no Blade-Auth. */
  serverUrl: () => string;
  /** Whether the server signs media links (the time call then carries the md5). */
  signPreviewLinks: () => boolean;
  downloadsDir: () => string;
  logger: Logger;
};

/** Used only when the server names no file (it normally does, in Content-Disposition). */
const mobilePackageFallbackName = (rwid: string): string => `移动端附件_${rwid}.zip`;

/**
 * `<server>/preview/media?md5=…&expireTime=…[&uid=…&sign=…]`: an address <img>/<video> can load
 * without headers; signed when the server signs (the reference server), plain for a real BladeX.
 */
export function buildMediaUrl(serverUrl: string, md5: string, time: number | PreviewTime): string {
  const t = typeof time === 'number' ? { expireTime: time, signed: null } : time;
  return `${trimSlash(serverUrl)}${ATTACHMENTS_API.media}?${previewLinkQuery(md5, t)}`;
}

/**
 * The viewer shows one group per document: the server may answer the same wsmc more than once
 * (one per document instance), so groups are merged by name, in first-seen order, files kept in
 * their order and never twice.
 */
export function mergeGroups(groups: readonly AttachmentGroup[]): AttachmentGroup[] {
  const byName = new Map<string, AttachmentGroup>();
  for (const g of groups) {
    const into = byName.get(g.wsmc);
    if (!into) {
      byName.set(g.wsmc, { wsmc: g.wsmc, fjlist: [...g.fjlist] });
      continue;
    }
    const seen = new Set(into.fjlist.map((f) => f.ID));
    for (const f of g.fjlist) if (!seen.has(f.ID)) into.fjlist.push(f);
  }
  return [...byName.values()];
}

export function createAttachmentService(deps: AttachmentDeps): AttachmentService {
  const fetchFile = (options: StreamOptions, fallbackName: string): Promise<Download> =>
    fetchDownload(deps.client(), options, deps.downloadsDir(), fallbackName, deps.logger);

  return {
    list: (req) =>
      readThrough(deps.reads(), cacheKey('attachments:list', req), () =>
        deps.client().call({
          path: ATTACHMENTS_API.list,
          form: {
            runId: req.runId,
            current: req.current,
            size: req.size,
            fileType: req.fileType,
            params: attachmentParams(req),
          },
          schema: pageOf(attachmentRecordSchema),
          read: true,
        }),
      ),

    groups: (req) =>
      readThrough(deps.reads(), cacheKey('attachments:groups', req), async () => {
        const groups = await deps.client().call({
          path: ATTACHMENTS_API.wsFjList,
          form: { RWID: req.RWID, FILE_TYPE: req.FILE_TYPE, SFCXLSSJ: req.SFCXLSSJ },
          schema: z.array(attachmentGroupSchema),
          read: true,
        });
        return mergeGroups(groups);
      }),

    rename: (req) =>
      callForMessage(
        deps.client(),
        {
          path: ATTACHMENTS_API.rename,
          form: {
            fileId: req.fileId,
            runId: req.runId,
            showName: req.showName,
            params: attachmentParams(req),
            businessUsage: req.businessUsage,
            wsyllx: req.wsyllx,
          },
        },
        M.attachmentRenamed,
      ),

    remove: (req) =>
      callForMessage(
        deps.client(),
        {
          path: ATTACHMENTS_API.remove,
          form: { fileId: req.fileId, runId: req.runId, params: attachmentParams(req) },
        },
        M.attachmentDeleted,
      ),

    download: (req) =>
      fetchFile(
        {
          path: ATTACHMENTS_API.download,
          method: 'GET',
          query: { fileId: req.fileId, runId: req.runId, params: attachmentParams(req) },
        },
        req.fileName,
      ),

    mobilePackage: (req) =>
      fetchFile(
        {
          path: ATTACHMENTS_API.mobilePackage,
          method: 'POST',
          form: { RWID: req.RWID, FILE_TYPE: MOBILE_PACKAGE_FILE_TYPES },
        },
        mobilePackageFallbackName(req.RWID),
      ),

    mediaUrl: async (req) => {
      const md5 = req.md5?.trim();
      if (!md5) throw new InvalidArgumentError(M.attachmentNoViewer);
      const time = await previewTime(deps.client(), md5, deps.signPreviewLinks());
      return { url: buildMediaUrl(deps.serverUrl(), md5, time) };
    },
  };
}
