import type Database from 'better-sqlite3';
import { isDiskFull } from '../db/disk-full';
import { DiskFullError } from '../db/disk-full-error';
import { AppError, InvalidArgumentError } from '../errors';
import { silentLogger, type Logger } from '../logger';
import type { SessionManager } from '../session/session';
import { M } from '../../../shared/messages';
import { MAX_DRAFTS_PER_SCOPE, MAX_DRAFT_BYTES } from '../../../shared/drafts/constants';
import { draftBytes } from '../../../shared/drafts/rules';
import type { Draft, DraftSummary, SaveDraftRequest } from '../../../shared/drafts/contract';

// Local drafts (issue 14): what the officer typed into a document, kept in the account's database a
// few seconds after each change, so a renderer crash or a power loss loses at most those seconds.
// Every statement names the signed-in officer's scope: a draft is never read, listed or discarded
// for another account or another server.

/** The signed-in officer's database and scope; throws (expired) when no one is signed in. */
export type DraftsOwner = () => { db: Database.Database; scope: string };

/** The owner as the core has it: the session's active account, under its scope id. */
export const sessionDraftsOwner =
  (session: Pick<SessionManager, 'require'>): DraftsOwner =>
  () => {
    const active = session.require();
    return { db: active.db.sqlite, scope: active.info.scope ?? active.info.account };
  };

export interface DraftService {
  save(req: SaveDraftRequest): { savedAt: number };
  get(key: string): Draft | null;
  list(): DraftSummary[];
  discard(key: string): { discarded: boolean };
}

type Row = {
  key: string;
  path: string;
  title: string;
  task: string;
  run_id: string;
  rwid: string;
  flwsid: string | null;
  form: string;
  base: string | null;
  values?: string;
  offline: number;
  saved_at: number;
};

const SUMMARY_COLUMNS =
  'key, path, title, task, run_id, rwid, flwsid, form, base, offline, saved_at';

const summaryOf = (r: Row): DraftSummary => ({
  key: r.key,
  path: r.path,
  title: r.title,
  task: r.task,
  runId: r.run_id,
  RWID: r.rwid,
  FLWSID: r.flwsid,
  form: r.form,
  base: r.base,
  offline: r.offline === 1,
  savedAt: r.saved_at,
});

/**
 * The stored values, or null when they cannot be read back (a damaged row: not JSON, not an
 * object). Entries that are not text are dropped: the form holds text only, the rest is kept.
 */
function parseValues(text: string): Record<string, string> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string') out[k] = v;
  return out;
}

export function createDraftService(
  owner: DraftsOwner,
  opts: { now?: () => number; logger?: Logger } = {},
): DraftService {
  const now = opts.now ?? Date.now;
  const logger = opts.logger ?? silentLogger;

  const remove = (db: Database.Database, scope: string, key: string): boolean =>
    db.prepare('DELETE FROM drafts WHERE scope = ? AND key = ?').run(scope, key).changes > 0;

  return {
    save(req) {
      const { db, scope } = owner();
      const values = JSON.stringify(req.values);
      if (draftBytes(req.values) > MAX_DRAFT_BYTES) throw new InvalidArgumentError(M.draftTooLarge);
      const savedAt = now();
      try {
        db.transaction(() => {
          const exists = db
            .prepare('SELECT 1 FROM drafts WHERE scope = ? AND key = ?')
            .get(scope, req.key);
          if (!exists) {
            const count = db
              .prepare('SELECT COUNT(*) FROM drafts WHERE scope = ?')
              .pluck()
              .get(scope) as number;
            // Refused rather than dropping the oldest: an old draft is typed work too.
            if (count >= MAX_DRAFTS_PER_SCOPE) throw new InvalidArgumentError(M.draftTooMany);
          }
          db.prepare(
            `INSERT INTO drafts (scope, key, path, title, task, run_id, rwid, flwsid, form, base,
               "values", offline, saved_at)
             VALUES (@scope, @key, @path, @title, @task, @runId, @RWID, @FLWSID, @form, @base,
               @values, @offline, @savedAt)
             ON CONFLICT (scope, key) DO UPDATE SET path = excluded.path, title = excluded.title,
               task = excluded.task, run_id = excluded.run_id, rwid = excluded.rwid,
               flwsid = excluded.flwsid, form = excluded.form, base = excluded.base,
               "values" = excluded."values", offline = excluded.offline,
               saved_at = excluded.saved_at`,
          ).run({
            scope,
            key: req.key,
            path: req.path,
            title: req.title,
            task: req.task,
            runId: req.runId,
            RWID: req.RWID,
            FLWSID: req.FLWSID,
            form: req.form,
            base: req.base,
            values,
            offline: req.offline ? 1 : 0,
            savedAt,
          });
        })();
      } catch (err) {
        if (err instanceof AppError) throw err;
        // The transaction rolled back: the previous draft (if any) is kept as it was.
        if (isDiskFull(err)) throw new DiskFullError(M.diskFullDraft);
        throw err;
      }
      return { savedAt };
    },

    get(key) {
      const { db, scope } = owner();
      const row = db
        .prepare(`SELECT ${SUMMARY_COLUMNS}, "values" FROM drafts WHERE scope = ? AND key = ?`)
        .get(scope, key) as Row | undefined;
      if (!row) return null;
      const values = parseValues(row.values ?? '');
      if (!values) {
        // Nothing of it can be put back in a form; left in place it would be offered forever.
        logger.warn(`draft ${key} is damaged and was removed`);
        remove(db, scope, key);
        throw new AppError('internal', M.draftDamaged);
      }
      return { ...summaryOf(row), values };
    },

    list() {
      const { db, scope } = owner();
      const rows = db
        .prepare(`SELECT ${SUMMARY_COLUMNS} FROM drafts WHERE scope = ? ORDER BY saved_at DESC`)
        .all(scope) as Row[];
      return rows.map(summaryOf);
    },

    discard(key) {
      const { db, scope } = owner();
      return { discarded: remove(db, scope, key) };
    },
  };
}
