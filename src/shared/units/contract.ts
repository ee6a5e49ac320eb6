import { z } from 'zod';
import { type UNITS_CHANNELS } from './channels';
import { type Cached } from '../common/types';
import { id } from '../common/ipc';
import { type UnitRecord } from './schemas';

export const unitsRequests = {
  'units:get': z.object({ runId: id, id }),
} as const satisfies Record<(typeof UNITS_CHANNELS)[number], unknown>;

export type UnitsResponses = {
  'units:get': Cached<UnitRecord>;
};
