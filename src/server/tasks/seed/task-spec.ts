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
};

export type TaskSeed = {
  n: number;
  run: number;
  owner: 'demo' | 'lisi' | 'wangwu';
  type: number;
  unit: string | null;
  name: string;
  /** XFJD_XMRW_ZRWZT key. */
  state: '0' | '1' | '2' | '3' | '4' | '5';
  /** Created this many days before today (>= 1 so that the whole history is in the past). */
  ago: number;
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
  cats: Array<[CategoryCode, DocSeed[]]>;
};
