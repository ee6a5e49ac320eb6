import { archiveMessages as T } from './messages';
import { PENALTY_CASE_TASK_TYPES } from '../penalty/constants';
import { CLOCK_STATE } from '../actions/constants';
import { creditEntryMissing } from '../credit/due';
import type { TaskButtonType } from '../buttons';
import { isServedDocument } from '../documents/served';
import { isRectified } from '../inspection/rules';
import { isLinkedTo, sourceFieldOf } from '../penalty/links';
import type { PenaltyCase } from '../penalty/schemas';
import { DELIVERED } from '../service/constants';
import { missingOf } from '../service/records';
import { missingPhrase } from '../service/proof';
import type { ServiceRecord } from '../service/schemas';
import { isFinished, type UploadState } from '../uploads/queue-rules';

// Archive readiness (issue 17, "Beyond the web system"): before 归档结案 the officer sees every
// blocker the client can know, each with where it is fixed. One pure rule on plain data: the
// renderer shows it (the archive dialog, the task's 归档前待办 badge), main gathers its input from
// the cached reads (core/archive), and the reference server runs it again in xmrwgd, refusing with
// the list ('归档前请先完成：…'). Against a real BladeX the list is advisory: that server does its own
// checks and its refusal is shown as it is.

/** A live document of the task, as its tree row carries it (getRwDetailWsList, level 3). */
export type ReadinessDocument = {
  ID: string | null;
  FLWSID: string | null;
  TITLE: string;
  WH: string | null;
  /** XFJD_FLWS_STATUS: 1 draft, 2 in approval, 3 approved, 4 refused, 5 returned, 9 recalled, 10 no approval. */
  STATUS: string | null;
  /** 1 not delivered, 2 delivered. */
  SFSD: string | null;
  /** 1 not sealed, 2 sealed (the sealing list's ifSign). */
  STATUS2: string | null;
};

/** A file of the local upload queue meant for the task (the server has not confirmed it yet). */
export type ReadinessUpload = { name: string; state: UploadState };

/** A law-enforcement evidence file of one of the task's documents (getFlwsInfoListByRwid). */
export type ReadinessEvidence = {
  fileName: string;
  /** The document it is evidence of. */
  document: string;
  /** The evidence system holds a viewable copy (fileUrl): the server confirmed the file. */
  confirmed: boolean;
};

/** A hidden danger of the task (table 3408, 本次检查发现). */
export type ReadinessDanger = {
  ID: string;
  /** The task that found it (a re-inspection lists the dangers it re-checks, found elsewhere). */
  RWID: string | null;
  YHXX: string | null;
  ZGQK: string | null;
  /** The re-inspection task re-checking it; SQFC 1 an application for it is pending or done. */
  FCRWID: string | null;
  SQFC: string | null;
};

/** An open penalty case with the source tasks linked to it (generic query 20032). */
export type ReadinessCase = Pick<
  PenaltyCase,
  'CFRWID' | 'runId' | 'RWMC' | 'RWZT' | 'LYRWID' | 'LYCPRWID' | 'LYJSFWRWID'
>;

/**
 * What the rule looks at. Optional parts are those read separately: left out (not read, or not
 * readable offline), they add no blocker and the caller says they were not checked.
 */
export type ReadinessInput = {
  task: {
    RWID: string;
    RWLX: number | null;
    RWFLID: string | null;
    rwzt: string | null;
    /** SJTBZT: 1 the clock is suspended (中止计时), 2 resumed. */
    sjtbzt: string | null;
  };
  /** The task's own live documents (not deleted or voided), in tree order. */
  documents: readonly ReadinessDocument[];
  /** The task's service records (generic query 3934): the proof of each delivery. */
  services?: readonly ServiceRecord[];
  uploads?: readonly ReadinessUpload[];
  evidence?: readonly ReadinessEvidence[];
  dangers?: readonly ReadinessDanger[];
  penaltyCases?: readonly ReadinessCase[];
  /** A credit (失信) entry due for a case of 逾期不改, and whether it has been drafted. */
  credit?: { due: boolean; drafted: boolean };
};

export type BlockerKind =
  | 'approval'
  | 'seal'
  | 'delivery'
  | 'proof'
  | 'upload'
  | 'evidence'
  | 'danger'
  | 'penalty'
  | 'credit'
  | 'clock';

/** Where a blocker is fixed. */
export type ReadinessLink =
  /** The document's page (edit while it may be changed, else its approval or its view). */
  | { to: 'document'; FLWSID: string | null; ID: string | null }
  /** A task button of the screen (文书盖章, 文书送达, 隐患信息, 处罚结案, 恢复计时, 证据同步 …). */
  | { to: 'button'; type: TaskButtonType }
  /** Another task (a linked penalty case). */
  | { to: 'task'; RWID: string; runId: string | null }
  /** The upload centre of the window's header. */
  | { to: 'uploads' }
  /** Nowhere the client can open (said in the text). */
  | { to: 'none' };

export type Blocker = { kind: BlockerKind; text: string; link: ReadinessLink };

/** Approved (3) or needing no approval (10): the document may be sealed and served. */
export const READY_STATUSES: readonly string[] = ['3', '10'];

/** Statuses still on their way to approval; 4 (refused) is a decision the file keeps. */
const PENDING_APPROVAL: Readonly<Record<string, string>> = {
  '1': T.readinessDraft,
  '2': T.readinessInApproval,
  '5': T.readinessReturned,
  '9': T.readinessRecalled,
};

const filled = (v: string | null | undefined): v is string =>
  v !== null && v !== undefined && v.trim() !== '';

/** A document as the officer knows it: '责令限期改正通知书（新城消限字〔2026〕第0018号）'. */
export const documentName = (d: Pick<ReadinessDocument, 'TITLE' | 'WH'>): string =>
  filled(d.WH) ? `${d.TITLE}（${d.WH}）` : d.TITLE;

const serves = (r: ServiceRecord, d: ReadinessDocument): boolean =>
  (d.FLWSID !== null && r.flwsid === d.FLWSID) || (d.ID !== null && r.flwssyid === d.ID);

const whenOf = (r: ServiceRecord): string => r.SDDATE ?? r.CRT_TIME ?? '';

/** The latest record serving the document, delivered or not. */
function latestRecord(
  records: readonly ServiceRecord[],
  d: ReadinessDocument,
  delivered: boolean,
): ServiceRecord | undefined {
  return records
    .filter((r) => serves(r, d) && (r.SFSD === DELIVERED) === delivered)
    .sort((a, b) => whenOf(b).localeCompare(whenOf(a)) || b.ID.localeCompare(a.ID))[0];
}

function documentBlockers(input: ReadinessInput): Blocker[] {
  const approval: Blocker[] = [];
  const seal: Blocker[] = [];
  const delivery: Blocker[] = [];
  for (const d of input.documents) {
    const name = documentName(d);
    const link: ReadinessLink = { to: 'document', FLWSID: d.FLWSID, ID: d.ID };
    const pending = d.STATUS === null ? undefined : PENDING_APPROVAL[d.STATUS];
    if (pending) {
      approval.push({ kind: 'approval', text: T.readinessApproval(name, pending), link });
      continue;
    }
    // Sealing and delivery concern documents served on a party once they can be served (the tree's
    // rule, shared/documents/served.ts): a record or a form stays in the file as it is.
    if (!READY_STATUSES.includes(d.STATUS ?? '') || !isServedDocument(d.TITLE)) continue;
    if (filled(d.WH) && d.STATUS2 !== '2')
      seal.push({
        kind: 'seal',
        text: T.readinessSeal(name),
        link: { to: 'button', type: 'stamp' },
      });
    const service: ReadinessLink = { to: 'button', type: 'service' };
    if (d.SFSD === DELIVERED) {
      // Delivered: the latest delivery's proof, where the records were read (none: the server's word).
      const rec = input.services ? latestRecord(input.services, d, true) : undefined;
      const missing = rec ? missingOf(rec) : [];
      if (missing.length > 0)
        delivery.push({
          kind: 'proof',
          text: T.readinessProof(name, missingPhrase(missing)),
          link: service,
        });
    } else if (filled(d.SFSD)) {
      const rec = input.services ? latestRecord(input.services, d, false) : undefined;
      const missing = rec ? missingOf(rec) : [];
      const why = !rec
        ? T.readinessNoRecord
        : missing.length > 0
          ? missingPhrase(missing)
          : T.readinessToConfirm;
      delivery.push({ kind: 'delivery', text: T.readinessDelivery(name, why), link: service });
    }
  }
  return [...approval, ...seal, ...delivery];
}

const UPLOAD_STATE_TEXT: Partial<Record<UploadState, string>> = {
  held: T.readinessUploadHeld,
  paused: T.readinessUploadPaused,
  failed: T.readinessUploadFailed,
};

function evidenceBlockers(input: ReadinessInput): Blocker[] {
  const uploads = (input.uploads ?? [])
    .filter((u) => !isFinished(u.state))
    .map<Blocker>((u) => ({
      kind: 'upload',
      text: T.readinessUpload(u.name, UPLOAD_STATE_TEXT[u.state] ?? T.readinessUploading),
      link: { to: 'uploads' },
    }));
  const evidence = (input.evidence ?? [])
    .filter((e) => !e.confirmed)
    .map<Blocker>((e) => ({
      kind: 'evidence',
      text: T.readinessEvidence(e.fileName, e.document),
      link: { to: 'button', type: 'evidenceSync' },
    }));
  return [...uploads, ...evidence];
}

/**
 * A danger not rectified holds the archive of the task re-checking it. The task that found it is
 * done with it once a re-inspection carries it (FCRWID) or has been applied for (SQFC 1).
 */
function dangerBlockers(input: ReadinessInput): Blocker[] {
  const { RWID } = input.task;
  return (input.dangers ?? [])
    .filter((d) => !isRectified(d))
    .filter((d) => !(d.RWID === RWID && (filled(d.FCRWID) || d.SQFC === '1')))
    .map((d) => ({
      kind: 'danger',
      text: T.readinessDanger(d.YHXX ?? ''),
      link: { to: 'button', type: 'hiddenDangers' },
    }));
}

const OPEN_TASK_STATES: readonly string[] = ['0', '1'];

function penaltyBlockers(input: ReadinessInput): Blocker[] {
  const { task } = input;
  const out: Blocker[] = [];
  // The task is a penalty case itself, still open: its last step is 处罚结案.
  if (
    task.RWLX !== null &&
    PENALTY_CASE_TASK_TYPES.includes(task.RWLX) &&
    OPEN_TASK_STATES.includes(task.rwzt ?? '')
  )
    out.push({
      kind: 'penalty',
      text: T.readinessOwnCase,
      link: { to: 'button', type: 'penaltyClose' },
    });
  // Open cases the task is a source of (案件关联, by its class's source field).
  const field = sourceFieldOf(task.RWFLID);
  for (const c of input.penaltyCases ?? []) {
    if (c.CFRWID === task.RWID || !isLinkedTo(c, field, task.RWID)) continue;
    if (c.RWZT !== null && !OPEN_TASK_STATES.includes(c.RWZT)) continue;
    out.push({
      kind: 'penalty',
      text: T.readinessCase(c.RWMC ?? c.CFRWID),
      link: { to: 'task', RWID: c.CFRWID, runId: c.runId },
    });
  }
  return out;
}

/** The blockers of archiving the task, in the order an officer would work through them. */
export function readinessBlockers(input: ReadinessInput): Blocker[] {
  const out = [
    ...documentBlockers(input),
    ...evidenceBlockers(input),
    ...dangerBlockers(input),
    ...penaltyBlockers(input),
  ];
  // A general dishonesty record (一般失信) due for 逾期不改 and not drafted (shared/credit/due.ts).
  if (input.credit && creditEntryMissing(input.credit))
    out.push({
      kind: 'credit',
      text: T.readinessCredit,
      link: { to: 'button', type: 'creditGeneral' },
    });
  if (input.task.sjtbzt === CLOCK_STATE.suspended)
    out.push({
      kind: 'clock',
      text: T.readinessClock,
      link: { to: 'button', type: 'resumeClock' },
    });
  return out;
}

/** The reference server's refusal of xmrwgd, or null when nothing holds the archive. */
export function readinessRefusal(blockers: readonly Blocker[]): string | null {
  if (blockers.length === 0) return null;
  return T.readinessRefusal(blockers.map((b) => b.text).join('；'));
}
