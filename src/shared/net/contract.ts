import { type NET_CHANNELS } from './channels';
import { none } from '../common/ipc';

export type NetStatus = { online: boolean; since: number };

export const netRequests = {
  'net:check': none,
} as const satisfies Record<(typeof NET_CHANNELS)[number], unknown>;

export type NetResponses = {
  'net:check': NetStatus;
};

export type NetEvents = {
  'net:changed': NetStatus;
};
