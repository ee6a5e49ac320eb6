// Task actions (spec 02 §1, §3, §4, §5, §7, §9): API paths, generic ids, codes and limits.
//
// Paths the spec names (base/saveYqsq, base/updateBjcyy, /jdjcyqsq/…, /jsfw/…, /electronicLicense/…,
// xmrw/cfRwRemind, base/getXqDateByRwid, base/isXzcf) keep the spec's names under the blade-xfjd
// service. The spec names no call for ending a task, changing the procedure, resuming the clock,
// accepting a product task or registering execution: those go through the generic calls whose
// ids spec 02 §7 lists without a meaning (ACTIONS_INTERFACE, ACTIONS_DWID; docs/api.md). Reading a
// suspension and a decision's execution keep the reference server's names (xmrw/getZzjsxx,
// xzcf/getZxdj), in the same style.

const X = '/api/blade-xfjd/api';

export const ACTIONS_API = {
  suspension: `${X}/xmrw/getZzjsxx`,
  saveYqsq: `${X}/base/saveYqsq`,
  updateJHJSRQ: `${X}/jdjcyqsq/updateJHJSRQ`,
  updateISSTOP: `${X}/jdjcyqsq/updateISSTOP`,
  execution: `${X}/xzcf/getZxdj`,
  updateBjcyy: `${X}/base/updateBjcyy`,
  /** The unit asks for another inspection time (the unit's side; the reference server's seed uses it). */
  shdwupdateyytime: `${X}/jdjcyqsq/shdwupdateyytime`,
  getXGJCSJ: `${X}/jdjcyqsq/getXGJCSJ`,
  clshdwxgyytime: `${X}/jdjcyqsq/clshdwxgyytime`,
  updateXSYJJGTS: `${X}/jdjcyqsq/updateXSYJJGTS`,
  getJsfwdw: `${X}/jsfw/getJsfwdw`,
  saveJsfwRw: `${X}/jsfw/saveJsfwRw`,
  preparationOfEvidence: `${X}/electronicLicense/preparationOfEvidence`,
  getEleLicense: `${X}/electronicLicense/getEleLicense`,
  licenceDownload: `${X}/electronicLicense/download`,
  getXqDateByRwid: `${X}/base/getXqDateByRwid`,
  isXzcf: `${X}/base/isXzcf`,
  cfRwRemind: `${X}/xmrw/cfRwRemind`,
} as const;

/**
 * Generic interfaces (execInterface, obj = { RWID, ... }): small operations on the task. The spec
 * lists ids 44, 57, 65, 67 and 100 without their meaning; these three are ours (docs/api.md).
 */
export const ACTIONS_INTERFACE = {
  /** 结束任务: an open task (rwzt 0/1) is finished. */
  endTask: 57,
  /** 受理任务: a pending product task is accepted (inspection within 3 working days). */
  accept: 65,
  /** 切换程序: a simple or quick penalty case goes on in the general procedure (CFLCLX, GGLX, ZHYY). */
  changeProcedure: 67,
} as const;

/**
 * Generic saves and queries by dwId (spec 02 §7 lists the ids without their meaning; ours,
 * docs/api.md).
 */
export const ACTIONS_DWID = {
  /** saveOrUpdate: the execution registration of the task's penalty decision (ZXQK, LXRQ, LXQK). */
  execution: 3238,
  /** saveOrUpdate: the resume of the task's running clock suspension (HFJSSJ, HFJSSM, fileIds). */
  resumeClock: 3356,
  /** getPageData { RWID }: the task's postponement requests, newest first. */
  postponements: 3967,
} as const;

/** Procedure codes (spec 02 §9). */
export const PROCEDURE = { simple: '3', general: '4' } as const;

/** How a simple procedure becomes general (spec 02 §4): upgraded (升级) or converted (转换). */
export const PROCEDURE_CHANGE_MODES = [
  { value: '1', label: '简易程序升级为一般程序' },
  { value: '2', label: '简易程序转换为一般程序' },
] as const;

/** Case stop and resume (isstop). */
export const CASE_STOP = { stop: '1', resume: '0' } as const;

/** No-inspection: type 1 revokes, 2 sets; reasons (spec 02 §9). */
export const NO_INSPECTION_TYPE = { revoke: '1', set: '2' } as const;

export const NO_INSPECTION_REASONS = [
  { value: '1', label: '停业' },
  { value: '2', label: '歇业/暂时停业' },
  { value: '3', label: '关门' },
  { value: '4', label: '其他' },
] as const;

/** Clock states (sjtbzt / SJTBZT): 1 suspended, 2 resumed. */
export const CLOCK_STATE = { suspended: '1', resumed: '2' } as const;

/** Enforcement types (spec 02 §9): 0 three-stop, 1 fine. */
export const ENFORCEMENT_TYPES = [
  { value: '0', label: '三停' },
  { value: '1', label: '罚款' },
] as const;

/** Execution status value that requires the fulfilment date and situation. */
export const EXECUTION_FULFILLED = '1';

/** Verbal notice (spec 02 §9): 1 individual (xzcfjdsgr, 580), 2 unit (xzcfjds, 579). */
export const VERBAL_NOTICES = [
  { value: '1', label: '个人', form: 'xzcfjdsgr', rwwsszid: '580' },
  { value: '2', label: '单位', form: 'xzcfjds', rwwsszid: '579' },
] as const;

/** Strong-enforcement documents (cgs): 101 fine, 421 three-stop, 417 (spec 02 §2). */
export const ENFORCEMENT_DOCUMENTS = [
  { value: '101', label: '催告书（罚款）' },
  { value: '421', label: '催告书（三停）' },
  { value: '417', label: '催告书（其他）' },
] as const;

export const ENFORCEMENT_FORM = 'cgs';

/** Clock suspension and void applications are documents (spec 02 §2). */
export const SUSPENSION_FORM = 'sqbaqxzzjsspb';

export const VOID_FORM = 'sqrwzfspb';

/** The postponement approval form (超期行政处罚延期审批表, 120) a postponement may refer to. */
export const POSTPONEMENT_FORM = 'cqxzcfyqspb';

export const POSTPONEMENT_DOC_TYPE = '120';

/** A document's STATUS once its approval is through (审批通过). */
export const DOC_APPROVED = '3';

/** Statutory periods (spec 02 §9). */
export const PENALTY_PERIOD_DAYS = 60;

export const PENALTY_EXTENSION_DAYS = 30;

export const ACCEPT_WORKING_DAYS = 3;

/** Re-inspection (type 45): within 3 working days after the planned start (spec 02 §9). */
export const REINSPECTION_WORKING_DAYS = 3;

/** A clock within this many working days of its deadline is "due soon". */
export const DUE_SOON_WORKING_DAYS = 3;

/** Help pages exist for task types above 10 and below 20 (spec 02 §2). */
export const HELP_TASK_TYPES = { above: 10, below: 20 } as const;

/** Inspection task types whose documents say 抽样 (sampling) instead of 检查 (spec 02 §9). */
export const SAMPLING_TASK_TYPES: readonly number[] = [2, 6, 7];

/** What the task's inspection is called in its labels: 抽样 for task types 2, 6 and 7, else 检查. */
export const inspectionWord = (rwlx: number | null | undefined): '抽样' | '检查' =>
  rwlx !== null && rwlx !== undefined && SAMPLING_TASK_TYPES.includes(rwlx) ? '抽样' : '检查';
