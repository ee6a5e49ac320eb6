import { M } from '../../../shared/messages';
import type { Logger } from '../logger';
import type { Cached } from '../../../shared/common/types';
import type { Readiness } from '../../../shared/archive/contract';
import {
  READY_STATUSES,
  readinessBlockers,
  type ReadinessDocument,
  type ReadinessEvidence,
  type ReadinessInput,
} from '../../../shared/archive/readiness';
import { ownDocumentRows } from '../../../shared/detail/tree';
import { Gathered, type ReadChannel } from '../gather';
import type { TreeRow } from '../../../shared/detail/schemas';
import { isServedDocument } from '../../../shared/documents/served';
import { isFindingTask } from '../../../shared/inspection/rules';
import { REINSPECTION_TASK_TYPE } from '../../../shared/tasks/clock';
import { PENALTY_TASK_TYPES } from '../../../shared/tasks/constants';
import { DANGER_SCOPE } from '../../../shared/inspection/constants';
import type { EvidenceGroup } from '../../../shared/videos/schemas';

// Gathers the readiness rule's input (shared/archive/readiness.ts) from the other areas' reads,
// through their own handlers: the same requests, the same read-through cache (offline, the last
// answers with their time). Only the task and its tree are required; another read that fails is
// named as not checked instead of failing the whole list, and a read the task cannot need (the
// dangers of a task that finds none, the records of a task with nothing to serve) is not made.

const WHOLE = 9999;

/** The task's own live documents in tree order (the tree holds the whole run). */
export const ownDocuments = (tree: readonly TreeRow[], RWID: string): ReadinessDocument[] =>
  ownDocumentRows(tree, RWID).map((r) => ({
    ID: r.ID,
    FLWSID: r.FLWSID,
    TITLE: r.TITLE,
    WH: r.WH,
    STATUS: r.STATUS,
    SFSD: r.SFSD,
    STATUS2: r.STATUS2,
  }));

/** Evidence files as the rule reads them: a file without a viewable copy is not confirmed yet. */
export const evidenceOf = (groups: readonly EvidenceGroup[]): ReadinessEvidence[] =>
  groups.flatMap((g) =>
    g.children.flatMap((d) =>
      d.children.map((f) => ({
        fileName: f.fileName ?? '',
        document: d.title ?? '',
        confirmed: !!f.fileUrl,
      })),
    ),
  );

export async function gatherReadiness(
  read: ReadChannel,
  logger: Logger,
  req: { runId: string; RWID: string },
): Promise<Cached<Readiness>> {
  const { runId, RWID } = req;
  const parts = new Gathered(logger, `archive readiness of task ${RWID}`);
  const detail = parts.add(await read('detail:get', { runId, RWID }));
  const { rwxx } = detail.config;
  const documents = ownDocuments(detail.tree, RWID);
  /** A part of the input: its data, or undefined (named as not checked) when it cannot be read. */
  const part = <T>(what: string, fn: () => Promise<Cached<T>>): Promise<T | undefined> =>
    parts.optional(what, fn);

  const type = rwxx.RWLX;
  const serves = documents.some(
    (d) => READY_STATUSES.includes(d.STATUS ?? '') && isServedDocument(d.TITLE),
  );
  const findsDangers = isFindingTask(type) || type === REINSPECTION_TASK_TYPE;
  // A penalty task is never a case's source (the link refuses it).
  const mayBeLinked = type === null || !PENALTY_TASK_TYPES.includes(type);

  const [services, dangers, penaltyCases, evidence, uploads, credit] = await Promise.all([
    serves
      ? part(M.readinessPartServices, () =>
          read('service:records', { runId, RWID, SFCXLSSJ: '0', current: 1, size: WHOLE }),
        ).then((p) => p?.records)
      : Promise.resolve(undefined),
    findsDangers
      ? part(M.readinessPartDangers, () =>
          read('inspection:dangers', { runId, RWID, scope: DANGER_SCOPE.task }),
        )
      : Promise.resolve(undefined),
    mayBeLinked
      ? part(M.readinessPartCases, () =>
          read('penalty:cases', { runId, RWID, RWFLID: rwxx.RWFLID }),
        )
      : Promise.resolve(undefined),
    documents.length > 0
      ? part(M.readinessPartEvidence, () => read('videos:evidenceTree', { rwid: RWID })).then(
          (g) => (g ? evidenceOf(g) : undefined),
        )
      : Promise.resolve(undefined),
    // The local upload queue: this machine's files for the task the server has not confirmed.
    read('uploads:list', undefined).then(
      (items) =>
        items
          .filter((i) => i.target.RWID === RWID)
          .map((i) => ({ name: i.title || i.name, state: i.state })),
      (err: unknown) => {
        parts.miss(M.readinessPartUploads, err);
        return undefined;
      },
    ),
    // 逾期不改 (shared/credit/due.ts) follows the dangers; a server that cannot tell (due null) is
    // no failure, it is simply not asked of it.
    findsDangers
      ? part(M.readinessPartCredit, () => read('credit:general', { runId, RWID, RWLX: type })).then(
          (g) => (g?.due ? { due: g.due.due, drafted: g.due.drafted } : undefined),
        )
      : Promise.resolve(undefined),
  ]);

  const input: ReadinessInput = {
    task: {
      RWID,
      RWLX: type,
      RWFLID: rwxx.RWFLID,
      rwzt: rwxx.rwzt,
      sjtbzt: rwxx.sjtbzt,
    },
    documents,
    services,
    dangers,
    penaltyCases,
    evidence,
    uploads,
    credit,
  };
  // Shown as the oldest of its parts: one answer from the cache makes the whole list a cached one.
  return parts.cached(
    { blockers: readinessBlockers(input), unchecked: [...parts.missed] },
    Date.now,
  );
}
