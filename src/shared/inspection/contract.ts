import { z } from 'zod';
import { type INSPECTION_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { RECTIFY_MANY_MAX } from './constants';
import type { CreatedTask, HiddenDanger, ReinspectionApplication, UnitHazard } from './schemas';

// Requests of the inspection area. Reads name the task on screen (the server checks the officer's
// right to it); writes name it too, and main runs the shared rules again before anything is sent.

const task = { runId: id, RWID: id } as const;
const kind = z.enum(['jsfw', 'jdjc']);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A comma list of ids, as the page query and the calls carry them. */
const idList = z.string().regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64}){0,199}$/);

/**
 * The application values a new /ws/fcsqdj page carries into its save (spec 01 §2): the server
 * records which hidden dangers the application covers. Used by the documents area's save request.
 */
export const applicationLink = z.object({
  type: kind,
  ids: idList,
  LYWSID: id.optional(),
  DWID: id.optional(),
  LYBH: z.string().max(100).optional(),
  LYRWID: id.optional(),
  opid: z
    .string()
    .regex(/^\d{1,8}$/)
    .optional(),
});

export const inspectionRequests = {
  /** Generic query 3408: the task's dangers (scope 1) or the unit's past inspections' (scope 2). */
  'inspection:dangers': z.object({ ...task, scope: z.enum(['1', '2']) }),
  /** Generic query 3825: the unit's hazards, not rectified (0) or rectified (1). */
  'inspection:unitHazards': z.object({ ...task, DWID: id, ZGQK: z.enum(['0', '1']) }),
  /** isJsfwSqFc / isJdjcSqFc by kind: may these dangers be re-inspected? Empty ids reach main's rule. */
  'inspection:apply': z.object({ ...task, kind, ids: z.array(id).max(200) }),
  /** The task's re-inspection applications with their dangers. */
  'inspection:applications': z.object(task),
  /** saveAqjcFcrw / saveJdjcFcrwDq by kind: the re-inspection task of one application. */
  'inspection:createTask': z.object({ ...task, kind, applicationId: id }),
  /** Save by dwId 3408: a danger the re-inspection found rectified on ZGRQ. */
  'inspection:rectify': z.object({ ...task, ID: id, ZGRQ: z.union([date, z.literal('')]) }),
  /**
   * saveEntities (runId, mapList): several dangers rectified on one ZGRQ, all or nothing. Empty IDs
   * reach main's rule (the officer's message).
   */
  'inspection:rectifyMany': z.object({
    ...task,
    IDs: z.array(id).max(RECTIFY_MANY_MAX),
    ZGRQ: z.union([date, z.literal('')]),
  }),
} as const satisfies Record<(typeof INSPECTION_CHANNELS)[number], unknown>;

export type ApplyRequest = z.infer<(typeof inspectionRequests)['inspection:apply']>;

export type InspectionResponses = {
  'inspection:dangers': Cached<HiddenDanger[]>;
  'inspection:unitHazards': Cached<UnitHazard[]>;
  'inspection:apply': ActionResult;
  'inspection:applications': Cached<ReinspectionApplication[]>;
  'inspection:createTask': ActionResult & { task: CreatedTask };
  'inspection:rectify': ActionResult;
  'inspection:rectifyMany': ActionResult;
};
