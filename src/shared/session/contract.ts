import { z } from 'zod';
import { type SESSION_CHANNELS } from './channels';
import { none } from '../common/ipc';
import { type UserInfo } from './schemas';

export type SessionInfo = {
  account: string;
  realName: string;
  tenantId: string;
  user: UserInfo;
};

export const loginRequest = z.object({
  tenantId: z.string().trim().min(1).max(32),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});

export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionRequests = {
  'session:login': loginRequest,
  'session:logout': none,
} as const satisfies Record<(typeof SESSION_CHANNELS)[number], unknown>;

export type SessionResponses = {
  'session:login': SessionInfo;
  'session:logout': null;
};

export type SessionEvents = {
  'session:expired': { account: string };
};
