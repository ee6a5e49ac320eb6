import { z } from 'zod';
import { codeField, numberField, pageOf, textField } from './common';

// Response schemas of the BladeX calls the client makes. One schema serves the client (parse what
// arrived), the reference server (tests check what it sends) and the renderer (types).

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number(),
  user_id: z.union([z.string(), z.number()]).transform(String),
  account: z.string(),
  user_name: z.string().nullish(),
  real_name: z.string(),
  tenant_id: z.string(),
  dept_id: z.union([z.string(), z.number()]).nullish().transform((v) => (v == null ? null : String(v))),
  role_name: z.string().nullish(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** BladeX answers a refused grant with `error_code` / `error_description`. */
export const tokenErrorSchema = z.object({
  error_code: z.coerce.number().optional(),
  error_description: z.string(),
});

export const userInfoSchema = z.object({
  user_id: z.union([z.string(), z.number()]).transform(String),
  account: z.string(),
  real_name: z.string(),
  company_id: z.union([z.string(), z.number()]).transform(String),
  company_name: z.string(),
  region_code: z.union([z.string(), z.number()]).transform(String),
  dept_id: textField,
  police_number: textField,
  permissions: z.array(z.string()).default([]),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const dictItemSchema = z.object({
  dictKey: z.union([z.string(), z.number()]).transform(String),
  dictValue: z.string(),
  /** BladeX's dictionary remark; our server puts the tag colour there (docs/api.md). */
  remark: z.string().nullish(),
  sort: z.coerce.number().nullish(),
});
export type DictItem = z.infer<typeof dictItemSchema>;

/** Real servers answer the dictionary call with a list, some wrap it once more. */
export const dictionarySchema = z.union([
  z.array(dictItemSchema),
  z.object({ data: z.array(dictItemSchema) }).transform((v) => v.data),
]);

export const taskRecordSchema = z.object({
  RWID: z.union([z.string(), z.number()]).transform(String),
  runId: z.union([z.string(), z.number()]).transform(String),
  RWMC: z.string(),
  RWLX: numberField,
  rwzt: codeField,
  DWMC: textField,
  SHDWID: textField,
  JHKSRQ: textField,
  CRT_TIME: textField,
  ZBRXM: textField,
});
export type TaskRecord = z.infer<typeof taskRecordSchema>;
export const taskPageSchema = pageOf(taskRecordSchema);

export const buttonSchema = z.object({
  btnPos: codeField,
  btnName: z.string(),
  btnType: z.string(),
  color: textField,
});
export type TaskButton = z.infer<typeof buttonSchema>;

export const rowButtonSchema = z.object({
  BUTTON_NAME: z.string(),
  BUTTON_TYPE: z.string(),
});
export type RowButton = z.infer<typeof rowButtonSchema>;

/** Per-row buttons arrive as a list or as a JSON string of one. */
const rowButtonsField = z.preprocess((v) => {
  if (v === null || v === undefined || v === '') return [];
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }
  return v;
}, z.array(rowButtonSchema));

export const wslbSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  wslbmc: textField,
});
export type WsCategory = z.infer<typeof wslbSchema>;

export const wssSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  wsmc: z.string(),
  tjfs: codeField,
  xzurl: textField,
  wsdyid: textField,
  kglsh: textField,
  rwwslbid: textField,
});
export type WsType = z.infer<typeof wssSchema>;

export const taskInfoSchema = z.looseObject({
  RWID: z.union([z.string(), z.number()]).transform(String),
  runId: z.union([z.string(), z.number()]).transform(String),
  RWMC: z.string(),
  RWLX: numberField,
  RWFLID: textField,
  rwzt: codeField,
  shdwid: textField,
  DWMC: textField,
  JGDWLB: codeField,
  JHKSRQ: textField,
  sjtbzt: codeField,
  jcjlid: textField,
  jdjcjlsyid: textField,
  copycbr: textField,
  opid: textField,
  kzsx: textField,
  /** Execution-video flag (spec 02 §2). */
  SFZFSP: codeField,
  CBRXM: textField,
  CRT_TIME: textField,
});
export type TaskInfo = z.infer<typeof taskInfoSchema>;

export const detailConfigSchema = z.object({
  rwxx: taskInfoSchema,
  btnsList: z.array(buttonSchema).default([]),
  wslbsList: z.array(wslbSchema).default([]),
  wssList: z.array(wssSchema).default([]),
  dataMap: z.record(z.string(), z.unknown()).nullish().transform((v) => v ?? {}),
});
export type DetailConfig = z.infer<typeof detailConfigSchema>;

const treeRowBase = z.object({
  UUID: z.union([z.string(), z.number()]).transform(String),
  ID: textField,
  TREE_LEVEL: z.coerce.number(),
  TITLE: z.string(),
  WH: textField,
  WSLBMC: textField,
  RWMC: textField,
  FLWSID: textField,
  FLWSLB: textField,
  RWWSSZID: textField,
  RWID: textField,
  RWLX: numberField,
  SFFJ: codeField,
  DCTLJG: textField,
  SFYCX: codeField,
  RW_ISDELETED: codeField,
  CRT_USERNAME: textField,
  CRT_TIME: textField,
  SPRXM: textField,
  SPSJ: textField,
  STATUS: codeField,
  RWSTATUS: codeField,
  SFSD: codeField,
  STATUS1: codeField,
  STATUS2: codeField,
  STATUS3: codeField,
  ZXQK: codeField,
  GDBZ: codeField,
  XZURL: textField,
  XGURL: textField,
  DYMBID: textField,
  MD5: textField,
  KGLSH: textField,
  IS_CURRENT: codeField,
  FILE_DESC: textField,
  WSYLLX: textField,
  XGCZ_BUTTONS: rowButtonsField,
  JBCZ_BUTTONS: rowButtonsField,
  /** Level-1 rows: what the task-switch guard needs (docs/api.md, task switching). */
  JHKSRQ: textField,
  RWFLID: textField,
  LSCFJZRQ: textField,
});
export type TreeRow = z.output<typeof treeRowBase> & { children: TreeRow[] };
type TreeRowInput = z.input<typeof treeRowBase> & { children?: TreeRowInput[] | null };

export const treeRowSchema: z.ZodType<TreeRow, TreeRowInput> = treeRowBase.extend({
  children: z
    .lazy(() => z.array(treeRowSchema))
    .nullish()
    .transform((v) => v ?? []),
});

export const wsListSchema = z.object({
  rwxxList: z.array(treeRowSchema),
});

export const connectionTimeSchema = z.union([z.number(), z.string()]).transform((v) => Number(v));

export const opLogRowSchema = z.object({
  ID: z.union([z.string(), z.number()]).transform(String),
  CRT_TIME: z.string(),
  CRT_USERNAME: z.string(),
  CRT_IP: textField,
  OP_CONTENT: z.string(),
});
export type OpLogRow = z.infer<typeof opLogRowSchema>;

/** The generic paged query wraps its page once more: `data.data.records` (spec 01 §7). */
export const genericPageSchema = <T extends z.ZodType>(row: T) => z.object({ data: pageOf(row) }).transform((v) => v.data);

// ---- Project detail actions (issue 3; docs/api.md "Project detail actions") ----

export const beforeAddSchema = z.looseObject({
  rwwsszid: z.union([z.string(), z.number()]).transform(String),
  mbid: textField,
  form: z.string(),
  wsmc: z.string(),
  xzurl: textField,
});
export type BeforeAdd = z.infer<typeof beforeAddSchema>;

export const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'date', 'datetime', 'number', 'select']),
  required: z.boolean().default(false),
  options: z.array(z.object({ value: z.union([z.string(), z.number()]).transform(String), label: z.string() })).nullish(),
  dictCode: z.string().nullish(),
  span: z.union([z.literal(1), z.literal(2)]).nullish(),
  placeholder: z.string().nullish(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formDefinitionSchema = z.object({
  form: z.string(),
  rwwsszid: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  fields: z.array(formFieldSchema),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

export const flwsDetailSchema = z.object({
  FLWSID: z.union([z.string(), z.number()]).transform(String),
  RWID: z.union([z.string(), z.number()]).transform(String),
  runId: z.union([z.string(), z.number()]).transform(String),
  form: z.string(),
  rwwsszid: z.union([z.string(), z.number()]).transform(String),
  TITLE: z.string(),
  WH: textField,
  STATUS: codeField,
  STATUS1: codeField,
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()]).transform((v) => (v === null ? '' : String(v)))),
});
export type FlwsDetail = z.infer<typeof flwsDetailSchema>;

export const saveResultSchema = z.object({
  FLWSID: z.union([z.string(), z.number()]).transform(String),
  WH: textField,
});
export type SaveResult = z.infer<typeof saveResultSchema>;

export const approvalRowSchema = z.object({
  ID: z.union([z.string(), z.number()]).transform(String),
  SPJD: z.string(),
  SPRXM: textField,
  SPSJ: textField,
  SPJG: textField,
  SPYJ: textField,
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

export const stampRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  xmbh: textField,
  wh: textField,
  ifSign: codeField,
  ifSignMsg: textField,
  path: textField,
  md5: textField,
});
export type StampRow = z.infer<typeof stampRowSchema>;

export type CaseCategory = { ID: string; CODE_DESC: string; CHILDREN_LIST: CaseCategory[] };
type CaseCategoryInput = { ID: string | number; CODE_DESC: string; CHILDREN_LIST?: CaseCategoryInput[] | null };
export const caseCategorySchema: z.ZodType<CaseCategory, CaseCategoryInput> = z.object({
  ID: z.union([z.string(), z.number()]).transform(String),
  CODE_DESC: z.string(),
  CHILDREN_LIST: z
    .lazy(() => z.array(caseCategorySchema))
    .nullish()
    .transform((v) => v ?? []),
});

export const unitRecordSchema = z.looseObject({
  ID: z.union([z.string(), z.number()]).transform(String),
  DWMC: z.string(),
  DWDZ: textField,
  TYSHXYDM: textField,
  FDDBR: textField,
  JGDWLB: codeField,
  LXDH: textField,
});
export type UnitRecord = z.infer<typeof unitRecordSchema>;

/** Any call whose answer is only the envelope message. */
export const anyDataSchema = z.unknown();

// ---- Attachments (issue 4) ----

/** A row of the attachment manager (spec 01 §3); FILE_SIZE in bytes, shown in MB. */
export const attachmentRecordSchema = z.object({
  ID: z.coerce.string(),
  SHOW_NAME: textField,
  SUFFIX: textField,
  FILE_SIZE: numberField,
  FILE_TYPE: codeField,
  CRT_USERNAME: textField,
  CRT_TIME: textField,
  UPD_USERNAME: textField,
  UPD_TIME: textField,
  MD5: textField,
  BUSINESS_ID: textField,
  BUSINESS_TYPE: textField,
  BUSINESS_USAGE: textField,
  WSYLLX: textField,
  REMARK: textField,
  /** 1: the row belongs to the business being shown (with a link type the list also has others). */
  SFHG: codeField,
});
export type AttachmentRecord = z.infer<typeof attachmentRecordSchema>;

/** A file of the attachment viewer's groups. */
export const attachmentFileSchema = z.object({
  ID: z.coerce.string(),
  SAVE_PATH: textField,
  SHOW_NAME: textField,
  SUFFIX: textField,
  MD5: textField,
  FILE_TYPE: codeField,
  FILE_SIZE: numberField,
  CRT_TIME: textField,
});
export type AttachmentFile = z.infer<typeof attachmentFileSchema>;

/** getWsFjListByRWID: groups by document name; the client merges groups with the same wsmc. */
export const attachmentGroupSchema = z.object({
  wsmc: z.string().nullish().transform((v) => v ?? ''),
  fjlist: z.array(attachmentFileSchema).nullish().transform((v) => v ?? []),
});
export type AttachmentGroup = z.infer<typeof attachmentGroupSchema>;

/** Chunk check answer (data): code 2001 done (with fileId), 2002 uploading (with uploaded slices), 2003, 5001. */
export const chunkCheckSchema = z.object({
  code: z.coerce.number(),
  fileId: z.coerce.string().nullish(),
  uploadId: z.string().nullish(),
  uploaded: z.array(z.coerce.number()).nullish().transform((v) => v ?? []),
  msg: z.string().nullish(),
});
export type ChunkCheck = z.infer<typeof chunkCheckSchema>;

/** Chunk init answer: one signed URL per slice (absolute or relative to the server). */
export const chunkInitSchema = z.object({
  uploadId: z.string(),
  sliceSize: z.coerce.number(),
  urls: z.array(z.string()),
  expiresAt: z.coerce.number(),
  uploaded: z.array(z.coerce.number()).nullish().transform((v) => v ?? []),
});
export type ChunkInit = z.infer<typeof chunkInitSchema>;

/** Merge answer: the stored attachment. */
export const chunkMergeSchema = z.object({
  fileId: z.coerce.string(),
  md5: z.string(),
  size: z.coerce.number(),
  saveName: z.string().nullish(),
});
export type ChunkMerge = z.infer<typeof chunkMergeSchema>;

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
});
export type VideoRecord = z.infer<typeof videoRecordSchema>;

/** getZfjlyBdJbxx answers the list in data or in data.data. */
export const boundVideosSchema = z.union([z.array(videoRecordSchema), z.object({ data: z.array(videoRecordSchema) }).transform((v) => v.data)]);

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
export const missingVideoPageSchema = z.object({ list: z.array(missingVideoSchema), total: z.coerce.number() });

/** An enforcement video of getOutDataByQuery. */
export const enforcementVideoSchema = z.object({
  crtUsername: textField,
  updIp: textField,
  updTime: textField,
  outValue: textField,
});
export type EnforcementVideo = z.infer<typeof enforcementVideoSchema>;

/** Evidence tree (spec 02 §3): documents by wslbmc, each with its evidence files. */
export const evidenceFileSchema = z.object({ fileName: textField, fileUrl: textField, outMapId: textField, uuid: textField });
export const evidenceDocSchema = z.object({ title: textField, wh: textField, wssyid: textField, children: z.array(evidenceFileSchema).nullish().transform((v) => v ?? []) });
export const evidenceGroupSchema = z.object({ wslbmc: textField, children: z.array(evidenceDocSchema).nullish().transform((v) => v ?? []) });
export type EvidenceGroup = z.infer<typeof evidenceGroupSchema>;

/** A fire-rescue unit of the video list's unit picker (flat; the client builds the tree by PARENT_ID). */
export const orgUnitSchema = z.object({ ID: z.coerce.string(), DWQC: z.string(), PARENT_ID: textField });
export type OrgUnit = z.infer<typeof orgUnitSchema>;
