import type { WorkCalendar } from '../common/calendar';
import { chinaDateTime, chinaInstant, chinaToday, toDate } from '../common/dates';
import { M } from '../messages';
import { workingDaysBetween } from '../tasks/clock';
import {
  SCENE_ASSUMED_MINUTES,
  STALE_AFTER_WORKING_DAYS,
  STALE_TASKS_PER_VIDEO,
  SUGGEST_TOLERANCE_MINUTES,
} from './constants';
import type { VideoRecord } from './schemas';

// Suggested binding (issue 18): which unbound recorder videos most likely belong to a task. One
// rule, used both ways: the videos of an open task (suggestForTask), and the likely tasks of the
// videos left unbound for more than STALE_AFTER_WORKING_DAYS working days (staleVideos).
//
// A video is suggested for a task when
// - it is not bound to any task;
// - it was recorded by one of the task's officers (承办人, 协办人): its recorder number mapped to the
//   officer's police number in this workstation's recorder settings, else (no recorder number, or
//   one the settings do not list) the police number the platform recorded with it;
// - it was recorded during one of the task's on-site times, SUGGEST_TOLERANCE_MINUTES either side:
//   the inspection, re-inspection, inquiry, fire-scene survey and sampling records (start and end;
//   a record with a start only counts SCENE_ASSUMED_MINUTES) and the on-site deliveries of its
//   documents (the service records' SDDATE, a point in time).
// Whatever a server does not send degrades the rule and is said: a video without recording times
// is compared by the time in its file name, else by its 采集时间 (IMPORTTIME), else not at all; an
// officer without a known police number is not compared; a task without times gets no suggestion.

const MINUTE = 60_000;

export type OfficerRole = 'owner' | 'coOfficer';

/** One of the task's officers; policeNumber null when it could not be found out. */
export type TaskOfficer = { role: OfficerRole; name: string; policeNumber: string | null };

export type WindowKind = 'inspection' | 'recheck' | 'inquiry' | 'survey' | 'sampling' | 'delivery';

/** An on-site time of the task: China times 'YYYY-MM-DD HH:mm[:ss]'; end null when not recorded. */
export type TaskWindow = { kind: WindowKind; start: string; end: string | null };

export type SuggestTask = {
  RWID: string;
  runId: string;
  RWMC: string;
  officers: readonly TaskOfficer[];
  windows: readonly TaskWindow[];
};

/** What the rule reads of a platform video (VideoRecord). */
export type SuggestVideo = Pick<
  VideoRecord,
  | 'ID'
  | 'RE_NAME'
  | 'FILENAME'
  | 'SN'
  | 'POLICE_NUMBER'
  | 'RWID'
  | 'IMPORTTIME'
  | 'CREATETIME'
  | 'PSKSSJ'
  | 'PSJSSJ'
>;

/** This workstation's recorder settings: recorder number → the police number of its officer. */
export type RecorderMap = Readonly<Record<string, string>>;

/** An on-site form of the task's documents and the fields that hold when it took place. */
export type SceneForm = {
  form: string;
  kind: Exclude<WindowKind, 'delivery'>;
  start: readonly string[];
  end: readonly string[];
};

/** The inspection record's fields (the task's jcjlid, whatever its form). */
export const INSPECTION_FIELDS: Pick<SceneForm, 'start' | 'end'> = {
  start: ['JCSJ', 'JCKSSJ'],
  end: ['JCJSSJ', 'JSSJ'],
};

/** Documents written on site, by form (the seeded forms and spec 02's names). */
export const SCENE_FORMS: readonly SceneForm[] = [
  { form: 'xfjdjcjl', kind: 'inspection', ...INSPECTION_FIELDS },
  { form: 'cpjdjcjl', kind: 'inspection', ...INSPECTION_FIELDS },
  { form: 'xfjdjcjlfc', kind: 'recheck', ...INSPECTION_FIELDS },
  { form: 'xwbl', kind: 'inquiry', start: ['KSSJ'], end: ['JSSJ'] },
  { form: 'hzxckybl', kind: 'survey', start: ['KYKSSJ'], end: ['KYJSSJ'] },
  { form: 'xfcpzljdcccyd', kind: 'sampling', start: ['CYSJ'], end: [] },
];

export const sceneFormOf = (form: string | null | undefined): SceneForm | undefined =>
  SCENE_FORMS.find((f) => f.form === form);

const text = (v: string | null | undefined): string => (v ?? '').trim();

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** 'YYYY-MM-DD HH:mm[:ss]' in China time → epoch ms; null for a date alone or anything else. */
export function parseChinaTime(value: string | null | undefined): number | null {
  const m = DATE_TIME.exec(text(value));
  return m ? chinaInstant(m[0].replace('T', ' ')) : null;
}

/**
 * The recording start a recorder wrote into the file name (GB/T and GA/T 947 names carry
 * yyyyMMddHHmmss, some recorders yyyyMMdd_HHmmss): 'P100234_0012345_20261117160930_0001.MP4'.
 */
export function fileNameTime(name: string | null | undefined): number | null {
  const re = /(?:^|\D)(20\d{2})(\d{2})(\d{2})[_-]?(\d{2})(\d{2})(\d{2})(?!\d)/g;
  for (const m of text(name).matchAll(re)) {
    const t = parseChinaTime(`${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}`);
    if (t !== null) return t;
  }
  return null;
}

/** Where a video's start came from: the platform's recording times, the file name, IMPORTTIME. */
export type TimeSource = 'record' | 'fileName' | 'import';

export type VideoTimes = { start: number; end: number | null; from: TimeSource };

/** When a video was recorded, in the order the sources are trusted; null when none tells. */
export function videoTimesOf(v: SuggestVideo): VideoTimes | null {
  const recorded = parseChinaTime(v.PSKSSJ);
  if (recorded !== null) {
    const end = parseChinaTime(v.PSJSSJ);
    return { start: recorded, end: end !== null && end >= recorded ? end : null, from: 'record' };
  }
  const named = fileNameTime(v.FILENAME);
  if (named !== null) return { start: named, end: null, from: 'fileName' };
  const imported = parseChinaTime(v.IMPORTTIME);
  return imported !== null ? { start: imported, end: null, from: 'import' } : null;
}

/** Who recorded a video: by this workstation's recorder settings, else the platform's police number. */
export type VideoOfficer = { policeNumber: string; via: 'recorder' | 'policeNumber'; sn: string };

export function videoOfficerOf(v: SuggestVideo, recorders: RecorderMap): VideoOfficer | null {
  const sn = text(v.SN);
  const mapped = sn ? text(recorders[sn]) : '';
  if (mapped) return { policeNumber: mapped, via: 'recorder', sn };
  const pn = text(v.POLICE_NUMBER);
  return pn ? { policeNumber: pn, via: 'policeNumber', sn } : null;
}

const KIND_LABEL: Readonly<Record<WindowKind, string>> = {
  inspection: M.suggestKindInspection,
  recheck: M.suggestKindRecheck,
  inquiry: M.suggestKindInquiry,
  survey: M.suggestKindSurvey,
  sampling: M.suggestKindSampling,
  delivery: M.suggestKindDelivery,
};

const ROLE_LABEL: Readonly<Record<OfficerRole, string>> = {
  owner: M.suggestRoleOwner,
  coOfficer: M.suggestRoleCoOfficer,
};

/** 'HH:mm' of a China time (with 'MM-DD ' when it is on another day than `day`). */
function clock(ms: number, day?: number): string {
  const shown = chinaDateTime(ms);
  const other = day !== undefined && chinaToday(day) !== chinaToday(ms);
  return `${other ? `${shown.slice(5, 10)} ` : ''}${shown.slice(11, 16)}`;
}

/** A window as epoch ms: a point (delivery), a recorded span, or a start with the assumed length. */
type Span = { kind: WindowKind; start: number; end: number; point: boolean; assumed: boolean };

function spanOf(w: TaskWindow): Span | null {
  const start = parseChinaTime(w.start);
  if (start === null) return null;
  if (w.kind === 'delivery')
    return { kind: w.kind, start, end: start, point: true, assumed: false };
  const end = parseChinaTime(w.end);
  if (end !== null && end >= start)
    return { kind: w.kind, start, end, point: false, assumed: false };
  return {
    kind: w.kind,
    start,
    end: start + SCENE_ASSUMED_MINUTES * MINUTE,
    point: false,
    assumed: true,
  };
}

/** How one video sits against one window. */
type Fit = { inside: boolean; covered: boolean; gapMinutes: number; before: boolean };

function fitOf(v: VideoTimes, s: Span): Fit | null {
  const vEnd = v.end ?? v.start;
  const tol = SUGGEST_TOLERANCE_MINUTES * MINUTE;
  if (v.start > s.end + tol || vEnd < s.start - tol) return null;
  const overlaps = v.start <= s.end && vEnd >= s.start;
  const before = vEnd < s.start;
  const gap = overlaps ? 0 : before ? s.start - vEnd : v.start - s.end;
  return {
    inside: overlaps,
    covered: overlaps && v.start >= s.start && vEnd <= s.end,
    gapMinutes: overlaps ? 0 : Math.max(1, Math.round(gap / MINUTE)),
    before,
  };
}

function timeReason(s: Span, f: Fit, day: number): string {
  const label = KIND_LABEL[s.kind];
  if (s.point) {
    const at = clock(s.start, day);
    if (f.inside) return M.suggestAtPoint(label, at);
    return f.before
      ? M.suggestBeforePoint(label, at, f.gapMinutes)
      : M.suggestAfterPoint(label, at, f.gapMinutes);
  }
  const span = s.assumed
    ? M.suggestSpanAssumed(clock(s.start, day), SCENE_ASSUMED_MINUTES / 60)
    : `${clock(s.start, day)}–${clock(s.end, s.start)}`;
  if (f.covered) return M.suggestInside(label, span);
  if (f.inside) return M.suggestOverlap(label, span);
  return f.before
    ? M.suggestBefore(label, span, f.gapMinutes)
    : M.suggestAfter(label, span, f.gapMinutes);
}

function officerReason(o: TaskOfficer, by: VideoOfficer): string {
  const role = ROLE_LABEL[o.role];
  return by.via === 'recorder'
    ? M.suggestByRecorder(by.sn, role, o.name)
    : M.suggestByPolice(by.policeNumber, role, o.name);
}

/** Why a video matches a task, and how strongly (higher first). */
export type VideoMatch = {
  officer: TaskOfficer;
  window: TaskWindow;
  /** The video's recording times overlap the window itself (not only its tolerance). */
  inside: boolean;
  /** Minutes between the video and the window (0 when they overlap). */
  gapMinutes: number;
  score: number;
  /** Recording start (epoch ms) and where it came from. */
  recordedAt: number;
  timeFrom: TimeSource;
  /** One sentence for the officer, parts joined by '；'. */
  reason: string;
};

/**
 * Ranking: overlapping the window beats lying within the tolerance (then the nearer the better);
 * the 承办人's videos before a 协办人's; the platform's recording times before a file name's,
 * before the 采集时间; a recorder the settings name before the platform's police number.
 */
function scoreOf(f: Fit, o: TaskOfficer, by: VideoOfficer, from: TimeSource): number {
  const time = f.inside ? 100 : 60 - f.gapMinutes;
  const role = o.role === 'owner' ? 10 : 5;
  const source = from === 'record' ? 3 : from === 'fileName' ? 2 : 0;
  return time + role + source + (by.via === 'recorder' ? 1 : 0);
}

/** How the video matches the task (its best window), or null when it does not. */
export function matchVideo(
  task: SuggestTask,
  video: SuggestVideo,
  recorders: RecorderMap,
): VideoMatch | null {
  if (text(video.RWID)) return null;
  const times = videoTimesOf(video);
  const by = videoOfficerOf(video, recorders);
  if (!times || !by) return null;
  const officer = task.officers.find(
    (o) => o.policeNumber !== null && o.policeNumber === by.policeNumber,
  );
  if (!officer) return null;
  let best: VideoMatch | null = null;
  for (const w of task.windows) {
    const span = spanOf(w);
    const fit = span ? fitOf(times, span) : null;
    if (!span || !fit) continue;
    const score = scoreOf(fit, officer, by, times.from);
    if (best && best.score >= score) continue;
    const parts = [officerReason(officer, by), timeReason(span, fit, times.start)];
    if (times.from === 'fileName') parts.push(M.suggestTimeFromFileName);
    if (times.from === 'import') parts.push(M.suggestTimeFromImport);
    if (times.end === null) parts.push(M.suggestNoEnd);
    best = {
      officer,
      window: w,
      inside: fit.inside,
      gapMinutes: fit.gapMinutes,
      score,
      recordedAt: times.start,
      timeFrom: times.from,
      reason: parts.join('；'),
    };
  }
  return best;
}

export type Suggestion<V extends SuggestVideo = SuggestVideo> = VideoMatch & { video: V };

/** What the rule could not use, for the officer (the rule degrades, and says so). */
export type SuggestNotes = string[];

/** The task's videos, best first (score, then the earlier recording, then the id). */
export function suggestForTask<V extends SuggestVideo>(
  task: SuggestTask,
  videos: readonly V[],
  recorders: RecorderMap,
): { suggestions: Suggestion<V>[]; notes: SuggestNotes } {
  const notes: SuggestNotes = [];
  const known = task.officers.filter((o) => o.policeNumber !== null);
  const windows = task.windows.filter((w) => spanOf(w) !== null);
  if (windows.length === 0) notes.push(M.suggestNoWindows);
  if (known.length === 0) notes.push(M.suggestNoOfficers);
  else
    for (const o of task.officers)
      if (o.policeNumber === null) notes.push(M.suggestOfficerUnknown(ROLE_LABEL[o.role], o.name));
  const unbound = videos.filter((v) => !text(v.RWID));
  const noTime = unbound.filter((v) => videoTimesOf(v) === null).length;
  const noOfficer = unbound.filter((v) => videoOfficerOf(v, recorders) === null).length;
  if (noTime > 0) notes.push(M.suggestVideosNoTime(noTime));
  if (noOfficer > 0) notes.push(M.suggestVideosNoOfficer(noOfficer));

  const suggestions: Suggestion<V>[] = [];
  for (const video of unbound) {
    const match = matchVideo(task, video, recorders);
    if (match) suggestions.push({ ...match, video });
  }
  suggestions.sort(
    (a, b) =>
      b.score - a.score || a.recordedAt - b.recordedAt || a.video.ID.localeCompare(b.video.ID),
  );
  return { suggestions, notes };
}

/** A likely task of a stale video. */
export type LikelyTask = Pick<SuggestTask, 'RWID' | 'runId' | 'RWMC'> &
  Pick<VideoMatch, 'reason' | 'score'>;

export type StaleVideo<V extends SuggestVideo = SuggestVideo> = {
  video: V;
  /** Working days since it was imported (CREATETIME) until today. */
  workingDays: number;
  /** When it was recorded (epoch ms), null when nothing tells. */
  recordedAt: number | null;
  /** Best first, at most STALE_TASKS_PER_VIDEO. */
  tasks: LikelyTask[];
};

export type StaleOptions = {
  /** The signed-in officer's police number: their own stale videos are listed, task or not. */
  policeNumber: string | null;
  nowMs: number;
  calendar: WorkCalendar;
};

/**
 * Working days an unbound video has waited: from the date of CREATETIME (the platform row's
 * creation, i.e. the import) to today, both China dates; null when bound or CREATETIME is unknown.
 */
export function unboundWorkingDays(
  video: SuggestVideo,
  nowMs: number,
  calendar: WorkCalendar,
): number | null {
  const imported = toDate(video.CREATETIME);
  if (text(video.RWID) || !imported) return null;
  return workingDaysBetween(imported, chinaToday(nowMs), calendar);
}

/** Unbound for more than STALE_AFTER_WORKING_DAYS working days. */
export const isStale = (video: SuggestVideo, nowMs: number, calendar: WorkCalendar): boolean =>
  (unboundWorkingDays(video, nowMs, calendar) ?? 0) > STALE_AFTER_WORKING_DAYS;

/**
 * Imported videos unbound for more than STALE_AFTER_WORKING_DAYS working days (counted from the
 * date of CREATETIME, the platform row's creation, to today), that the signed-in officer recorded
 * or that match one of the tasks, with their likely tasks: those with a likely task first, the
 * longest unbound first, then the latest recorded.
 */
export function staleVideos<V extends SuggestVideo>(
  videos: readonly V[],
  tasks: readonly SuggestTask[],
  recorders: RecorderMap,
  o: StaleOptions,
): StaleVideo<V>[] {
  const out: StaleVideo<V>[] = [];
  for (const video of videos) {
    const workingDays = unboundWorkingDays(video, o.nowMs, o.calendar);
    if (workingDays === null || workingDays <= STALE_AFTER_WORKING_DAYS) continue;
    const likely = tasks
      .map((task) => ({ task, match: matchVideo(task, video, recorders) }))
      .filter((m): m is { task: SuggestTask; match: VideoMatch } => m.match !== null)
      .sort((a, b) => b.match.score - a.match.score || a.task.RWID.localeCompare(b.task.RWID))
      .slice(0, STALE_TASKS_PER_VIDEO)
      .map(({ task, match }) => ({
        RWID: task.RWID,
        runId: task.runId,
        RWMC: task.RWMC,
        reason: match.reason,
        score: match.score,
      }));
    const mine =
      o.policeNumber !== null && videoOfficerOf(video, recorders)?.policeNumber === o.policeNumber;
    if (likely.length === 0 && !mine) continue;
    out.push({ video, workingDays, recordedAt: videoTimesOf(video)?.start ?? null, tasks: likely });
  }
  return out.sort(
    (a, b) =>
      Number(b.tasks.length > 0) - Number(a.tasks.length > 0) ||
      b.workingDays - a.workingDays ||
      (b.recordedAt ?? 0) - (a.recordedAt ?? 0) ||
      a.video.ID.localeCompare(b.video.ID),
  );
}

/** The task's officers from its base information: 承办人 (CBRXM), then each 协办人 of copycbr. */
export function officerNamesOf(rwxx: {
  CBRXM?: string | null;
  copycbr?: string | null;
}): Array<{ role: OfficerRole; name: string }> {
  const out: Array<{ role: OfficerRole; name: string }> = [];
  const owner = text(rwxx.CBRXM);
  if (owner) out.push({ role: 'owner', name: owner });
  for (const name of text(rwxx.copycbr).split(/[、,，;；\s]+/))
    if (name && !out.some((o) => o.name === name)) out.push({ role: 'coOfficer', name });
  return out;
}

/** A window from a document's values by the form's fields; null when it has no start time. */
export function sceneWindowOf(
  kind: SceneForm['kind'],
  fields: Pick<SceneForm, 'start' | 'end'>,
  values: Readonly<Record<string, string>>,
): TaskWindow | null {
  const start = fields.start.map((f) => values[f]).find((v) => parseChinaTime(v) !== null);
  if (!start) return null;
  const end = fields.end.map((f) => values[f]).find((v) => parseChinaTime(v) !== null) ?? null;
  return { kind, start, end };
}
