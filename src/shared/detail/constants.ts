import { DICT, type DictCode } from '../dict/constants';

export const DETAIL_API = {
  detailConfig: '/api/blade-xfjd/api/base/getRwDetailConfig',
  detailWsList: '/api/blade-xfjd/api/base/getRwDetailWsList',
  /** The categories a task may add documents to now (wslbsList rows); optional wslbid. */
  detailWslb: '/api/blade-xfjd/api/base/getRwDetailWslb',
  /** The document types of one category (wssList rows); wslbid. */
  detailWs: '/api/blade-xfjd/api/base/getRwDetailWs',
  canSwitch: '/api/blade-xfjd/api/base/jugeXmrw',
} as const;

/** Generic paged query ids (dwId). */
export const DW_ID = {
  operationLog: 4372,
} as const;

/** Dictionaries the document tree needs to label its status columns. */
export const TREE_DICTS: readonly DictCode[] = [
  DICT.docStatus,
  DICT.subTaskState,
  DICT.delivery,
  DICT.status1,
  DICT.status2,
  DICT.status3,
  DICT.execution,
  DICT.taskType,
];

/** Tree levels of getRwDetailWsList rows. */
export const TREE_LEVEL = { task: 1, category: 2, document: 3 } as const;

/** RW_ISDELETED values. */
export const ROW_DELETED = 1;

export const ROW_VOIDED = 2;

export const isHelpTaskType = (rwlx: number): boolean => rwlx > 10 && rwlx < 20;
