// The fire area: fire investigation (火灾事故调查, task type 80; spec 01 §2, spec 02 §2, §7). The
// spec names hzdc/updatecxlb, hzdc/vardeleteysdcrw and base/hzdcysdc; the reads of the case, its
// process nodes and the fire registration are the reference server's names (docs/api.md).

const HZDC = '/api/blade-xfjd/api/hzdc';

export const FIRE_API = {
  /** The case's six stages, its procedure category and its transfers (RWID, runId). */
  stages: `${HZDC}/getHzdcLc`,
  /** One stage's process-node tree (RWID, runId, JDBM). */
  nodes: `${HZDC}/getHzdcLcjd`,
  /** The fire registration (火灾信息登记) of the case: the record or null (RWID, runId). */
  info: `${HZDC}/getHzxxdj`,
  /** Saves the fire registration (RWID, runId and the form's fields). */
  saveInfo: `${HZDC}/saveHzxxdj`,
  /** Changes the procedure category 程序类别 (RWID, runId, CXLB, BGYY). */
  updateProcedure: `${HZDC}/updatecxlb`,
  /** 火灾调查移送调查: transfers the case (RWID, runId, YSLX, JSDW, YSRQ, YSYY). */
  transfer: '/api/blade-xfjd/api/base/hzdcysdc',
  /** Withdraws (deletes) a transfer-investigation record not yet received (RWID, runId, id). */
  deleteTransfer: `${HZDC}/vardeleteysdcrw`,
} as const;

/** The task type of a fire investigation (火灾事故调查). */
export const FIRE_TASK_TYPE = 80;

/** The document-tree category of the fire documents (code hzdc). */
export const FIRE_DOC_CATEGORY = '火灾调查文书';

/** The six stages of a fire case, in order (spec 01 §2). */
export const FIRE_STAGES = [
  { code: 'hzjj', name: '火灾接警' },
  { code: 'hzdj', name: '火灾登记' },
  { code: 'hzdc', name: '火灾调查' },
  { code: 'ajys', name: '案件移送' },
  { code: 'ycdc', name: '延伸调查' },
  { code: 'hzfh', name: '火灾复核' },
] as const;

export type FireStageCode = (typeof FIRE_STAGES)[number]['code'];

/** A process node's or a stage's state ZT: 0 not started, 1 in progress, 2 done. */
export const NODE_STATE = { pending: '0', current: '1', done: '2' } as const;
export type NodeState = (typeof NODE_STATE)[keyof typeof NODE_STATE];

/** The procedure category CXLB (火灾事故调查规定: 简易程序, 一般程序). */
export const FIRE_PROCEDURE = { simple: '1', general: '2' } as const;
export const FIRE_PROCEDURES = [
  { value: FIRE_PROCEDURE.simple, label: '简易调查' },
  { value: FIRE_PROCEDURE.general, label: '一般调查' },
] as const;

/** The fire registration's node (火灾登记 stage): done once the registration is saved. */
export const INFO_NODE_CODE = 'hzxxdj';

/** 火灾类别 HZLB. */
export const FIRE_KINDS = [
  { value: '1', label: '建筑火灾' },
  { value: '2', label: '交通工具火灾' },
  { value: '3', label: '森林草原火灾' },
  { value: '4', label: '其他火灾' },
] as const;

/** 火灾等级 HZDJ (公安部火灾等级标准, 2007): 1 特别重大 … 4 一般. */
export const FIRE_GRADES = [
  { value: '1', label: '特别重大火灾' },
  { value: '2', label: '重大火灾' },
  { value: '3', label: '较大火灾' },
  { value: '4', label: '一般火灾' },
] as const;

export type FireGrade = (typeof FIRE_GRADES)[number]['value'];

/** 起火原因认定 YYRDZT: 0 still under investigation, 1 determined. */
export const CAUSE_STATE = { open: '0', determined: '1' } as const;
export const CAUSE_STATES = [
  { value: CAUSE_STATE.open, label: '尚在调查' },
  { value: CAUSE_STATE.determined, label: '已认定' },
] as const;

/** 起火原因 QHYY (火灾统计的起火原因分类). */
export const FIRE_CAUSES = [
  { value: '1', label: '电气火灾' },
  { value: '2', label: '生产作业类火灾' },
  { value: '3', label: '生活用火不慎' },
  { value: '4', label: '吸烟' },
  { value: '5', label: '玩火' },
  { value: '6', label: '放火' },
  { value: '7', label: '自燃' },
  { value: '8', label: '雷击' },
  { value: '9', label: '静电' },
  { value: '10', label: '其他原因' },
] as const;

/** 放火: a case with arson suspected takes no simple procedure. */
export const ARSON_CAUSE = '6';

/** 移送类别 YSLX of a transfer. */
export const TRANSFER_KINDS = [
  { value: '1', label: '涉嫌失火罪移送公安机关' },
  { value: '2', label: '涉嫌放火罪移送公安机关' },
  { value: '3', label: '涉嫌消防责任事故罪移送公安机关' },
  { value: '4', label: '移送其他行政机关处理' },
] as const;

/** A transfer record's state ZT: 0 awaiting receipt (may be withdrawn), 1 received. */
export const TRANSFER_STATE = { waiting: '0', received: '1' } as const;
