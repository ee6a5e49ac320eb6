import { z } from 'zod';
import { type SHELL_CHANNELS } from './channels';
import { none } from '../common/ipc';
import { type SessionInfo } from '../session/contract';
import { type SettingsView } from '../settings/contract';
import { type NetStatus } from '../net/contract';
import { type Channel } from '../contract';

export type Bootstrap = {
  version: string;
  settings: SettingsView;
  session: SessionInfo | null;
  net: NetStatus;
};

export const shellRequests = {
  'shell:bootstrap': none,
  // Only document pages may get a window of their own.
  'shell:openWindow': z.object({
    path: z
      .string()
      .max(2000)
      .regex(/^\/ws\/[a-z0-9]+(\?[^#\s]*)?$/),
  }),
} as const satisfies Record<(typeof SHELL_CHANNELS)[number], unknown>;

export type ShellResponses = {
  'shell:bootstrap': Bootstrap;
  /** opened false: no separate windows here (browser mode); the renderer opens a tab instead. */
  'shell:openWindow': { opened: boolean };
};

export type ShellEvents = {
  /** A write succeeded: every window refreshes what it shows (a document window saved, say). */
  'shell:dataChanged': { channel: Channel };
};
