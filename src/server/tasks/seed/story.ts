import type { documents } from '../../documents/tables';
import { DOC_TYPES } from '../../documents/seed/catalog';
import { formOf } from '../../documents/forms/index';
import type { HazardRow } from './build';
import type { DocSeed, FireStory, TaskSeed } from './task-spec';

// The form values a task's story fixes, derived from the same seed as the task, its documents and
// the dangers they found, so a screen never contradicts another: the inspection record lists the
// task's dangers, a rectification notice cites exactly the dangers it found and its deadline is the
// one its re-inspection task carries, a re-inspection record names the notice it checks and
// concludes from the states of the dangers carried to its task. The other values are the forms'
// samples (documents/forms), made from the task, its unit and its officers.

type DocumentInsert = typeof documents.$inferInsert;

/** A seeded document: its seed and its planned row. */
export type StoryDoc = { seed: DocSeed; row: DocumentInsert };

export type StoryCtx = {
  /** The documents of the same task. */
  docs: readonly StoryDoc[];
  /** Every seeded danger (of every task). */
  hazards: readonly HazardRow[];
  taskId: string;
  /** The notice a re-inspection checks (TaskSeed.from). */
  notice: { row: DocumentInsert; deadline: string } | null;
  deadline(doc: StoryDoc): string;
  /** 'YYYY-MM-DD' `days` before today (the fire's day, a registration, a seal's expiry). */
  fireDay(days: number): string;
  /** 'YYYY-MM-DD HH:mm:ss' the task was created. */
  taskCreated: string;
};

/** Document types whose form is an inspection record (xfjdjcjl, jdjcxfjdjcjl). */
const RECORD_TYPES = new Set([420, 126, 725]);
const NOTICE_TYPE = 404;
const REINSPECTION_RECORD_TYPE = 344;
const REINSPECTION_APPLICATION_TYPE = 93;

/** 检查类型 (JCLX) of the inspection record by task type. */
const INSPECTION_KIND: Readonly<Record<number, string>> = {
  31: '1',
  32: '2',
  33: '3',
  13: '4',
  74: '5',
  45: '6',
};

/** 复查结论 (FCJL): 1 已全部改正, 2 部分改正, 3 未改正. */
export const REINSPECTION_CONCLUSION = { all: '1', some: '2', none: '3' } as const;

/** The conclusion the states of the carried dangers call for. */
export function conclusionOf(states: readonly boolean[]): string {
  const fixed = states.filter(Boolean).length;
  if (fixed === states.length) return REINSPECTION_CONCLUSION.all;
  return fixed === 0 ? REINSPECTION_CONCLUSION.none : REINSPECTION_CONCLUSION.some;
}

/** '1.…；2.…。', the way a document numbers the dangers it cites. */
export const numbered = (texts: readonly string[]): string =>
  texts.length === 0 ? '' : `${texts.map((t, i) => `${i + 1}.${t}`).join('；')}。`;

/** The texts a numbered list cites (the inverse of numbered). */
export const citedIn = (text: string): string[] =>
  [...text.matchAll(/(?:^|；)\d+\.([^；。]+)/g)].map((m) => m[1]);

export function storyValues(seed: TaskSeed, doc: StoryDoc, ctx: StoryCtx): Record<string, string> {
  return { ...taskDates(seed, doc, ctx), ...ofType(seed, doc, ctx) };
}

/**
 * Dates every form that has them takes from the task: 立案日期 (LARQ) is the case's registration,
 * 查封截止日期 (CFJZRQ) the seal's expiry, 受理日期 (SLRQ) the day the task was opened.
 */
function taskDates(seed: TaskSeed, doc: StoryDoc, ctx: StoryCtx): Record<string, string> {
  const form = DOC_TYPES.find((d) => d.id === doc.seed.t)?.form;
  const fields = new Set(formOf(form ?? '')?.fields.map((f) => f.name) ?? []);
  const out: Record<string, string> = {};
  if (fields.has('LARQ'))
    out.LARQ =
      seed.act?.larq === undefined ? ctx.taskCreated.slice(0, 10) : ctx.fireDay(-seed.act.larq);
  if (fields.has('CFJZRQ') && seed.seal !== undefined) out.CFJZRQ = ctx.fireDay(-seed.seal);
  if (fields.has('SLRQ')) out.SLRQ = ctx.taskCreated.slice(0, 10);
  return out;
}

function ofType(seed: TaskSeed, doc: StoryDoc, ctx: StoryCtx): Record<string, string> {
  const own = ctx.hazards.filter((h) => h.rwid === ctx.taskId);
  const t = doc.seed.t;
  if (RECORD_TYPES.has(t)) {
    const kind = INSPECTION_KIND[seed.type];
    const onSpot = own.every((h) => h.docType !== NOTICE_TYPE && h.fixed !== undefined);
    return {
      ...(kind ? { JCLX: kind } : {}),
      FXWT: own.length === 0 ? '未发现消防安全违法行为。' : numbered(own.map((h) => h.text)),
      JCJL: own.length === 0 ? '1' : onSpot ? '3' : '2',
    };
  }
  if (t === NOTICE_TYPE) {
    const record = ctx.docs.find((d) => RECORD_TYPES.has(d.seed.t) && !d.seed.del);
    return noticeValues(doc.row, own, record?.row ?? null, ctx.deadline(doc));
  }
  if (seed.fire) {
    const fire = fireValues(seed.fire, ctx.fireDay, doc.row.createdAt)[t];
    if (fire) return fire;
  }
  if (t === REINSPECTION_APPLICATION_TYPE && ctx.notice) return { YWSWH: ctx.notice.row.wh ?? '' };
  if (t === REINSPECTION_RECORD_TYPE) {
    const carried = ctx.hazards.filter((h) => h.reinspection === seed.n);
    const state = (h: HazardRow): string => (h.rectifiedOn === null ? '尚未改正' : '已改正');
    return {
      ...(ctx.notice ? { YWSWH: ctx.notice.row.wh ?? '' } : {}),
      FCQK: numbered(carried.map((h) => `${h.text}，${state(h)}`)),
      FCJL: conclusionOf(carried.map((h) => h.rectifiedOn !== null)),
    };
  }
  return {};
}

/**
 * A rectification notice's values: the dangers it cites (those it found and those the story says it
 * orders), the deadline, the inspection date of its task's record and its own date.
 */
export function noticeValues(
  notice: DocumentInsert,
  taskHazards: readonly HazardRow[],
  record: DocumentInsert | null,
  deadline: string,
): Record<string, string> {
  const cited = taskHazards.filter((h) => h.docId === notice.id || h.notice === notice.title);
  return {
    WFXW: numbered(cited.map((h) => h.text)),
    GZYQ: '对上述问题于改正期限届满前改正完毕，改正期间采取必要措施确保消防安全，改正后书面报告。',
    ZGQX: deadline,
    JCRQ: (record?.createdAt ?? notice.createdAt).slice(0, 10),
    LKRQ: notice.createdAt.slice(0, 10),
  };
}

const hhmm = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const plusMinutes = (at: string, minutes: number): string =>
  new Date(Date.parse(`${at.replace(' ', 'T')}+08:00`) + minutes * MINUTE + 8 * 3600_000)
    .toISOString()
    .slice(0, 16)
    .replace('T', ' ');
const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T12:00:00+08:00`) + days * DAY).toISOString().slice(0, 10);

/** The values of the fire documents (勘验笔录 9004, 延期审批表 458, 认定书 9021) the fire fixes. */
function fireValues(
  fire: FireStory,
  dayOf: (days: number) => string,
  created: string,
): Record<number, Record<string, string>> {
  const day = dayOf(fire.day);
  const loss = `${fire.burnt}，过火面积约${fire.area}平方米，直接财产损失约人民币${(fire.loss / 10000).toFixed(1)}万元，无人员伤亡。`;
  return {
    9004: { HZDD: fire.place, KYJSSJ: plusMinutes(created, 150) },
    458: {
      HZRQ: day,
      QHDD: fire.place,
      JJRQ: day,
      // Due 30 days after the report, extended by 30 (YQTS 2).
      YRDQX: plusDays(day, 30),
      YQTS: '2',
      YQZRQ: plusDays(day, 60),
      TBRQ: created.slice(0, 10),
    },
    9021: {
      QHSJ: `${day} ${hhmm(fire.started)}`,
      QHDD: fire.place,
      SWRS: '0',
      SSRS: '0',
      ZJCCSS: String(fire.loss),
      HZSS: loss,
      LKRQ: created.slice(0, 10),
    },
  };
}
