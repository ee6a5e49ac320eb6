// The documents area's channel and event names, with no imports: the sandboxed preload bundles these.

export const DOCUMENTS_CHANNELS = [
  'documents:beforeAdd',
  'documents:form',
  'documents:prefill',
  'documents:get',
  'documents:save',
  'documents:send',
  'documents:recall',
  'documents:delete',
  'documents:approvals',
  'documents:previewUrl',
  'documents:download',
  'documents:print',
  'documents:package',
  'documents:receiptCheck',
  'documents:receiptDeadline',
  'documents:previewType',
  'documents:setPreviewType',
  'documents:cached',
] as const;
export const DOCUMENTS_EVENTS = [] as const;
