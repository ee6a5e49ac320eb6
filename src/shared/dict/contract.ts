import { z } from 'zod';
import { type DICT_CHANNELS } from './channels';
import { type Cached } from '../common/types';
import { DICT_CODES } from './constants';
import { type DictItem } from './schemas';

export const dictRequests = {
  'dict:get': z.object({ code: z.enum(DICT_CODES as [string, ...string[]]) }),
} as const satisfies Record<(typeof DICT_CHANNELS)[number], unknown>;

export type DictResponses = {
  'dict:get': Cached<DictItem[]>;
};
