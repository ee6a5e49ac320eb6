// The penalty area's API paths, ids and codes (spec 01 §2, §4, §7, §9; spec 02 §7, §9).

const X = '/api/blade-xfjd/api';

export const PENALTY_API = {
  /** Link a source task to a penalty case: runId, lyrwid, cfrwid. */
  link: `${X}/xzcfxmrw/updateSAGJ`,
  /** Unlink: runId, cfrwid, lyrwid. */
  unlink: `${X}/xzcfxmrw/updateQXSAGJ`,
  /** Case closing: RWID, CRWZT, SJJSRQ, JAMS. */
  close: `${X}/xzcfxmrw/xzcf_cjwb`,
  /** 快速转一般: a quick-process case goes on in the general process (RWID, runId). */
  quickToGeneral: `${X}/xzcfxmrw/xzcf_kszyb`,
  /**
   * 查询创建: before the wizard, the penalty item already generated from the task, if any (RWID,
   * runId): its object and source types are fixed from then on.
   */
  item: `${X}/xzcfxmrw/xzcf_cxcj`,
  /** The reduction of a penalty case (减免情况): RWID, runId. */
  reduction: `${X}/flwsxxzcfjdscb/queryJmqk`,
} as const;

/** Generic paged query (table id 20032): the penalty cases a task can be linked to or unlinked from. */
export const PENALTY_CASES_DWID = 20032;
/** Generic save by dwId: a temporary-seal lifting (解除临时查封) record. */
export const SEAL_LIFT_DWID = 3385;
/** Generic save by dwId: a three-stop check application (三停核查申请). */
export const CHECK_APPLICATION_DWID = 3794;
/** Generic paged query by dwId: a task's three-stop check applications. */
export const CHECK_APPLICATIONS_DWID = 3903;

/** Penalty process types (CFLCLX, spec 01 §4): 0 simple, 1 general, 2 quick. */
export const PROCESS_TYPE = { simple: '0', general: '1', quick: '2' } as const;
export type ProcessType = (typeof PROCESS_TYPE)[keyof typeof PROCESS_TYPE];

/** Penalty object type (CFDXLX, XFJD_XZCF_CFDXLX): 1 an individual (name and address asked). */
export const TARGET_INDIVIDUAL = '1';

/** The registration documents the wizard ends in (spec 01 §2). */
export const PENALTY_FORMS = {
  /** 当场行政处罚决定书, simple process. */
  onSpot: { form: 'dccfjds', rwwsszid: '264' },
  /** 当场行政处罚决定书（个人）, simple process, individual target. */
  onSpotIndividual: { form: 'dccfjdsgr', rwwsszid: '299' },
  /** 立案审批表, general process. */
  approval: { form: 'laspb', rwwsszid: '18' },
  /** 立案登记表, quick process. */
  registration: { form: 'ladjb', rwwsszid: '560' },
} as const;

/** The query value marking a document opened to register a penalty case from a task (挂接). */
export const LINK_TYPE = 'GJ';

/**
 * Task classes (RWFLID) whose source-task field differs (spec 01 §9): 19 products (LYCPRWID), 21
 * and 37 technical service (LYJSFWRWID); every other class LYRWID.
 */
export const PRODUCT_SOURCE_CLASSES: readonly string[] = ['19'];
export const SERVICE_SOURCE_CLASSES: readonly string[] = ['21', '37'];

/** Case closing: CRWZT defaults to 1 (spec 01 §3). */
export const CLOSING_DEFAULT_STATE = '1';

/**
 * How a case ends (CRWZT of xzcf_cjwb): the spec names the code and its default 1 only. The four
 * ways an administrative case is closed (《消防救援机构办理行政案件程序规定》), 1 the usual one.
 */
export const CLOSING_STATES = [
  { value: '1', label: '处罚决定已执行完毕' },
  { value: '2', label: '作出不予行政处罚决定' },
  { value: '3', label: '案件已移送有关部门' },
  { value: '4', label: '终止调查' },
] as const;

/** Temporary-seal lifting reasons (解除原因). */
export const SEAL_LIFT_REASONS = [
  { value: '1', label: '火灾隐患已消除' },
  { value: '2', label: '查封期限届满' },
  { value: '3', label: '其他' },
] as const;

/** The task types a temporary seal (65) or an order to stop (67) is, checked after rectification. */
export const SEAL_TASK_TYPE = 65;
export const THREE_STOP_TASK_TYPES: readonly number[] = [65, 67];
/** Quick-process penalty cases (63) can go on in the general process (61). */
export const QUICK_TASK_TYPE = 63;
export const GENERAL_TASK_TYPE = 61;

/**
 * Task types that are penalty cases (立案, 决定, 处罚结案), not coercive measures: 61 general, 62
 * simple, 63 quick, 64 hearing, 75 individual. An open one is closed by 处罚结案 before archiving.
 */
export const PENALTY_CASE_TASK_TYPES: readonly number[] = [61, 62, 63, 64, 75];
