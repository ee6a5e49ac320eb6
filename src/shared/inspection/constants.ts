// The inspection area's API paths, ids and codes (spec 01 §2, §3, §5, §7, §9; spec 02 §2, §3, §7).

const X = '/api/blade-xfjd/api/base';

export const INSPECTION_API = {
  /** May these hidden dangers of a technical-service task be re-inspected (runId, rwid, ids)? */
  isJsfwSqFc: `${X}/isJsfwSqFc`,
  /** The same for a supervision-inspection task. */
  isJdjcSqFc: `${X}/isJdjcSqFc`,
  /** Creates the re-inspection task of a technical-service (安全检查) application. */
  saveAqjcFcrw: `${X}/saveAqjcFcrw`,
  /** Creates the re-inspection task of a supervision-inspection application. */
  saveJdjcFcrwDq: `${X}/saveJdjcFcrwDq`,
} as const;

/** Generic paged query (table id 3408, spec 01 §9): a task's hidden dangers; save by dwId marks one rectified. */
export const HIDDEN_DANGERS_DWID = 3408;
/**
 * Most dangers one 批量确认整改 confirms: its saveEntities call (spec 02 §7) carries one record per
 * danger, and the server takes at most 50 records a call.
 */
export const RECTIFY_MANY_MAX = 50;
/** Generic paged query (spec 02 §7): the unit's hazard list. */
export const UNIT_HAZARDS_DWID = 3825;
/**
 * Generic paged query of a task's re-inspection applications with their dangers: 3966, which spec
 * 02 §7 lists with its filters not shown (the meaning is ours, docs/api.md).
 */
export const APPLICATIONS_DWID = 3966;

/** The two tabs of the hidden-danger dialog, as the 3408 filter's LX: this task, past inspections. */
export const DANGER_SCOPE = { task: '1', past: '2' } as const;
export type DangerScope = (typeof DANGER_SCOPE)[keyof typeof DANGER_SCOPE];

/** ZGQK: 1 rectified, anything else not (spec 01 §3). */
export const RECTIFIED = '1';
export const NOT_RECTIFIED = '0';

/** YHLB (spec 01 §9): 3 when the finding document's type is 211, otherwise 1. */
export const DANGER_CATEGORY = { general: '1', special: '3' } as const;
export const SPECIAL_DANGER_DOC_TYPE = '211';

/** The re-inspection application's two kinds: technical service, supervision inspection. */
export type ReinspectionKind = 'jsfw' | 'jdjc';

/** The application document page (spec 01 §2): /ws/fcsqdj, its setting id by kind, opid 3313. */
export const APPLICATION_FORM = 'fcsqdj';
export const APPLICATION_SETTING: Readonly<Record<ReinspectionKind, string>> = {
  jsfw: '762',
  jdjc: '601',
};
/** The catalogue's type of the application document (spec 02 §2: fcsqdj 93). */
export const APPLICATION_DOC_TYPE = '93';
export const APPLICATION_OPID = '3313';

/**
 * Task classes (RWFLID) of technical-service tasks (spec 01 §9: 21 and 37 link through
 * LYJSFWRWID); every other inspection is a supervision inspection.
 */
export const SERVICE_CLASSES: readonly string[] = ['21', '37'];

/**
 * Inspection task types that find hidden dangers and may apply for re-inspection: the supervision
 * and technical-service inspections (31-33, 74) and the special inspections 11-19. The
 * re-inspections themselves (45, 56) re-check; they do not apply.
 */
export const FINDING_TASK_TYPES: readonly number[] = [
  31, 32, 33, 74, 11, 12, 13, 14, 15, 16, 17, 18, 19,
];
