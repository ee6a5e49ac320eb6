import { z } from 'zod';
import { type VIDEOS_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id, none } from '../common/ipc';
import { type Page } from '../common/schemas';
import {
  type EnforcementVideo,
  type EvidenceGroup,
  type MissingVideo,
  type OrgUnit,
  type VideoRecord,
} from './schemas';
import type { StaleVideo, Suggestion } from './suggest';
export const videosRequests = {
  // Law-enforcement video (issue 5)
  'videos:bound': z.object({ rwid: id }),
  'videos:list': z.object({
    rwid: id,
    zgdwid: z.string().max(64),
    zgdwmc: z.string().max(200).optional(),
    kssj: z.string().max(20).optional(),
    jssj: z.string().max(20).optional(),
    reName: z.string().max(200).optional(),
    groupName: z.string().max(200).optional(),
    remark: z.string().max(500).optional(),
    bdzt: z.enum(['', '0', '1']).optional(),
    TYGXJGFW: z.enum(['0', '1']),
    current: z.number().int().min(1),
    size: z.number().int().min(1).max(200),
  }),
  'videos:bind': z.object({ rwid: id, id }),
  'videos:unbind': z.object({ id }),
  'videos:remark': z.object({ id, remark: z.string().max(500) }),
  'videos:units': none,
  // Empty fields pass here: main's checkMissingVideoSearch answers the spec's message for each.
  'videos:missing': z.object({
    fileName: z.string().max(200),
    sn: z.string().max(64),
    policeNumber: z.string().max(64),
    date: z.string().max(20),
    dateZ: z.string().max(20),
    page: z.number().int().min(1),
    limit: z.number().int().min(1).max(200),
  }),
  'videos:sync': z.object({ row: z.record(z.string().max(60), z.string().max(2000).nullable()) }),
  'videos:enforcement': z.object({
    outDataSource: z.string().max(64).optional(),
    businessId: id,
    businessTable: z.string().max(64).optional(),
    businessType: z.string().max(64).optional(),
    current: z.number().int().min(1),
    size: z.number().int().min(1).max(100),
  }),
  'videos:evidenceTree': z.object({ rwid: id }),
  'videos:evidenceSync': z.object({
    runId: id,
    wh: z.string().max(200),
    wssyid: id,
    outMapIds: z.array(z.string().min(1).max(64)).min(1).max(500),
  }),
  // Suggested binding (issue 18): the videos likely the task's, the videos left unbound.
  'videos:suggest': z.object({ runId: id, rwid: id }),
  'videos:stale': none,
} as const satisfies Record<(typeof VIDEOS_CHANNELS)[number], unknown>;

export type VideosResponses = {
  'videos:bound': Cached<VideoRecord[]>;
  'videos:list': Cached<Page<VideoRecord>>;
  'videos:bind': ActionResult;
  'videos:unbind': ActionResult;
  'videos:remark': ActionResult;
  'videos:units': Cached<OrgUnit[]>;
  'videos:missing': { list: MissingVideo[]; total: number };
  'videos:sync': ActionResult;
  'videos:enforcement': Cached<Page<EnforcementVideo>>;
  'videos:evidenceTree': Cached<EvidenceGroup[]>;
  'videos:evidenceSync': ActionResult;
  'videos:suggest': Cached<TaskVideoSuggestions>;
  'videos:stale': Cached<StaleVideoList>;
};

/** The task's suggested videos, best first, and what the rule could not use (shared/videos/suggest.ts). */
export type TaskVideoSuggestions = { suggestions: Suggestion<VideoRecord>[]; notes: string[] };

/** The officer's videos left unbound, with their likely tasks, and what could not be used. */
export type StaleVideoList = { rows: StaleVideo<VideoRecord>[]; notes: string[] };
