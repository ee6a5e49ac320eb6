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

const savedFile = z.object({ ref: z.string().regex(/^[0-9a-f]{32}$/) });

export const shellRequests = {
  'shell:bootstrap': none,
  // Only document pages may get a window of their own.
  'shell:openWindow': z.object({
    path: z
      .string()
      .max(2000)
      .regex(/^\/ws\/[a-z0-9]+(\?[^#\s]*)?$/),
  }),
  'shell:ping': none,
  // A file main saved this session, by the ref it gave (never a path: the renderer cannot name one).
  'shell:openDownload': savedFile,
  'shell:revealDownload': savedFile,
} as const satisfies Record<(typeof SHELL_CHANNELS)[number], unknown>;

export type ShellResponses = {
  'shell:bootstrap': Bootstrap;
  /** opened false: no separate windows here (browser mode); the renderer opens a tab instead. */
  'shell:openWindow': { opened: boolean };
  /** The back-end probe: answered at once from memory (no server, no database). */
  'shell:ping': 'pong';
  'shell:openDownload': null;
  'shell:revealDownload': null;
};

export type ShellEvents = {
  /** A write succeeded: every window refreshes what it shows (a document window saved, say). */
  'shell:dataChanged': { channel: Channel };
};
