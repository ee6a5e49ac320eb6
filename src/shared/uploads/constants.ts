/** Permission that, with a penalty task type, selects the chunked uploader (spec 02 §6). */
export const PERMISSION_CHUNKED_UPLOAD = '933001001';

export const UPLOADS_API = {
  /** Chunked protocol: check by MD5, init (slice URLs), merge. */
  chunkCheck: '/api/blade-xfjd/api/attach/chunk/check',
  chunkInit: '/api/blade-xfjd/api/attach/chunk/init',
  chunkMerge: '/api/blade-xfjd/api/attach/chunk/merge',
  /** Signed slice storage URLs look like `/oss/slice/{uploadId}/{index}?expires=…&signature=…` (PUT). */
  slicePrefix: '/oss/slice/',
} as const;

/** businessType of attachments: of a task (RWID) or of a document (FLWSID). */
/** recorder: a file for the collection platform (a recorder's video or photo), not a task's attachment. */
export const BUSINESS_TYPE = { task: 'xmrw', document: 'flws', recorder: 'zfjly' } as const;
