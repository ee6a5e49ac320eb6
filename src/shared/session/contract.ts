import { z } from 'zod';
import { type SESSION_CHANNELS } from './channels';
import { none } from '../common/ipc';
import { type Captcha, type UserInfo } from './schemas';

export type SessionInfo = {
  account: string;
  realName: string;
  tenantId: string;
  user: UserInfo;
  /**
   * Names this officer on this server (server, tenant and account, hashed): what the renderer keeps
   * per officer (open tabs, zoom) is kept under it, so another account or server never sees it.
   */
  scope?: string;
  /** Told once after sign-in: the account's local database was damaged and rebuilt (docs/faults.md). */
  notices?: string[];
};

export const loginRequest = z.object({
  tenantId: z.string().trim().min(1).max(32),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Grant type captcha: the key of the image shown (`session:captcha`) and what the officer read. */
  captchaKey: z.string().trim().min(1).max(128).optional(),
  captchaCode: z.string().trim().min(1).max(16).optional(),
});

export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionRequests = {
  'session:login': loginRequest,
  'session:logout': none,
  'session:captcha': none,
} as const satisfies Record<(typeof SESSION_CHANNELS)[number], unknown>;

export type SessionResponses = {
  'session:login': SessionInfo;
  'session:logout': null;
  /** A fresh captcha; `image` is always a data URL the renderer can show as is. */
  'session:captcha': Captcha;
};

export type SessionEvents = {
  'session:expired': { account: string };
};
