import { z } from 'zod';
import { type FIRE_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { FIRE_STAGES } from './constants';
import type { FireNode } from './stages';
import type { FireCase, FireInfo } from './schemas';

// Requests of the fire area. Every call names the fire case's task; writes carry the form's values,
// which main checks with the shared rules (shared/fire/rules.ts) before anything is sent, and the
// reference server once more.

const task = { runId: id, RWID: id } as const;
const values = z.record(z.string().max(40), z.string().max(5000));
const stageCodes = FIRE_STAGES.map((s) => s.code) as [string, ...string[]];

export const fireRequests = {
  /** getHzdcLc: the six stages, the procedure category, the transfers. */
  'fire:case': z.object(task),
  /** getHzdcLcjd: one stage's process-node tree. */
  'fire:nodes': z.object({ ...task, JDBM: z.enum(stageCodes) }),
  /** getHzxxdj: the fire registration, or none yet. */
  'fire:info': z.object(task),
  /** saveHzxxdj: the registration's fields. */
  'fire:saveInfo': z.object({ ...task, values }),
  /** hzdc/updatecxlb: the category chosen and the reason. */
  'fire:changeProcedure': z.object({ ...task, values }),
  /** base/hzdcysdc: the transfer's fields. */
  'fire:transfer': z.object({ ...task, values }),
  /** hzdc/vardeleteysdcrw: the transfer record withdrawn. */
  'fire:withdrawTransfer': z.object({ ...task, id }),
} as const satisfies Record<(typeof FIRE_CHANNELS)[number], unknown>;

export type FireResponses = {
  'fire:case': Cached<FireCase>;
  'fire:nodes': Cached<FireNode[]>;
  'fire:info': Cached<FireInfo | null>;
  'fire:saveInfo': ActionResult;
  'fire:changeProcedure': ActionResult;
  'fire:transfer': ActionResult;
  'fire:withdrawTransfer': ActionResult;
};
