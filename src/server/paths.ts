import { ACTION_API, CASE_CATEGORY_TABLE as TABLE, DEFAULT_PREVIEW_PREFIX, DW_ID_UNIT, INTERFACE_ID as IDS, PREVIEW_PAGE } from '../shared/constants';

// The server's names for the shared detail-action paths (src/shared/constants.ts holds the strings).

export const PATHS = {
  beforeAdd: ACTION_API.beforeAdd,
  formDefinition: ACTION_API.formDefinition,
  flwsDetail: ACTION_API.docDetail,
  saveFlws: ACTION_API.saveDoc,
  sendFlws: ACTION_API.sendDoc,
  recallFlws: ACTION_API.recallDoc,
  approvalHistory: ACTION_API.approvals,
  downloadFile: ACTION_API.download,
  printFlws: ACTION_API.print,
  packageDownload: ACTION_API.packageDownload,
  execInterface: ACTION_API.execInterface,
  treeData: ACTION_API.treeData,
  jugeXmrw: ACTION_API.canSwitch,
  signList: ACTION_API.stampList,
  seal: ACTION_API.seal,
  archive: ACTION_API.archive,
  unitOptimization: ACTION_API.socialUnitOptimization,
  randomPool: ACTION_API.nrssj,
  /** No Blade-Auth: the link itself (md5 + expireTime) is the permission. */
  preview: `${DEFAULT_PREVIEW_PREFIX}${PREVIEW_PAGE}`,
  previewRaw: `${DEFAULT_PREVIEW_PREFIX}/raw`,
} as const;

export const INTERFACE_ID = { deleteDocument: IDS.deleteDoc } as const;
export const UNIT_DW_ID = DW_ID_UNIT;
export const CASE_CATEGORY_TABLE = TABLE;
