import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// Tables of the reference server. Column names follow the province system's upper-case style so
// that rows map onto the wire fields with little renaming. DDL lives in ddl.ts.

/** Fire-rescue brigades (主管单位) the officers belong to. */
export const brigades = sqliteTable('xfjd_zgdw', {
  id: text('ID').primaryKey(),
  name: text('DWMC').notNull(),
  /** Abbreviation used in document numbers, e.g. 新城 in 新城消限字〔2026〕第0012号. */
  abbr: text('JC').notNull(),
  regionCode: text('REGION_CODE').notNull(),
  /** Head of the brigade, who approves documents. */
  leader: text('FZR').notNull(),
});

export const users = sqliteTable('blade_user', {
  id: text('ID').primaryKey(),
  tenantId: text('TENANT_ID').notNull(),
  account: text('ACCOUNT').notNull(),
  passwordMd5: text('PASSWORD_MD5').notNull(),
  realName: text('REAL_NAME').notNull(),
  companyId: text('COMPANY_ID').notNull(),
  deptId: text('DEPT_ID'),
  policeNumber: text('POLICE_NUMBER'),
  roleName: text('ROLE_NAME'),
  /** JSON array of permission codes. */
  permissions: text('PERMISSIONS').notNull(),
});

export const tokens = sqliteTable('blade_token', {
  token: text('TOKEN').primaryKey(),
  kind: text('KIND', { enum: ['access', 'refresh'] }).notNull(),
  userId: text('USER_ID').notNull(),
  expiresAt: integer('EXPIRES_AT').notNull(),
  revoked: integer('REVOKED').notNull().default(0),
  createdAt: integer('CRT_TIME').notNull(),
});

export const dictItems = sqliteTable('blade_dict_biz', {
  id: integer('ID').primaryKey({ autoIncrement: true }),
  code: text('CODE').notNull(),
  dictKey: text('DICT_KEY').notNull(),
  dictValue: text('DICT_VALUE').notNull(),
  sort: integer('SORT').notNull(),
  remark: text('REMARK'),
});

/** Social units (社会单位) the tasks are about. */
export const units = sqliteTable('xfjd_shdw', {
  id: text('ID').primaryKey(),
  name: text('DWMC').notNull(),
  address: text('DWDZ').notNull(),
  creditCode: text('TYSHXYDM').notNull(),
  legalPerson: text('FDDBR').notNull(),
  phone: text('LXDH'),
  safetyOwner: text('XFAQZRR'),
  safetyManager: text('XFAQGLR'),
  /** 1 key unit (重点单位), 2 other. */
  category: text('JGDWLB').notNull(),
  nature: text('DWXZ'),
  brigadeId: text('ZGDWID').notNull(),
  /** JSON object of further unit facts (building area, floors, staff, GIS position …). */
  extra: text('EXTRA'),
});

export const tasks = sqliteTable('xfjd_xmrw', {
  rwid: text('RWID').primaryKey(),
  runId: text('RUN_ID').notNull(),
  runSort: integer('RUN_SORT').notNull(),
  name: text('RWMC').notNull(),
  type: integer('RWLX').notNull(),
  classId: text('RWFLID'),
  state: text('RWZT').notNull(),
  unitId: text('SHDWID'),
  plannedStart: text('JHKSRQ'),
  clockState: text('SJTBZT'),
  videoFlag: text('SFZFSP').notNull(),
  ownerId: text('CBR_ID').notNull(),
  ownerName: text('CBRXM').notNull(),
  coOwner: text('COPYCBR'),
  opid: text('OPID'),
  extension: text('KZSX'),
  inspectionRecordId: text('JCJLID'),
  inspectionIndexId: text('JDJCJLSYID'),
  createdAt: text('CRT_TIME').notNull(),
  /** 0 normal, 1 deleted, 2 voided. */
  deleted: integer('RW_ISDELETED').notNull().default(0),
  /** JSON object merged into the detail's dataMap. */
  extra: text('EXTRA'),
  /** Temporary-seal expiry date (临时查封截止日期), for seizure and seal-expiry review tasks. */
  sealExpiry: text('LSCFJZRQ'),
  /** Archive: comma list of case-category ids, format (pdf|doc|docx) and time. */
  archiveCategories: text('GDAJLB'),
  archiveFormat: text('GDGS'),
  archivedAt: text('GDSJ'),
  /** When socialUnitOptimization and nrssj ran for the task. */
  unitOptimizedAt: text('SHDWYHSJ'),
  randomPoolAt: text('NRSSJSJ'),
});

/** A task's document categories (level 2 of the tree). */
export const categories = sqliteTable('xfjd_rwwslb', {
  id: text('ID').primaryKey(),
  rwid: text('RWID').notNull(),
  name: text('WSLBMC').notNull(),
  code: text('LBDM').notNull(),
  sort: integer('SORT').notNull(),
});

/** Catalogue of document types (文书设置); `id` is the rwwsszid. */
export const docTypes = sqliteTable('xfjd_wssz', {
  id: text('ID').primaryKey(),
  name: text('WSMC').notNull(),
  form: text('FLWSLB').notNull(),
  categoryCode: text('LBDM').notNull(),
  /** How a document is added: 1 form page, 2 registration form (not added directly), 3 upload only. */
  addMode: text('TJFS').notNull(),
  addUrl: text('XZURL'),
  definitionId: text('WSDYID'),
  kglsh: text('KGLSH'),
  printTemplateId: text('DYMBID'),
  /** Word of the document number, e.g. 消限字; null for documents without one. */
  numberWord: text('WHZ'),
  needsApproval: integer('SFSP').notNull(),
  sort: integer('SORT').notNull(),
  /** Document-setting id (文书设置id) handed to the form page; normally the type's id. */
  settingId: text('RWWSSZID'),
  /** Form template id (模板ID) of the add page. */
  templateId: text('MBID'),
});

/** Documents (level 3 of the tree); `id` is the document index id (wssyid). */
export const documents = sqliteTable('xfjd_flws', {
  id: text('ID').primaryKey(),
  flwsid: text('FLWSID').notNull(),
  rwid: text('RWID').notNull(),
  categoryId: text('WSLBID').notNull(),
  typeId: text('RWWSSZID').notNull(),
  title: text('TITLE').notNull(),
  wh: text('WH'),
  status: text('STATUS').notNull(),
  delivered: text('SFSD').notNull(),
  sendState: text('STATUS1').notNull(),
  sealState: text('STATUS2').notNull(),
  archiveState: text('STATUS3').notNull(),
  execution: text('ZXQK'),
  archived: text('GDBZ').notNull(),
  hasFile: text('SFFJ').notNull(),
  md5: text('MD5'),
  previewType: text('WSYLLX'),
  fileDesc: text('FILE_DESC'),
  discussion: text('DCTLJG'),
  revoked: text('SFYCX').notNull(),
  deleted: integer('RW_ISDELETED').notNull().default(0),
  createdBy: text('CRT_USERNAME').notNull(),
  createdAt: text('CRT_TIME').notNull(),
  approver: text('SPRXM'),
  approvedAt: text('SPSJ'),
  sort: integer('SORT').notNull(),
  /** JSON object of the form's field values. */
  values: text('FLWSNR'),
  /** MD5 of the sealed PDF once the document is stamped. */
  sealMd5: text('GZ_MD5'),
});

/** Stored files (attachments and sealed PDFs), addressed by the MD5 of their bytes. */
export const files = sqliteTable('xfjd_fj', {
  md5: text('MD5').primaryKey(),
  rwid: text('RWID').notNull(),
  documentId: text('WSSYID'),
  name: text('FILE_NAME').notNull(),
  /** Path relative to the data folder. */
  path: text('FILE_PATH').notNull(),
  size: integer('FILE_SIZE').notNull(),
  contentType: text('CONTENT_TYPE').notNull(),
  createdAt: text('CRT_TIME').notNull(),
});

/** Approval history of documents (承办人提交 → 法制审核 → 领导审批). */
export const approvals = sqliteTable('xfjd_spls', {
  id: integer('ID').primaryKey({ autoIncrement: true }),
  documentId: text('WSSYID').notNull(),
  node: text('SPJD').notNull(),
  approver: text('SPRXM'),
  at: text('SPSJ'),
  result: text('SPJG'),
  opinion: text('SPYJ'),
});

/** Case categories (案卷类别) of archiving, two levels. */
export const caseCategories = sqliteTable('dm_xfjd_ajlb', {
  id: text('ID').primaryKey(),
  parentId: text('PARENT_ID'),
  name: text('CODE_DESC').notNull(),
  sort: integer('SORT').notNull(),
});

export const opLogs = sqliteTable('xfjd_czrz', {
  id: integer('ID').primaryKey({ autoIncrement: true }),
  rwid: text('RWID').notNull(),
  createdAt: text('CRT_TIME').notNull(),
  userName: text('CRT_USERNAME').notNull(),
  ip: text('CRT_IP'),
  content: text('OP_CONTENT').notNull(),
});

/** Object store: the bytes of every uploaded attachment, once per MD5, at `files/<2 hex>/<md5>`. */
export const objects = sqliteTable('xfjd_object', {
  md5: text('MD5').primaryKey(),
  size: integer('FILE_SIZE').notNull(),
  /** Path relative to the data folder. */
  path: text('FILE_PATH').notNull(),
  createdAt: text('CRT_TIME').notNull(),
});

/** Attachments of a task (businessType xmrw) or a document (flws); bytes in `objects` by MD5. */
export const attachments = sqliteTable('xfjd_attachment', {
  id: text('ID').primaryKey(),
  rwid: text('RWID').notNull(),
  runId: text('RUN_ID').notNull(),
  businessId: text('BUSINESS_ID').notNull(),
  businessType: text('BUSINESS_TYPE').notNull(),
  businessUsage: text('BUSINESS_USAGE'),
  wsyllx: text('WSYLLX'),
  showName: text('SHOW_NAME').notNull(),
  remark: text('REMARK'),
  /** Lower case, no dot. */
  suffix: text('SUFFIX').notNull(),
  /** Bytes. */
  size: integer('FILE_SIZE').notNull(),
  fileType: text('FILE_TYPE').notNull(),
  md5: text('MD5').notNull(),
  /** The server's name of the stored file: first 16 hex of the MD5, 8 random hex, the extension. */
  savePath: text('SAVE_PATH').notNull(),
  source: text('SOURCE', { enum: ['pc', 'mobile'] }).notNull(),
  /** The client's id of the queued file; makes check and merge idempotent. */
  uploadKey: text('UPLOAD_KEY'),
  createdBy: text('CRT_USERNAME').notNull(),
  createdAt: text('CRT_TIME').notNull(),
  updatedBy: text('UPD_USERNAME'),
  updatedAt: text('UPD_TIME'),
  deleted: integer('IS_DELETED').notNull().default(0),
});

/** Chunked-upload sessions (one per uploadKey until merged); they survive a server restart. */
export const uploadSessions = sqliteTable('xfjd_upload_session', {
  uploadId: text('UPLOAD_ID').primaryKey(),
  uploadKey: text('UPLOAD_KEY').notNull(),
  userId: text('USER_ID').notNull(),
  md5: text('MD5').notNull(),
  fileName: text('FILE_NAME').notNull(),
  fileSize: integer('FILE_SIZE').notNull(),
  sliceSize: integer('SLICE_SIZE').notNull(),
  sliceCount: integer('SLICE_COUNT').notNull(),
  rwid: text('RWID').notNull(),
  businessId: text('BUSINESS_ID').notNull(),
  businessType: text('BUSINESS_TYPE').notNull(),
  businessUsage: text('BUSINESS_USAGE'),
  wsyllx: text('WSYLLX'),
  showName: text('SHOW_NAME').notNull(),
  remark: text('REMARK'),
  createdAt: integer('CRT_TIME').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;
export type UploadSessionRow = typeof uploadSessions.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type DocTypeRow = typeof docTypes.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type FileRow = typeof files.$inferSelect;
