import { z } from 'zod';
import { type UNITS_CHANNELS } from './channels';
import { type ActionResult, type Cached } from '../common/types';
import { id } from '../common/ipc';
import { MAX_PERSONS } from './constants';
import { type UnitRecord } from './schemas';

// Requests of the units area. The save names the task it is made from (the operation is logged on
// it) and carries the form's values; main checks them with the shared rules (src/shared/units/
// rules.ts) before anything is sent, the server once more.

const value = z.union([z.string().max(500), z.array(z.string().max(100)).max(50)]);
const values = z.record(z.string().max(40), value);

export const unitSaveRequest = z.object({
  runId: id,
  RWID: id,
  /** The unit (DWID): the record being saved. */
  id,
  values,
  /** The supplementary persons (shdwJbxxBqcbList), the whole list as it is to be kept. */
  persons: z.array(z.record(z.string().max(40), z.string().max(100))).max(MAX_PERSONS + 1),
});

export type UnitSaveRequest = z.infer<typeof unitSaveRequest>;

export const unitsRequests = {
  'units:get': z.object({ runId: id, id }),
  'units:save': unitSaveRequest,
} as const satisfies Record<(typeof UNITS_CHANNELS)[number], unknown>;

export type UnitsResponses = {
  'units:get': Cached<UnitRecord>;
  'units:save': ActionResult;
};
