import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { categories } from '../detail/tables';
import { tasks } from '../tasks/tables';
import { attachments } from '../attachments/tables';

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
export const documents = sqliteTable(
  'xfjd_flws',
  {
    id: text('ID').primaryKey(),
    flwsid: text('FLWSID').notNull(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    categoryId: text('WSLBID')
      .notNull()
      .references(() => categories.id),
    typeId: text('RWWSSZID')
      .notNull()
      .references(() => docTypes.id),
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
  },
  (t) => [index('xfjd_flws_task').on(t.rwid, t.categoryId, t.sort)],
);

/** Stored files of documents (attachments and sealed PDFs), addressed by the MD5 of their bytes. */
export const files = sqliteTable(
  'xfjd_fj',
  {
    md5: text('MD5').primaryKey(),
    rwid: text('RWID')
      .notNull()
      .references(() => tasks.rwid),
    documentId: text('WSSYID').references(() => documents.id),
    name: text('FILE_NAME').notNull(),
    /** Path relative to the data folder. */
    path: text('FILE_PATH').notNull(),
    size: integer('FILE_SIZE').notNull(),
    contentType: text('CONTENT_TYPE').notNull(),
    createdAt: text('CRT_TIME').notNull(),
  },
  (t) => [index('xfjd_fj_task').on(t.rwid)],
);

/** Approval history of documents (承办人提交 → 法制审核 → 领导审批). */
export const approvals = sqliteTable(
  'xfjd_spls',
  {
    id: integer('ID').primaryKey({ autoIncrement: true }),
    documentId: text('WSSYID')
      .notNull()
      .references(() => documents.id),
    node: text('SPJD').notNull(),
    approver: text('SPRXM'),
    at: text('SPSJ'),
    result: text('SPJG'),
    opinion: text('SPYJ'),
  },
  (t) => [index('xfjd_spls_doc').on(t.documentId, t.id)],
);

/**
 * The uploaded file a document's 预览 shows while its WSYLLX is '2' (base/upateYllx); one per
 * document. A table of its own (not a column of xfjd_flws) so data folders of schema version 4 gain
 * it when they open (db/ddl.ts) instead of being dropped.
 */
export const documentPreviews = sqliteTable('xfjd_flws_yl', {
  documentId: text('WSSYID')
    .primaryKey()
    .references(() => documents.id),
  fileId: text('FILE_ID')
    .notNull()
    .references(() => attachments.id),
  updatedBy: text('UPD_USERNAME').notNull(),
  updatedAt: text('UPD_TIME').notNull(),
});

/**
 * A document's links (issue 18; the page's lyId, jcjlid and lsh): the document it comes from
 * (LYWSID, the source's FLWSID), the inspection record it belongs to (JCJLID, a FLWSID) and the
 * serial number it was given (LSH). A table of its own, like xfjd_flws_yl, so older data folders
 * gain it when they open.
 */
export const documentLinks = sqliteTable('xfjd_flws_gl', {
  documentId: text('WSSYID')
    .primaryKey()
    .references(() => documents.id),
  sourceId: text('LYWSID'),
  recordId: text('JCJLID'),
  serial: text('LSH'),
});

export type DocTypeRow = typeof docTypes.$inferSelect;
export type DocumentLinkRow = typeof documentLinks.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type FileRow = typeof files.$inferSelect;
