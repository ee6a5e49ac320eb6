import { M } from '../../../shared/messages';
import type { Logger } from '../logger';
import { Gathered, type ReadChannel } from '../gather';
import { WorkCalendar } from '../../../shared/common/calendar';
import { chinaDateTime } from '../../../shared/common/dates';
import type { Cached } from '../../../shared/common/types';
import { ownDocumentRows } from '../../../shared/detail/tree';
import type { TaskInfo, TreeRow } from '../../../shared/detail/schemas';
import { formOfRow } from '../../../shared/documents/rules';
import { MANNER, RECEIPT_TYPE, SERVICE_METHOD } from '../../../shared/service/constants';
import type { UserInfo } from '../../../shared/session/schemas';
import { isTaskClosed } from '../../../shared/tasks/rules';
import type { StaleVideoList, TaskVideoSuggestions } from '../../../shared/videos/contract';
import {
  BIND_STATUS,
  STALE_LOOKBACK_DAYS,
  STALE_TASKS_MAX,
  SUGGEST_TOLERANCE_MINUTES,
  SUGGEST_VIDEO_PAGES,
  UNIT_SCOPE,
} from '../../../shared/videos/constants';
import type { VideoRecord } from '../../../shared/videos/schemas';
import {
  INSPECTION_FIELDS,
  isStale,
  officerNamesOf,
  parseChinaTime,
  sceneFormOf,
  sceneWindowOf,
  staleVideos,
  suggestForTask,
  type RecorderMap,
  type SceneForm,
  type SuggestTask,
  type TaskOfficer,
  type TaskWindow,
} from '../../../shared/videos/suggest';

// Gathers the suggestion rule's input (shared/videos/suggest.ts) from the other areas' reads,
// through their own handlers: the same requests, the same read-through cache (offline, the last
// answers with their time), as archive readiness does. The task and the officer are required;
// another part that cannot be read is named in the notes and the rule goes on without it.

const PAGE = 200;
const WHOLE = 9999;
/** Documents of one task read for their times, at most (the on-site records are a handful). */
const SCENE_DOCS_MAX = 20;
/** Reads of the import centre's list that run at once (one task's detail, records, services). */
const PARALLEL_TASKS = 4;
const DAY_MS = 86_400_000;

/** Deliveries made on site, where a recorder runs; an unknown manner (a server without SDXS) too. */
const ON_SITE_MANNERS: ReadonlySet<string | null> = new Set([
  MANNER.direct,
  MANNER.leftAtPremises,
  null,
]);

/** A tree row's SFSD of a delivered document. */
const DELIVERED = '2';
/** The receipt's (送达回证, sdhz) delivery time and manner (送达方式, the SDXS codes). */
const RECEIPT_FIELDS = { time: 'SDSJ', manner: 'SDFS' } as const;

export type SuggestDeps = { read: ReadChannel; logger: Logger; now: () => number };

/** The gathered parts, and the notes the officer reads: a part not read is one of them. */
class Parts extends Gathered {
  readonly notes = new Set<string>();
  constructor(
    private readonly d: SuggestDeps,
    what: string,
  ) {
    super(d.logger, `video suggestions for ${what}`);
  }

  override miss(part: string, err: unknown): void {
    super.miss(part, err);
    this.notes.add(M.suggestPartUnread(part));
  }

  answer<T>(data: T): Cached<T> {
    return this.cached(data, this.d.now);
  }
}

/** The signed-in officer and the working-day calendar (IT's years on top of the built-in ones). */
async function officerContext(
  d: SuggestDeps,
): Promise<{ user: UserInfo | null; calendar: WorkCalendar }> {
  const boot = await d.read('shell:bootstrap', undefined);
  const years = boot.settings.workCalendar ?? {};
  return {
    user: boot.session?.user ?? null,
    calendar: new WorkCalendar(
      Object.fromEntries(Object.entries(years).map(([y, c]) => [Number(y), c])),
    ),
  };
}

async function recorderMap(d: SuggestDeps, parts: Parts): Promise<RecorderMap> {
  try {
    const view = await d.read('recorder:settings', undefined);
    return Object.fromEntries(view.recorders.map((r) => [r.recorderNumber, r.policeNumber]));
  } catch (err) {
    parts.miss(M.suggestPartRecorders, err);
    return {};
  }
}

/** Police numbers of the officer's colleagues by name, asked once per gathering. */
type Directory = (name: string) => Promise<string | null>;

function directory(d: SuggestDeps, user: UserInfo | null, parts: Parts): Directory {
  const known = new Map<string, Promise<string | null>>();
  const own = user?.police_number?.trim() || null;
  const lookUp = async (name: string): Promise<string | null> => {
    if (user && name === user.real_name.trim() && own) return own;
    if (!user?.company_id) return null;
    // The officer picker's own lookup (BLADE_USER of the officer's unit, by name): exactly one
    // officer of that name with a police number (POLICE_NUMBER, or BladeX's CODE) tells.
    const page = await parts.optional(M.suggestPartOfficers, () =>
      d.read('generic:lookup', {
        table: 'BLADE_USER',
        labelField: 'REAL_NAME',
        keyField: 'COMPANY_ID',
        keyValue: user.company_id,
        search: name,
      }),
    );
    const numbers = (page?.records ?? [])
      .filter((r) => (r.REAL_NAME ?? '').trim() === name)
      .map((r) => (r.POLICE_NUMBER ?? r.CODE ?? '').trim());
    return numbers.length === 1 && numbers[0] ? numbers[0] : null;
  };
  return (name) => {
    let got = known.get(name);
    if (!got) known.set(name, (got = lookUp(name)));
    return got;
  };
}

/** The on-site records' times (their values) and the on-site deliveries (service records). */
async function windowsOf(
  d: SuggestDeps,
  parts: Parts,
  task: { runId: string; RWID: string; rwxx: TaskInfo; tree: readonly TreeRow[] },
): Promise<TaskWindow[]> {
  type SceneDoc = { FLWSID: string; kind: SceneForm['kind'] } & typeof INSPECTION_FIELDS;
  const docs: SceneDoc[] = ownDocumentRows(task.tree, task.RWID).flatMap((row) => {
    const form = sceneFormOf(formOfRow(row));
    const FLWSID = row.FLWSID ?? '';
    return form && FLWSID ? [{ FLWSID, kind: form.kind, start: form.start, end: form.end }] : [];
  });
  const jcjlid = task.rwxx.jcjlid?.trim();
  // The task's inspection record (jcjlid), whatever form the server names it by.
  if (jcjlid && !docs.some((doc) => doc.FLWSID === jcjlid))
    docs.unshift({ FLWSID: jcjlid, kind: 'inspection', ...INSPECTION_FIELDS });

  // The task's receipts marked delivered (SFSD 2): their own 送达时间 and 送达方式 tell an on-site
  // delivery even where the service records hold no registration of it (a receipt made before the
  // register, or a gateway that keeps the two apart).
  const receipts = ownDocumentRows(task.tree, task.RWID)
    .filter((r) => r.RWWSSZID === RECEIPT_TYPE && r.SFSD === DELIVERED && r.FLWSID)
    .map((r) => r.FLWSID ?? '');
  const readValues = (FLWSID: string) =>
    parts.optional(M.suggestPartRecords, () => d.read('documents:get', { FLWSID }));
  const [records, receiptTimes, services] = await Promise.all([
    Promise.all(
      docs.slice(0, SCENE_DOCS_MAX).map(async (doc) => {
        const got = await readValues(doc.FLWSID);
        return got ? sceneWindowOf(doc.kind, doc, got.values) : null;
      }),
    ),
    Promise.all(
      receipts.slice(0, SCENE_DOCS_MAX).map(async (FLWSID) => {
        const v = (await readValues(FLWSID))?.values;
        const manner = v?.[RECEIPT_FIELDS.manner]?.trim() || null;
        const time = v?.[RECEIPT_FIELDS.time] ?? '';
        return v && ON_SITE_MANNERS.has(manner) && parseChinaTime(time) !== null ? time : null;
      }),
    ),
    parts.optional(M.suggestPartServices, () =>
      d.read('service:records', {
        runId: task.runId,
        RWID: task.RWID,
        SFCXLSSJ: '0',
        current: 1,
        size: WHOLE,
      }),
    ),
  ]);
  const deliveries: TaskWindow[] = (services?.records ?? [])
    .filter(
      (r) =>
        r.SDFS !== SERVICE_METHOD.electronic &&
        ON_SITE_MANNERS.has(r.SDXS ?? null) &&
        parseChinaTime(r.SDDATE) !== null,
    )
    .map((r) => ({ kind: 'delivery', start: r.SDDATE ?? '', end: null }));
  const known = new Set(deliveries.map((w) => parseChinaTime(w.start)));
  const fromReceipts: TaskWindow[] = receiptTimes
    .filter((t): t is string => t !== null && !known.has(parseChinaTime(t)))
    .map((t) => ({ kind: 'delivery', start: t, end: null }));
  return [
    ...records.filter((w): w is TaskWindow => w !== null),
    ...deliveries,
    ...new Map(fromReceipts.map((w) => [w.start, w])).values(),
  ];
}

/** One task as the rule reads it: officers with their police numbers, and its on-site times. */
async function suggestTaskOf(
  d: SuggestDeps,
  parts: Parts,
  lookUp: Directory,
  runId: string,
  RWID: string,
): Promise<{ task: SuggestTask; closed: boolean }> {
  const detail = parts.add(await d.read('detail:get', { runId, RWID }));
  const rwxx = detail.config.rwxx;
  const [officers, windows] = await Promise.all([
    Promise.all(
      officerNamesOf(rwxx).map(async (o): Promise<TaskOfficer> => ({
        ...o,
        policeNumber: await lookUp(o.name),
      })),
    ),
    windowsOf(d, parts, { runId, RWID, rwxx, tree: detail.tree }),
  ]);
  return {
    task: { RWID, runId, RWMC: rwxx.RWMC, officers, windows },
    closed: isTaskClosed(rwxx.rwzt),
  };
}

/**
 * The unbound videos of the officer's unit and the units below it created since `since`, newest
 * first, at most SUGGEST_VIDEO_PAGES pages (a note says when there were more).
 */
async function unboundVideos(
  d: SuggestDeps,
  parts: Parts,
  rwid: string,
  unitId: string,
  since: number,
): Promise<VideoRecord[]> {
  const out: VideoRecord[] = [];
  for (let current = 1; current <= SUGGEST_VIDEO_PAGES; current += 1) {
    const page = parts.add(
      await d.read('videos:list', {
        rwid,
        zgdwid: unitId,
        TYGXJGFW: UNIT_SCOPE.ownAndBelow,
        bdzt: BIND_STATUS.unbound,
        kssj: chinaDateTime(since),
        current,
        size: PAGE,
      }),
    );
    out.push(...page.records);
    if (out.length >= page.total || page.records.length < PAGE) return out;
  }
  parts.notes.add(M.suggestVideosCapped(out.length));
  return out;
}

/** The task's suggested videos (videos:suggest). */
export async function gatherTaskSuggestions(
  d: SuggestDeps,
  req: { runId: string; rwid: string },
): Promise<Cached<TaskVideoSuggestions>> {
  const parts = new Parts(d, `task ${req.rwid}`);
  const { user } = await officerContext(d);
  const lookUp = directory(d, user, parts);
  const [{ task, closed }, recorders] = await Promise.all([
    suggestTaskOf(d, parts, lookUp, req.runId, req.rwid),
    recorderMap(d, parts),
  ]);
  const starts = task.windows
    .map((w) => parseChinaTime(w.start))
    .filter((t): t is number => t !== null);
  const canMatch =
    !closed && starts.length > 0 && task.officers.some((o) => o.policeNumber !== null);
  // The platform makes a video's row when it imports it, after the recording: older rows cannot
  // be the task's (the tolerance and a day's margin for clocks and midnight).
  const videos =
    canMatch && user?.company_id
      ? await unboundVideos(
          d,
          parts,
          req.rwid,
          user.company_id,
          Math.min(...starts) - SUGGEST_TOLERANCE_MINUTES * 60_000 - DAY_MS,
        )
      : [];
  const { suggestions, notes } = closed
    ? { suggestions: [], notes: [] }
    : suggestForTask(task, videos, recorders);
  return parts.answer({ suggestions, notes: [...parts.notes, ...notes] });
}

/** Runs `fn` over `items`, `n` at a time, in order. */
async function inBatches<T, R>(
  items: readonly T[],
  n: number,
  fn: (t: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += n)
    out.push(...(await Promise.all(items.slice(i, i + n).map(fn))));
  return out;
}

/** The import centre's list: videos unbound for more than the working days, with likely tasks. */
export async function gatherStaleVideos(d: SuggestDeps): Promise<Cached<StaleVideoList>> {
  const parts = new Parts(d, 'the import centre');
  const now = d.now();
  const { user, calendar } = await officerContext(d);
  if (!user?.company_id) return parts.answer({ rows: [], notes: [] });
  const recorders = await recorderMap(d, parts);
  // The list names no task here (its rwid only tells a real platform which rows are this task's).
  const videos = (
    await unboundVideos(d, parts, '', user.company_id, now - STALE_LOOKBACK_DAYS * DAY_MS)
  ).filter((v) => isStale(v, now, calendar));
  // Nothing waits long enough: no task needs reading.
  if (videos.length === 0) return parts.answer({ rows: [], notes: [...parts.notes] });
  const list = await parts.optional(M.suggestPartTasks, () =>
    d.read('tasks:list', { current: 1, size: PAGE, descs: 'crt_time' }),
  );
  const open = (list?.records ?? []).filter((t) => !isTaskClosed(t.rwzt)).slice(0, STALE_TASKS_MAX);
  const lookUp = directory(d, user, parts);
  const tasks = await inBatches(open, PARALLEL_TASKS, async (t) => {
    try {
      return (await suggestTaskOf(d, parts, lookUp, t.runId, t.RWID)).task;
    } catch (err) {
      parts.miss(M.suggestPartTasks, err);
      return null;
    }
  });
  const rows = staleVideos(
    videos,
    tasks.filter((t): t is SuggestTask => t !== null),
    recorders,
    { policeNumber: user.police_number?.trim() || null, nowMs: now, calendar },
  );
  return parts.answer({ rows, notes: [...parts.notes] });
}
