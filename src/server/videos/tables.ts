import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// The videos area's tables (issue 5): the fire-rescue organisation, the collection platform's
// recorder videos, recorder files not yet imported, enforcement videos and evidence files.

/** Fire-rescue organisation (总队 → 支队 → 大队): the video list's unit tree. */
export const orgUnits = sqliteTable('xfjd_zzjg', {
  id: text('ID').primaryKey(),
  /** Full unit name. */
  name: text('DWQC').notNull(),
  parentId: text('PARENT_ID'),
  sort: integer('SORT').notNull(),
});

/** The collection platform's recorder videos (and photos); `rwid` is the task it is bound to. */
export const videos = sqliteTable(
  'xfjd_zfjly',
  {
    id: text('ID').primaryKey(),
    reName: text('RE_NAME'),
    fileName: text('FILENAME').notNull(),
    remark: text('REMARK'),
    /** Name of the unit (`unitId`) the video belongs to. */
    groupName: text('GROUP_NAME').notNull(),
    unitId: text('DWID').notNull(),
    /** When the recorder recorded / the platform collected it, and when the platform row was made. */
    importTime: text('IMPORTTIME').notNull(),
    createTime: text('CREATETIME').notNull(),
    /** Bytes in the object store under this MD5. */
    md5: text('MD5').notNull(),
    size: integer('FILE_SIZE').notNull(),
    sn: text('SN'),
    policeNumber: text('POLICE_NUMBER'),
    rwid: text('RWID'),
    source: text('SOURCE', { enum: ['seed', 'upload', 'sync'] }).notNull(),
    /** The uploadKey of a chunked upload that produced the row (idempotent merges). */
    uploadKey: text('UPLOAD_KEY').unique(),
    /** The recorder-system row (xfjd_zfjly_qs) a missing-video sync imported. */
    missingId: text('MISSING_ID').unique(),
  },
  (t) => [index('xfjd_zfjly_created').on(t.createTime), index('xfjd_zfjly_task').on(t.rwid)],
);

/**
 * When a platform video was recorded (拍摄开始/结束时间, issue 18): answered as PSKSSJ and PSJSSJ
 * with the row. A table of its own so data folders of earlier builds get it on opening (a video
 * without a row here answers both as null, as many platforms do).
 */
export const videoTimes = sqliteTable('xfjd_zfjly_pssj', {
  videoId: text('ID').primaryKey(),
  start: text('PSKSSJ'),
  end: text('PSJSSJ'),
});

/** Recorder fields given at the init of a 'zfjly' upload, kept until its merge. */
export const videoUploads = sqliteTable('xfjd_zfjly_upload', {
  uploadKey: text('UPLOAD_KEY').primaryKey(),
  sn: text('SN'),
  policeNumber: text('POLICE_NUMBER'),
  recordTime: text('RECORD_TIME'),
});

/** Files the recorder system knows and the platform has not imported (missing-video correction). */
export const missingVideos = sqliteTable('xfjd_zfjly_qs', {
  id: text('ID').primaryKey(),
  fileName: text('FILE_NAME').notNull(),
  reName: text('RE_NAME'),
  sn: text('SN').notNull(),
  policeNumber: text('POLICE_NUMBER').notNull(),
  importTime: text('IMPORT_TIME').notNull(),
  unitId: text('DWID').notNull(),
  md5: text('MD5').notNull(),
  size: integer('FILE_SIZE').notNull(),
});

/** Enforcement videos of a business (getOutDataByQuery); bytes are a platform video's. */
export const enforcementVideos = sqliteTable(
  'xfjd_zfsp',
  {
    id: text('ID').primaryKey(),
    businessId: text('BUSINESS_ID').notNull(),
    videoId: text('VIDEO_ID').notNull(),
    createdBy: text('CRT_USERNAME').notNull(),
    ip: text('UPD_IP'),
    updatedAt: text('UPD_TIME').notNull(),
  },
  (t) => [index('xfjd_zfsp_business').on(t.businessId, t.updatedAt)],
);

/** Evidence files of a document (spec 02 §3, level 3); no `videoId` means no viewable file yet. */
export const evidenceFiles = sqliteTable(
  'xfjd_zfzj',
  {
    outMapId: text('OUT_MAP_ID').primaryKey(),
    uuid: text('UUID').notNull(),
    documentId: text('WSSYID').notNull(),
    fileName: text('FILE_NAME').notNull(),
    videoId: text('VIDEO_ID'),
    sort: integer('SORT').notNull(),
    syncedAt: text('SYNC_TIME'),
    syncedBy: text('SYNC_USERNAME'),
  },
  (t) => [index('xfjd_zfzj_doc').on(t.documentId, t.sort)],
);

export type OrgUnitRow = typeof orgUnits.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type MissingVideoRow = typeof missingVideos.$inferSelect;
