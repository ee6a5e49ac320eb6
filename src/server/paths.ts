import { ARCHIVE_API, CASE_CATEGORY_TABLE as TABLE } from '../shared/archive/constants';
import { DEFAULT_PREVIEW_PREFIX, DOCUMENTS_API, PREVIEW_PAGE } from '../shared/documents/constants';
import { GENERIC_API } from '../shared/generic/constants';
import { DETAIL_API } from '../shared/detail/constants';
import { STAMPING_API } from '../shared/stamping/constants';
// The server's names for the shared detail-action paths (the areas' src/shared/<area>/constants.ts
// hold the strings).

export const PATHS = {
  beforeAdd: DOCUMENTS_API.beforeAdd,
  formDefinition: DOCUMENTS_API.formDefinition,
  flwsDetail: DOCUMENTS_API.docDetail,
  saveFlws: DOCUMENTS_API.saveDoc,
  sendFlws: DOCUMENTS_API.sendDoc,
  recallFlws: DOCUMENTS_API.recallDoc,
  approvalHistory: DOCUMENTS_API.approvals,
  downloadFile: DOCUMENTS_API.download,
  printFlws: DOCUMENTS_API.print,
  packageDownload: DOCUMENTS_API.packageDownload,
  execInterface: GENERIC_API.execInterface,
  treeData: GENERIC_API.treeData,
  jugeXmrw: DETAIL_API.canSwitch,
  signList: STAMPING_API.stampList,
  seal: STAMPING_API.seal,
  archive: ARCHIVE_API.archive,
  unitOptimization: ARCHIVE_API.socialUnitOptimization,
  randomPool: ARCHIVE_API.nrssj,
  /** No Blade-Auth: the link itself (md5 + expireTime) is the permission. */
  preview: `${DEFAULT_PREVIEW_PREFIX}${PREVIEW_PAGE}`,
  previewRaw: `${DEFAULT_PREVIEW_PREFIX}/raw`,
} as const;

export const CASE_CATEGORY_TABLE = TABLE;
