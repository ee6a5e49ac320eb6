import { z } from 'zod';
import { codeField, isEmptyValue, listOf, numberField, textField } from '../common/schemas';
import { clockFieldsShape } from '../tasks/clock-fields';

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
  if (isEmptyValue(v)) return [];
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
  /** The document-setting id a document of this type carries (RWWSSZID); absent: the id. */
  rwwsszid: textField.optional(),
  /** The type's approval setting (是否审批): 1 a sent document goes to approval, 0 it is issued
   *  directly (无需审批); absent on a gateway that does not say (docs/api.md, getRwDetailConfig). */
  sfsp: codeField.optional(),
});

export type WsType = z.infer<typeof wssSchema>;

export const taskInfoSchema = z.looseObject({
  // The statutory clock's fields (shared/tasks/clock.ts), shown on the base information card.
  ...clockFieldsShape,
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
  btnsList: listOf(buttonSchema),
  wslbsList: listOf(wslbSchema),
  wssList: listOf(wssSchema),
  // Null, or null-to-empty's "" for a Map value: no data.
  dataMap: z.preprocess((v) => (isEmptyValue(v) ? {} : v), z.record(z.string(), z.unknown())),
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

type TreeRowInput = z.input<typeof treeRowBase> & { children?: unknown };

export const treeRowSchema: z.ZodType<TreeRow, TreeRowInput> = treeRowBase.extend({
  children: z.lazy(() => listOf(treeRowSchema)),
});

export const wsListSchema = z.object({
  rwxxList: listOf(treeRowSchema, 'refuse'),
});

/** getRwDetailWslb: the categories a task may add documents to now (wslbsList rows). */
export const docCategoriesSchema = listOf(wslbSchema, 'refuse');

/** getRwDetailWs: the document types of one category (wssList rows). */
export const docTypesSchema = listOf(wssSchema, 'refuse');

export const opLogRowSchema = z.object({
  ID: z.union([z.string(), z.number()]).transform(String),
  CRT_TIME: z.string(),
  CRT_USERNAME: z.string(),
  CRT_IP: textField,
  OP_CONTENT: z.string(),
});

export type OpLogRow = z.infer<typeof opLogRowSchema>;
