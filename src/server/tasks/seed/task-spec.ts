import type { CategoryCode } from '../../documents/seed/catalog';

/** Formats the date `offsetDays` from today (negative = past) as 'YYYY-MM-DD'. */
export type DateFn = (offsetDays: number) => string;

/** Document statuses of XFJD_FLWS_STATUS. */
export type DocStatus = '1' | '2' | '3' | '4' | '5' | '9' | '10';

export type DocSeed = {
  /** Document type id (rwwsszid). */
  t: number;
  st: DocStatus;
  /** Delivered (SFSD 2). */
  sd?: true;
  /** Has an attachment; the text becomes FILE_DESC. */
  file?: string;
  /** Execution state (ZXQK) of penalty decisions. */
  zx?: '1' | '2' | '3' | '4';
  /** RW_ISDELETED: 1 deleted, 2 voided. */
  del?: 1 | 2;
  title?: string;
  /** Made this many days before today at this minute of the day; defaults to a day per document. */
  at?: [number, number];
  /** Decided (approved, refused, returned) this many days before today at this minute. */
  decided?: [number, number];
  /** Deadline (改正期限) of a rectification notice, days relative to today; defaults to 15 days after it. */
  deadline?: number;
  /** The hidden dangers this document found (the task's hazard list is the union over its documents). */
  hazards?: HazardSeed[];
};

/** A hidden danger as the document that found it tells it (server/inspection/seed.ts inserts it). */
export type HazardSeed = {
  text: string;
  /** Rectified this many days before today (never before it was found). */
  fixed?: number;
  /** Title of the rectification notice that orders it rectified, when not the finding document. */
  notice?: string;
  /** In a re-inspection application of its task (复查申请), still pending. */
  applied?: true;
  /** Carried by this re-inspection task (seed number) through a carried-out application. */
  reinspection?: number;
};

export type TaskSeed = {
  n: number;
  run: number;
  owner: 'demo' | 'lisi' | 'wangwu' | 'liuxin';
  type: number;
  unit: string | null;
  name: string;
  /** XFJD_XMRW_ZRWZT key. */
  state: '0' | '1' | '2' | '3' | '4' | '5';
  /** Created this many days before today (>= 1 so that the whole history is in the past). */
  ago: number;
  /** Minute of the day the task was created; defaults to one derived from n. */
  minute?: number;
  /**
   * The task whose rectification notice (责令限期改正通知书) this re-inspection checks: its number,
   * deadline and the dangers carried here come from that notice (ZGQX, LYWSMC, YWSWH, 复查结论).
   */
  from?: number;
  /** The fire a fire-investigation task (type 80) investigates: its documents and timeline tell it. */
  fire?: FireStory;
  /** Planned start relative to today; defaults to the day after creation. */
  plan?: number;
  video?: true;
  /** SJTBZT: 1 clock suspended, 2 resumed. */
  clock?: '1' | '2';
  kzsx?: string | ((date: DateFn) => string);
  /** The task itself was voided (RW_ISDELETED 2). */
  voided?: true;
  opid?: string;
  /** Temporary-seal expiry date (LSCFJZRQ) relative to today, for seizure and seal-expiry tasks. */
  seal?: number;
  /** Task class (RWFLID) when it is not the one of the task type, e.g. '37'. */
  flid?: string;
  extra?: (date: DateFn) => Record<string, string | number>;
  /** What the task actions keep on it (server/actions/tables.ts); days relative to today. */
  act?: ActionSeed;
  cats: Array<[CategoryCode, DocSeed[]]>;
};

/** A task's action state in the seed; days are relative to today (negative = past). */
export type ActionSeed = {
  /** Case registration date (LARQ). */
  larq?: number;
  /** Planned end after an approved postponement (JHJSRQ). */
  jhjsrq?: number;
  /** Start of the running suspension (LDSPSJ, at 09:30) and its reason. */
  ldspsj?: number;
  zzyy?: string;
  /** Days of ended suspensions (ZZTS). */
  zzts?: number;
  /** Case stopped (ISSTOP 1). */
  isstop?: true;
  /** No inspection (BJC 1) with its reason (1-4) and description. */
  bjc?: { reason: '1' | '2' | '3' | '4'; text: string };
  /** The unit's pending request for another inspection time, `days` from today at 09:00. */
  yysq?: { sqr: string; days: number; sqyy: string };
};

/** A task's action state with its dates resolved (what server/actions/seed.ts inserts). */
export type ActionSeedRow = {
  rwid: string;
  larq: string | null;
  jhjsrq: string | null;
  ldspsj: string | null;
  zzyy: string | null;
  zzts: number;
  isstop: boolean;
  bjc: { reason: string; text: string } | null;
  yysq: { sqr: string; time: string; sqyy: string; requestedAt: string } | null;
};

/** A fire as its investigation tells it (the registration, the timeline and the documents). */
export type FireStory = {
  /** The fire broke out this many days before today. */
  day: number;
  /** Minutes of that day: started, alarmed, put out. */
  started: number;
  alarmed: number;
  out: number;
  place: string;
  /** Burnt area in square metres and direct loss in yuan. */
  area: number;
  loss: number;
  /** What was burnt (火灾损失情况), without area and loss. */
  burnt: string;
};
