export const DOCUMENTS_API = {
  beforeAdd: '/api/blade-xfjd/api/base/beforeaddflws',
  formDefinition: '/api/blade-xfjd/api/flws/getFormDefinition',
  /** What a new document starts with, from its page's query (issue 18; docs/api.md). */
  prefill: '/api/blade-xfjd/api/flws/getFlwsPrefill',
  docDetail: '/api/blade-xfjd/api/flws/getFlwsDetail',
  saveDoc: '/api/blade-xfjd/api/flws/saveFlws',
  sendDoc: '/api/blade-xfjd/api/flws/sendFlws',
  recallDoc: '/api/blade-xfjd/api/flws/recallFlws',
  approvals: '/api/blade-xfjd/api/flws/getApprovalHistory',
  download: '/api/blade-xfjd/api/flws/downloadFile',
  print: '/api/blade-xfjd/api/flws/printFlws',
  packageDownload: '/api/blade-xfjd/api/flws/packageDownload',
  /** May this delivery receipt (送达回证) be deleted? (spec 02 §7, base/isDelSdhz) */
  isDelSdhz: '/api/blade-xfjd/api/base/isDelSdhz',
  /** The deadline that follows from a delivery receipt (spec 02 §7, base/getXqBySdhz). */
  getXqBySdhz: '/api/blade-xfjd/api/base/getXqBySdhz',
  /** What 预览 of a document shows, WSYLLX and the chosen file (spec 02 §7, base/getWsyllx). */
  getWsyllx: '/api/blade-xfjd/api/base/getWsyllx',
  /** Sets it (spec 02 §7, base/upateYllx, the spec's spelling). */
  upateYllx: '/api/blade-xfjd/api/base/upateYllx',
} as const;

/** The preview service's page; its host is a setting, else the server's own `/preview`. */
export const PREVIEW_PAGE = '/onlinePreview';

export const DEFAULT_PREVIEW_PREFIX = '/preview';

/**
 * Document types (rwwsszid) the client treats specially: the delivery receipt (送达回证) asks the
 * server before it is deleted; the rectification notice (责令限期改正通知书, spec 02 §9) starts its
 * deadline when it is delivered.
 */
export const DOC_TYPES = { deliveryReceipt: '46', rectificationNotice: '404' } as const;
