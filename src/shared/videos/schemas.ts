import { z } from 'zod';
import { isEmptyValue, listOf, textField } from '../common/schemas';

// ---- Law-enforcement video (issue 5) ----

/** A recorder video of the collection platform (spec 01 §3); RWID is the task it is bound to. */
export const videoRecordSchema = z.object({
  ID: z.coerce.string(),
  RE_NAME: textField,
  FILENAME: textField,
  REMARK: textField,
  GROUP_NAME: textField,
  IMPORTTIME: textField,
  CREATETIME: textField,
  URL: textField,
  RWID: textField,
  /** Recorder number and police number, where the platform knows them. */
  SN: textField,
  POLICE_NUMBER: textField,
  MD5: textField,
  /**
   * When the recorder started and stopped recording (拍摄开始时间, 拍摄结束时间), where the platform
   * records them; absent on many platforms (the suggestion rule then reads the file name).
   */
  PSKSSJ: textField,
  PSJSSJ: textField,
});

export type VideoRecord = z.infer<typeof videoRecordSchema>;

/** getZfjlyBdJbxx answers the list in data or in data.data (empty data: no videos). */
export const boundVideosSchema = z.preprocess(
  (v) => (isEmptyValue(v) ? [] : v),
  z.union([
    z.array(videoRecordSchema),
    z.object({ data: listOf(videoRecordSchema, 'refuse') }).transform((v) => v.data),
  ]),
);

/** A row of the missing-video query (pullZfjdyJbxxV2: data.list, data.total). */
export const missingVideoSchema = z
  .object({
    fileName: textField,
    importTime: textField,
    policeNumber: textField,
    rename: textField,
    reName: textField,
    sn: textField,
  })
  .passthrough();

export type MissingVideo = z.infer<typeof missingVideoSchema>;

export const missingVideoPageSchema = z.object({
  list: listOf(missingVideoSchema, 'refuse'),
  total: z.coerce.number(),
});

/** An enforcement video of getOutDataByQuery. */
export const enforcementVideoSchema = z.object({
  crtUsername: textField,
  updIp: textField,
  updTime: textField,
  outValue: textField,
});

export type EnforcementVideo = z.infer<typeof enforcementVideoSchema>;

/** Evidence tree (spec 02 §3): documents by wslbmc, each with its evidence files. */
export const evidenceFileSchema = z.object({
  fileName: textField,
  fileUrl: textField,
  outMapId: textField,
  uuid: textField,
});

export const evidenceDocSchema = z.object({
  title: textField,
  wh: textField,
  wssyid: textField,
  children: listOf(evidenceFileSchema),
});

export const evidenceGroupSchema = z.object({
  wslbmc: textField,
  children: listOf(evidenceDocSchema),
});

export type EvidenceGroup = z.infer<typeof evidenceGroupSchema>;

/** A fire-rescue unit of the video list's unit picker (flat; the client builds the tree by PARENT_ID). */
export const orgUnitSchema = z.object({
  ID: z.coerce.string(),
  DWQC: z.string(),
  PARENT_ID: textField,
});

export type OrgUnit = z.infer<typeof orgUnitSchema>;
