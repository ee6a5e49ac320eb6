export const DOCUMENTS_API = {
  beforeAdd: '/api/blade-xfjd/api/base/beforeaddflws',
  formDefinition: '/api/blade-xfjd/api/flws/getFormDefinition',
  docDetail: '/api/blade-xfjd/api/flws/getFlwsDetail',
  saveDoc: '/api/blade-xfjd/api/flws/saveFlws',
  sendDoc: '/api/blade-xfjd/api/flws/sendFlws',
  recallDoc: '/api/blade-xfjd/api/flws/recallFlws',
  approvals: '/api/blade-xfjd/api/flws/getApprovalHistory',
  download: '/api/blade-xfjd/api/flws/downloadFile',
  print: '/api/blade-xfjd/api/flws/printFlws',
  packageDownload: '/api/blade-xfjd/api/flws/packageDownload',
} as const;

/** The preview service's page; its host is a setting, else the server's own `/preview`. */
export const PREVIEW_PAGE = '/onlinePreview';

export const DEFAULT_PREVIEW_PREFIX = '/preview';
