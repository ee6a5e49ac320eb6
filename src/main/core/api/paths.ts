// Paths and fixed parameters of the project-detail actions (docs/api.md "Project detail actions").
// They sit here, beside the client, until they join `API` in src/shared/constants.ts.

export const ACTION_API = {
  beforeAdd: '/api/blade-xfjd/api/base/beforeaddflws',
  formDefinition: '/api/blade-xfjd/api/flws/getFormDefinition',
  docDetail: '/api/blade-xfjd/api/flws/getFlwsDetail',
  saveDoc: '/api/blade-xfjd/api/flws/saveFlws',
  sendDoc: '/api/blade-xfjd/api/flws/sendFlws',
  recallDoc: '/api/blade-xfjd/api/flws/recallFlws',
  execInterface: '/api/blade-system/usual/api/execInterface',
  approvals: '/api/blade-xfjd/api/flws/getApprovalHistory',
  download: '/api/blade-xfjd/api/flws/downloadFile',
  print: '/api/blade-xfjd/api/flws/printFlws',
  packageDownload: '/api/blade-xfjd/api/flws/packageDownload',
  canSwitch: '/api/blade-xfjd/api/base/jugeXmrw',
  stampList: '/api/blade-xfjd/guangxi/getNmgSignWs',
  seal: '/api/blade-xfjd/guangxi/sealByKeyWordNmg',
  treeData: '/api/blade-system/usual/api/getTreeData',
  archive: '/api/blade-xfjd/api/base/xmrwgd',
  socialUnitOptimization: '/api/blade-xfjd/api/base/socialUnitOptimization',
  nrssj: '/api/blade-xfjd/api/base/nrssj',
} as const;

/** The preview service's page; its host is a setting, else the server's own `/preview`. */
export const PREVIEW_PAGE = '/onlinePreview';
export const DEFAULT_PREVIEW_PREFIX = '/preview';

/** Generic interface ids (execInterface). */
export const INTERFACE_ID = { deleteDoc: 32 } as const;
/** Generic paged query id of "unit by ID". */
export const DW_ID_UNIT = 3045;
/** Seal parameters of this province (spec 02 §9). */
export const SEAL = { flwslb: 'cxqz', provinceCode: 15 } as const;
/** Tree table of case (archive) categories. */
export const CASE_CATEGORY_TABLE = 'DM_XFJD_AJLB';
/** Task types whose archiving is followed by socialUnitOptimization and nrssj (spec 02 §7). */
export const ARCHIVE_FOLLOW_UP_TYPES: readonly number[] = [31, 32, 33, 74];
