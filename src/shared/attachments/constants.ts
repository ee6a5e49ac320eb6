export const ATTACHMENTS_API = {
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
  /** Media bytes for the viewer (images, video, audio): md5 + expireTime, like the preview link. */
  media: '/preview/media',
} as const;

export const ATTACHMENT_PAGE_SIZES = [10, 20, 30, 40] as const;

/**
 * The link type the viewer names when it downloads one of the task's files (our choice: the spec
 * names `linkType` without values): any value means "every attachment of the business's task".
 */
export const TASK_LINK_TYPE = '1';
