import { z } from 'zod';
import { type DRAFTS_CHANNELS } from './channels';
import { id } from '../common/ipc';

// Drafts are main's: one row per (officer and server, key) in the account's database. The renderer
// never names a scope: main answers for the signed-in officer only.

const key = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w:.-]+$/);

export const saveDraftRequest = z.object({
  key,
  /** The route path that reopens the document (`/ws/<form>?…`). */
  path: z
    .string()
    .min(1)
    .max(2000)
    .regex(/^\/ws\/[a-z0-9]{2,40}(\?.*)?$/),
  title: z.string().max(200),
  /** The task's name when the page knows it (the drafts list shows it); '' when not. */
  task: z.string().max(300),
  runId: z.string().max(64),
  RWID: z.string().max(64),
  FLWSID: id.nullable(),
  form: z.string().regex(/^[a-z0-9]{2,40}$/),
  /** The fingerprint of the document's values the draft started from; null for a new document. */
  base: z.string().max(64).nullable(),
  values: z.record(z.string().max(60), z.string().max(200_000)),
  /** Written while the client was offline: the officer still has to submit it. */
  offline: z.boolean(),
});

export type SaveDraftRequest = z.infer<typeof saveDraftRequest>;

/** A draft as the list shows it (no values). */
export type DraftSummary = Omit<SaveDraftRequest, 'values'> & { savedAt: number };

/** A draft with its values, to restore. */
export type Draft = DraftSummary & { values: Record<string, string> };

export const draftsRequests = {
  'drafts:save': saveDraftRequest,
  'drafts:get': z.object({ key }),
  'drafts:list': z.object({}),
  'drafts:discard': z.object({ key }),
} as const satisfies Record<(typeof DRAFTS_CHANNELS)[number], unknown>;

export type DraftsResponses = {
  'drafts:save': { savedAt: number };
  'drafts:get': Draft | null;
  'drafts:list': DraftSummary[];
  'drafts:discard': { discarded: boolean };
};
