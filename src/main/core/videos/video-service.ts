import { z } from 'zod';
import { M } from '../../../shared/messages';
import { callForMessage } from '../api/action';
import type { BladeClient, Form } from '../api/client';
import { trimSlash } from '../api/wire';
import { cacheKey } from '../db/cache';
import { InvalidArgumentError } from '../errors';
import { readThrough, type ReadContext } from '../reads';
import type { ActionResult, Cached } from '../../../shared/common/types';
import type { ParsedRequest } from '../../../shared/contract';
import { ENFORCEMENT_QUERY, UNIT_TREE_TABLE, VIDEOS_API } from '../../../shared/videos/constants';
import { checkMissingVideoSearch } from '../../../shared/videos/rules';
import { pageOf, type Page } from '../../../shared/common/schemas';
import {
  boundVideosSchema,
  enforcementVideoSchema,
  evidenceGroupSchema,
  missingVideoPageSchema,
  orgUnitSchema,
  type EnforcementVideo,
  type EvidenceGroup,
  type MissingVideo,
  type OrgUnit,
  type VideoRecord,
  videoRecordSchema,
} from '../../../shared/videos/schemas';
import { GENERIC_API } from '../../../shared/generic/constants';
import type { StaleVideoList, TaskVideoSuggestions } from '../../../shared/videos/contract';
import type { ReadChannel } from '../gather';
import { silentLogger, type Logger } from '../logger';
import { gatherStaleVideos, gatherTaskSuggestions } from './suggest';

// Law-enforcement recorder videos (spec 01 §2–§9) and the law-enforcement evidence tree (spec 02
// §3, §7): reads go through the cache so an offline officer still sees the last answer; writes
// (bind, unbind, remark, sync) never are cached or replayed.

export interface VideoService {
  bound(req: ParsedRequest<'videos:bound'>): Promise<Cached<VideoRecord[]>>;
  list(req: ParsedRequest<'videos:list'>): Promise<Cached<Page<VideoRecord>>>;
  bind(req: ParsedRequest<'videos:bind'>): Promise<ActionResult>;
  unbind(req: ParsedRequest<'videos:unbind'>): Promise<ActionResult>;
  remark(req: ParsedRequest<'videos:remark'>): Promise<ActionResult>;
  units(): Promise<Cached<OrgUnit[]>>;
  missing(req: ParsedRequest<'videos:missing'>): Promise<{ list: MissingVideo[]; total: number }>;
  sync(req: ParsedRequest<'videos:sync'>): Promise<ActionResult>;
  enforcement(req: ParsedRequest<'videos:enforcement'>): Promise<Cached<Page<EnforcementVideo>>>;
  evidenceTree(req: ParsedRequest<'videos:evidenceTree'>): Promise<Cached<EvidenceGroup[]>>;
  evidenceSync(req: ParsedRequest<'videos:evidenceSync'>): Promise<ActionResult>;
  /** The videos likely the task's (./suggest.ts), from the other areas' cached reads. */
  suggest(req: ParsedRequest<'videos:suggest'>): Promise<Cached<TaskVideoSuggestions>>;
  /** The officer's videos left unbound for more than the working days, with likely tasks. */
  stale(): Promise<Cached<StaleVideoList>>;
}

export type VideoDeps = {
  client: () => BladeClient;
  reads: () => ReadContext;
  /** The server in use: media addresses it answers server-relative are made absolute against it. */
  serverUrl: () => string;
  /** The core's channels, through their handlers (core/app.ts): what the suggestions read. */
  read?: ReadChannel;
  logger?: Logger;
  now?: () => number;
};

/**
 * A media address the renderer can load: a server-relative one ('/preview/video/…', signed, no
 * Blade-Auth; docs/api.md) gets the server's base; absolute ones stay; an empty one is none.
 */
export function absoluteMediaUrl(serverUrl: string, url: string | null): string | null {
  const text = url?.trim();
  if (!text) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return `${trimSlash(serverUrl)}${text.startsWith('/') ? '' : '/'}${text}`;
}

/** Optional filters are sent only when given: an empty field means "no filter" to BladeX. */
function compact(form: Form): Form {
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined));
}

export function createVideoService(deps: VideoDeps): VideoService {
  const abs = (url: string | null): string | null => absoluteMediaUrl(deps.serverUrl(), url);
  const withUrl = (v: VideoRecord): VideoRecord => ({ ...v, URL: abs(v.URL) });
  const write = (path: string, form: Form, fallback: string): Promise<ActionResult> =>
    callForMessage(deps.client(), { path, form }, fallback);
  const suggestDeps = (): Parameters<typeof gatherStaleVideos>[0] => {
    if (!deps.read) throw new Error('video suggestions need the core’s channels (deps.read)');
    return { read: deps.read, logger: deps.logger ?? silentLogger, now: deps.now ?? Date.now };
  };

  return {
    bound: (req) =>
      readThrough(deps.reads(), cacheKey('videos:bound', req), () =>
        deps
          .client()
          .call({
            path: VIDEOS_API.bound,
            form: { rwid: req.rwid },
            schema: boundVideosSchema,
            read: true,
          })
          .then((list) => list.map(withUrl)),
      ),

    list: (req) =>
      readThrough(deps.reads(), cacheKey('videos:list', req), async () => {
        const page = await deps.client().call({
          path: VIDEOS_API.list,
          form: compact({
            rwid: req.rwid,
            zgdwid: req.zgdwid,
            zgdwmc: req.zgdwmc,
            kssj: req.kssj,
            jssj: req.jssj,
            reName: req.reName,
            groupName: req.groupName,
            remark: req.remark,
            bdzt: req.bdzt,
            TYGXJGFW: req.TYGXJGFW,
            current: req.current,
            size: req.size,
          }),
          schema: pageOf(videoRecordSchema),
          read: true,
        });
        return { ...page, records: page.records.map(withUrl) };
      }),

    bind: (req) => write(VIDEOS_API.bind, { rwid: req.rwid, id: req.id }, M.videoBound),
    unbind: (req) => write(VIDEOS_API.unbind, { id: req.id }, M.videoUnbound),
    remark: (req) =>
      write(VIDEOS_API.remark, { id: req.id, remark: req.remark }, M.videoRemarkChanged),

    units: () =>
      readThrough(deps.reads(), cacheKey('videos:units'), () =>
        deps.client().call({
          path: GENERIC_API.treeData,
          form: { tableName: UNIT_TREE_TABLE },
          schema: z.array(orgUnitSchema),
          read: true,
        }),
      ),

    missing: async (req) => {
      // The renderer checks as the officer types; main checks again (DESIGN §5).
      const problem = checkMissingVideoSearch(req);
      if (problem) throw new InvalidArgumentError(problem);
      return deps.client().call({
        path: VIDEOS_API.missing,
        form: {
          limit: req.limit,
          page: req.page,
          date: req.date,
          dateZ: req.dateZ,
          fileName: req.fileName.trim(),
          policeNumber: req.policeNumber.trim(),
          sn: req.sn.trim(),
        },
        schema: missingVideoPageSchema,
        read: true,
      });
    },

    sync: (req) => {
      const form: Form = {};
      for (const [k, v] of Object.entries(req.row)) if (v !== null) form[k] = v;
      return write(VIDEOS_API.syncMissing, form, M.videoSynced);
    },

    enforcement: (req) =>
      readThrough(deps.reads(), cacheKey('videos:enforcement', req), async () => {
        const page = await deps.client().call({
          path: VIDEOS_API.enforcement,
          // All six fields of spec 02 §7: the caller's source, table and type, else ours.
          form: {
            outDataSource: req.outDataSource ?? ENFORCEMENT_QUERY.outDataSource,
            businessId: req.businessId,
            businessTable: req.businessTable ?? ENFORCEMENT_QUERY.businessTable,
            businessType: req.businessType ?? ENFORCEMENT_QUERY.businessType,
            current: req.current,
            size: req.size,
          },
          schema: pageOf(enforcementVideoSchema),
          read: true,
        });
        return { ...page, records: page.records.map((v) => ({ ...v, outValue: abs(v.outValue) })) };
      }),

    evidenceTree: (req) =>
      readThrough(deps.reads(), cacheKey('videos:evidenceTree', req), async () => {
        const groups = await deps.client().call({
          path: VIDEOS_API.evidenceTree,
          form: { rwid: req.rwid },
          schema: z.array(evidenceGroupSchema),
          read: true,
        });
        return groups.map((g) => ({
          ...g,
          children: g.children.map((d) => ({
            ...d,
            children: d.children.map((f) => ({ ...f, fileUrl: abs(f.fileUrl) })),
          })),
        }));
      }),

    evidenceSync: (req) =>
      write(
        VIDEOS_API.evidenceSync,
        { runId: req.runId, wh: req.wh, wssyid: req.wssyid, outMapIds: req.outMapIds.join(',') },
        M.evidenceSynced,
      ),

    suggest: (req) => gatherTaskSuggestions(suggestDeps(), req),
    stale: () => gatherStaleVideos(suggestDeps()),
  };
}
