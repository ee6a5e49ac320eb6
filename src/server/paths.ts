// Paths of the project-detail actions (docs/api.md "Project detail actions (issue 3)"). The shared
// constants hold the paths of the first calls; these are kept here until the client needs them too.

const XFJD = '/api/blade-xfjd/api';
const USUAL = '/api/blade-system/usual/api';

export const PATHS = {
  beforeAdd: `${XFJD}/base/beforeaddflws`,
  formDefinition: `${XFJD}/flws/getFormDefinition`,
  flwsDetail: `${XFJD}/flws/getFlwsDetail`,
  saveFlws: `${XFJD}/flws/saveFlws`,
  sendFlws: `${XFJD}/flws/sendFlws`,
  recallFlws: `${XFJD}/flws/recallFlws`,
  approvalHistory: `${XFJD}/flws/getApprovalHistory`,
  downloadFile: `${XFJD}/flws/downloadFile`,
  printFlws: `${XFJD}/flws/printFlws`,
  packageDownload: `${XFJD}/flws/packageDownload`,
  execInterface: `${USUAL}/execInterface`,
  treeData: `${USUAL}/getTreeData`,
  jugeXmrw: `${XFJD}/base/jugeXmrw`,
  signList: '/api/blade-xfjd/guangxi/getNmgSignWs',
  seal: '/api/blade-xfjd/guangxi/sealByKeyWordNmg',
  archive: `${XFJD}/base/xmrwgd`,
  unitOptimization: `${XFJD}/base/socialUnitOptimization`,
  randomPool: `${XFJD}/base/nrssj`,
  /** No Blade-Auth: the link itself (md5 + expireTime) is the permission. */
  preview: '/preview/onlinePreview',
  previewRaw: '/preview/raw',
} as const;

/** Generic interface ids (execInterface). */
export const INTERFACE_ID = { deleteDocument: 32 } as const;
/** Generic paged query ids the server answers besides the operation log. */
export const UNIT_DW_ID = 3045;
export const CASE_CATEGORY_TABLE = 'DM_XFJD_AJLB';
