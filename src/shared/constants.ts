// Constants of the BladeX (blade-xfjd) protocol and of the product specification.
// Paths the spec leaves open are our choice; docs/api.md records them.

export const DEFAULT_TENANT_ID = '000000';
export const CLIENT_ID = 'saber';
export const CLIENT_SECRET = 'saber_secret';

export const API = {
  token: '/api/blade-auth/oauth/token',
  userInfo: '/api/blade-xfjd/api/base/getCurrentUserInfo',
  dictionary: '/api/blade-system/dict-biz/dictionary',
  taskList: '/api/blade-xfjd/api/xmrw/getMyRwList',
  detailConfig: '/api/blade-xfjd/api/base/getRwDetailConfig',
  detailWsList: '/api/blade-xfjd/api/base/getRwDetailWsList',
  connectionTime: '/api/blade-system/usual/api/getConnectionTime',
  pageQuery: '/api/blade-system/usual/api/getPageData',
} as const;

/** Generic paged query ids (dwId). */
export const DW_ID = {
  operationLog: 4372,
} as const;

export const DICT = {
  status1: 'XFJD_FLWS_STATUS1',
  status2: 'XFJD_FLWS_STATUS2',
  status3: 'XFJD_FLWS_STATUS3',
  docStatus: 'XFJD_FLWS_STATUS',
  delivery: 'XFJD_FLWS_SFSD',
  subTaskState: 'XFJD_XMRW_ZRWZT',
  taskType: 'XFJD_XMRW_RWLX',
  execution: 'XFJD_XZCF_ZXQK',
  penaltyTarget: 'XFJD_XZCF_CFDXLX',
  penaltySource: 'XFJD_XZCF_CFLYLX',
  personType: 'XFJD_XYGK_PERSONTYPE',
} as const;
export type DictCode = (typeof DICT)[keyof typeof DICT];
export const DICT_CODES: readonly DictCode[] = Object.values(DICT);

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

/** Permission that, with a penalty task type, selects the chunked uploader (spec 02 §6). */
export const PERMISSION_CHUNKED_UPLOAD = '933001001';
/** Regional unit code that always shows the execution-video button (spec 02 §2). */
export const REGION_CODE_VIDEO = '13';

export const isHelpTaskType = (rwlx: number): boolean => rwlx > 10 && rwlx < 20;
export const PENALTY_TASK_TYPES: readonly number[] = [61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 75, 76];

export const PAGE_SIZES = {
  taskList: [10, 20, 50],
  operationLog: [10, 20, 30, 40],
} as const;

/** Button loading state resets after this long (spec 02 §9). */
export const BUTTON_LOADING_RESET_MS = 3000;

// ---- Project detail actions (docs/api.md "Project detail actions (issue 3)") ----

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

// ---- Attachments and the chunked upload protocol (docs/api.md "Attachments (issue 4)") ----

export const FILE_API = {
  /** Attachment manager: list by business (size, current, fileType, runId, params). */
  list: '/api/blade-xfjd/api/attach/list',
  /** Multipart batch upload (files, newProps, businessType, businessUsage, params, runId). */
  upload: '/api/blade-xfjd/api/attach/upload',
  remove: '/api/blade-xfjd/api/attach/remove',
  /** GET, by fileId; the bytes with Content-Disposition. */
  download: '/api/blade-xfjd/api/attach/download',
  rename: '/api/blade-xfjd/api/attach/rename',
  /** Attachment viewer: groups by document (wsmc) of a task. */
  wsFjList: '/api/blade-xfjd/api/attach/getWsFjListByRWID',
  /** Mobile attachments of a task as one zip (RWID, FILE_TYPE). */
  mobilePackage: '/api/blade-xfjd/api/attach/downloadMobileFj',
  /** Chunked protocol: check by MD5, init (slice URLs), merge. */
  chunkCheck: '/api/blade-xfjd/api/attach/chunk/check',
  chunkInit: '/api/blade-xfjd/api/attach/chunk/init',
  chunkMerge: '/api/blade-xfjd/api/attach/chunk/merge',
  /** Signed slice storage URLs look like `/oss/slice/{uploadId}/{index}?expires=…&signature=…` (PUT). */
  slicePrefix: '/oss/slice/',
  /** Media bytes for the viewer (images, video, audio): md5 + expireTime, like the preview link. */
  media: '/preview/media',
} as const;

/** businessType of attachments: of a task (RWID) or of a document (FLWSID). */
/** recorder: a file for the collection platform (a recorder's video or photo), not a task's attachment. */
export const BUSINESS_TYPE = { task: 'xmrw', document: 'flws', recorder: 'zfjly' } as const;

export const ATTACHMENT_PAGE_SIZES = [10, 20, 30, 40] as const;

// ---- Law-enforcement video and evidence (spec 01 §7, spec 02 §7; docs/api.md "Videos (issue 5)") ----

export const VIDEO_API = {
  bound: '/api/blade-xfjd/api/xinjiang/getZfjlyBdJbxx',
  list: '/api/blade-xfjd/api/xinjiang/getZfjlyJbxx',
  bind: '/api/blade-xfjd/api/xinjiang/binding',
  unbind: '/api/blade-xfjd/api/xinjiang/Unbind',
  remark: '/api/blade-xfjd/api/xinjiang/updateRemark',
  missing: '/xjscjgapi/blade-business/pullZfjdyJbxxV2',
  syncMissing: '/xjscjgapi/blade-business/saveZfjly',
  enforcement: '/api/blade-xfjd/out/common/getOutDataByQuery',
  evidenceTree: '/xfjdeqapi/henan/zfzjxt/v1_0/getFlwsInfoListByRwid',
  evidenceSync: '/xfjdeqapi/henan/zfzjxt/v1_0/sycnZfzjxtData',
} as const;

/** Video list page sizes, default 20; the enforcement-video list 5/10/20, default 5 (spec 01 §9). */
export const VIDEO_PAGE_SIZES = [20, 50, 100, 150, 200] as const;
export const ENFORCEMENT_VIDEO_PAGE_SIZES = [5, 10, 20] as const;
/** Date-range shortcuts of the video list, in days (spec 01 §9). */
export const VIDEO_RANGE_SHORTCUTS = [7, 30, 90, 365, 730] as const;
/** Default ranges: the video list from 90 days ago, the missing-video query from 30 days ago. */
export const VIDEO_LIST_DEFAULT_DAYS = 90;
export const MISSING_VIDEO_DEFAULT_DAYS = 30;
/** Bind status filter values (spec 01 §2). */
export const BIND_STATUS = { bound: '1', unbound: '0' } as const;
/** TYGXJGFW: 0 own level, 1 own level and below (spec 01 §3). */
export const UNIT_SCOPE = { own: '0', ownAndBelow: '1' } as const;
/** Tree table of fire-rescue units for the video list's unit picker (generic tree query; our choice). */
export const UNIT_TREE_TABLE = 'XFJD_ZZJG';
