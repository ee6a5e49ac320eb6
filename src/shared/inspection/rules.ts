import { inspectionMessages as M } from './messages';
import {
  APPLICATION_OPID,
  APPLICATION_SETTING,
  DANGER_CATEGORY,
  FINDING_TASK_TYPES,
  RECTIFIED,
  RECTIFY_MANY_MAX,
  SERVICE_CLASSES,
  SPECIAL_DANGER_DOC_TYPE,
  type ReinspectionKind,
} from './constants';

// The inspection area's rules, one for renderer, main and the reference server (spec 01 §3, §5,
// §9): what a rectified danger is, the danger category, which dangers may be re-inspected, the
// kind of a task's application and the query of its document page.

/** SQFC 1: an application for the danger's re-inspection is pending or done. */
const APPLIED = '1';

/** ZGQK 1 is rectified; anything else (0, empty, unknown) is not (spec 01 §3). */
export const isRectified = (d: { ZGQK: string | null }): boolean => d.ZGQK === RECTIFIED;

/** YHLB: 3 when the finding document's type is 211, otherwise 1 (spec 01 §9). */
export const dangerCategory = (docType: string | number | null | undefined): string =>
  docType !== null && docType !== undefined && String(docType) === SPECIAL_DANGER_DOC_TYPE
    ? DANGER_CATEGORY.special
    : DANGER_CATEGORY.general;

/**
 * Why the chosen dangers cannot be re-inspected, or null: at least one is chosen and none is
 * rectified, else the spec's '请选择未整改隐患信息！' (spec 01 §5).
 */
export function selectionRefusal(selected: readonly { ZGQK: string | null }[]): string | null {
  if (selected.length === 0 || selected.some(isRectified)) return M.applySelectUnrectified;
  return null;
}

/**
 * Why a danger cannot be ticked for a re-inspection application, or null: rectified (ZGQK 1, the
 * spec's rule, spec 01 §5) or already applied for (SQFC 1, when the server sends it; the server
 * refuses a second application). The check box is disabled and the reason shown.
 */
export function applyLock(d: { ZGQK: string | null; SQFC?: string | null }): string | null {
  if (isRectified(d)) return M.applyLockedRectified;
  if (d.SQFC === APPLIED) return M.applyLockedApplied;
  return null;
}

/** A task's application kind: technical service for classes 21 and 37, else supervision. */
export const reinspectionKind = (RWFLID: string | null | undefined): ReinspectionKind =>
  RWFLID !== null && RWFLID !== undefined && SERVICE_CLASSES.includes(RWFLID) ? 'jsfw' : 'jdjc';

/** Whether a task of this type finds hidden dangers (and may apply for their re-inspection). */
export const isFindingTask = (RWLX: number | null | undefined): boolean =>
  RWLX !== null && RWLX !== undefined && FINDING_TASK_TYPES.includes(RWLX);

/** The ids as the calls and the page query carry them: comma-joined. */
export const joinIds = (ids: readonly string[]): string => ids.join(',');

/** A comma list of ids, without blanks or repeats. */
export const splitIds = (ids: string | null | undefined): string[] => [
  ...new Set(
    (ids ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
];

export type ApplicationPageInput = {
  runId: string;
  RWID: string;
  DWID: string;
  kind: ReinspectionKind;
  /** The chosen dangers (at least one; their first finding document is the source). */
  dangers: readonly { ID: string; LYWSID: string | null; LYBH: string | null }[];
};

/**
 * The query of the application page /ws/fcsqdj (spec 01 §2): runId, type, rwwsszid (762 jsfw,
 * 601 jdjc), LYWSID, RWID, DWID, opid 3313, ids (comma-joined), LYBH, LYRWID (the applying task).
 */
export function applicationQuery(input: ApplicationPageInput): Record<string, string> {
  const first = input.dangers.find((d) => d.LYWSID) ?? input.dangers[0];
  return {
    runId: input.runId,
    type: input.kind,
    rwwsszid: APPLICATION_SETTING[input.kind],
    LYWSID: first?.LYWSID ?? '',
    RWID: input.RWID,
    DWID: input.DWID,
    opid: APPLICATION_OPID,
    ids: joinIds(input.dangers.map((d) => d.ID)),
    LYBH: first?.LYBH ?? '',
    LYRWID: input.RWID,
  };
}

/** The application values a document page carries into its save (see ApplicationLink). */
export type ApplicationLinkValues = {
  type: ReinspectionKind;
  ids: string;
  LYWSID?: string;
  DWID?: string;
  LYBH?: string;
  LYRWID?: string;
  opid?: string;
};

const LINK_KEYS = ['LYWSID', 'DWID', 'LYBH', 'LYRWID', 'opid'] as const;

/**
 * A new application document opened from 复查申请 (type jsfw or jdjc with ids): the values its
 * save carries so the server records which dangers it covers. Undefined for every other page, and
 * for an application already saved (FLWSID).
 */
export function applicationLinkOf(
  query: Readonly<Record<string, string | undefined>>,
): ApplicationLinkValues | undefined {
  const type = query.type;
  if ((type !== 'jsfw' && type !== 'jdjc') || query.FLWSID) return undefined;
  const ids = splitIds(query.ids);
  if (ids.length === 0) return undefined;
  const out: ApplicationLinkValues = { type, ids: joinIds(ids) };
  for (const k of LINK_KEYS) {
    const v = query[k];
    if (v) out[k] = v;
  }
  return out;
}

/**
 * Why a danger cannot be marked rectified on `ZGRQ` ('YYYY-MM-DD'), or null: the date is given, not
 * after today and not before the danger was found.
 */
export function rectifyRefusal(ZGRQ: string, FXRQ: string | null, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(ZGRQ)) return M.rectifyDateRequired;
  if (ZGRQ > today) return M.rectifyDateFuture;
  if (FXRQ && ZGRQ < FXRQ.slice(0, 10)) return M.rectifyDateBeforeFound;
  return null;
}

/** The latest found date ('YYYY-MM-DD') of these dangers, or null when none has one. */
export function latestFound(dangers: readonly { FXRQ: string | null }[]): string | null {
  let latest: string | null = null;
  for (const d of dangers) {
    const day = d.FXRQ ? d.FXRQ.slice(0, 10) : null;
    if (day && (latest === null || day > latest)) latest = day;
  }
  return latest;
}

/**
 * Why these dangers cannot be marked rectified together on `ZGRQ`, or null (批量确认整改): at least
 * one and at most RECTIFY_MANY_MAX are chosen, none rectified already, and the date suits every one
 * of them (the single rule's messages, against the latest found date).
 */
export function rectifyManyRefusal(
  dangers: readonly { ZGQK: string | null; FXRQ: string | null }[],
  ZGRQ: string,
  today: string,
): string | null {
  if (dangers.length === 0 || dangers.some(isRectified)) return M.rectifyManyNone;
  if (dangers.length > RECTIFY_MANY_MAX) return M.rectifyManyTooMany(RECTIFY_MANY_MAX);
  return rectifyRefusal(ZGRQ, latestFound(dangers), today);
}
