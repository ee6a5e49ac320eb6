import { z } from 'zod';
import { codeField, isEmptyValue, textField } from '../common/schemas';
import { PREVIEW_TYPE, previewTypeOf } from './preview-type';
import { FIELD_FORMATS } from '../forms/formats';

// ---- Project detail actions (issue 3; docs/api.md "Project detail actions") ----

export const beforeAddSchema = z.looseObject({
  rwwsszid: z.union([z.string(), z.number()]).transform(String),
  mbid: textField,
  form: z.string(),
  wsmc: z.string(),
  xzurl: textField,
});

export type BeforeAdd = z.infer<typeof beforeAddSchema>;

export const formFieldSchema = z
  .object({
    name: z.string(),
    label: z.string(),
    // The kinds of the shared form engine (src/shared/forms) a document page can hold.
    type: z.enum(['text', 'textarea', 'date', 'datetime', 'number', 'select', 'radio', 'picker']),
    required: z.boolean().default(false),
    options: z
      .array(
        z.object({ value: z.union([z.string(), z.number()]).transform(String), label: z.string() }),
      )
      .nullish(),
    dictCode: z.string().nullish(),
    span: z.union([z.literal(1), z.literal(2)]).nullish(),
    placeholder: z.string().nullish(),
    /** Kept and saved, never shown: the names a picker fills in beside the keys it holds. */
    hidden: z.boolean().nullish(),
    // A picker (spec 01 §2, §7): rows of `table` shown by `labelField`, the key from `valueField`
    // (default ID), filtered by keyField = keyValue (the server resolves the officer's own unit).
    table: z.string().nullish(),
    labelField: z.string().nullish(),
    valueField: z.string().nullish(),
    keyField: z.string().nullish(),
    keyValue: z.string().nullish(),
    multiple: z.boolean().nullish(),
    /** The field that receives the chosen rows' labels. */
    labelTarget: z.string().nullish(),
    // The field's kind (src/shared/forms/formats.ts): its one rule runs in every layer. A kind this
    // client does not know is left out rather than refusing the whole form.
    format: z.enum(FIELD_FORMATS).nullish().catch(null),
    /** A date or date-and-time field ending a range that starts at the named field. */
    rangeStart: z.string().nullish(),
  })
  // A picker without its table or shown column could not look anything up.
  .refine((f) => f.type !== 'picker' || (!!f.table && !!f.labelField), {
    message: 'picker field without table or labelField',
  });

export type FormField = z.infer<typeof formFieldSchema>;

export const formDefinitionSchema = z.object({
  form: z.string(),
  rwwsszid: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  fields: z.array(formFieldSchema),
});

export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** A linked document as the server names it: its FLWSID, title and number. */
export const linkedDocSchema = z.object({
  FLWSID: z.union([z.string(), z.number()]).transform(String),
  TITLE: z.string(),
  WH: textField,
});

export type LinkedDoc = z.infer<typeof linkedDocSchema>;

/** A linked document, or null (also for null-to-empty's {} or ""). */
const linkedDocField = z.preprocess(
  (v) => (isEmptyValue(v) ? null : v),
  linkedDocSchema.nullable(),
);

/**
 * getFlwsPrefill (issue 18): what a new document of the type starts with, from its query (spec 02
 * §2: runId, RWID, rwwsszid, lyId, jcjlid, lsh). `title` is the type's name (催告书（停产停业） for
 * 421); `values` the type's presets and what the source document and inspection record give, only
 * fields of the form; the links as the server will keep them (LYWSID the source's FLWSID); `WH`
 * the number the serial gives a numbered type, else null.
 */
export const flwsPrefillSchema = z.object({
  form: z.string(),
  rwwsszid: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  values: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.null()]).transform((v) => (v === null ? '' : String(v))),
  ),
  LYWSID: textField,
  source: linkedDocField,
  JCJLID: textField,
  record: linkedDocField,
  LSH: textField,
  WH: textField,
});

export type FlwsPrefill = z.infer<typeof flwsPrefillSchema>;

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
  values: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.null()]).transform((v) => (v === null ? '' : String(v))),
  ),
  /** The document's links (issue 18), absent on gateways that keep none. */
  LYWSID: textField.optional(),
  source: linkedDocField.optional(),
  JCJLID: textField.optional(),
  record: linkedDocField.optional(),
  LSH: textField.optional(),
});

export type FlwsDetail = z.infer<typeof flwsDetailSchema>;

export const saveResultSchema = z.object({
  FLWSID: z.union([z.string(), z.number()]).transform(String),
  WH: textField,
  /**
   * The task the document was saved under, when it is not the one named: a penalty registration
   * document (type=GJ) is saved under the penalty case it registered.
   */
  RWID: z
    .union([z.string(), z.number()])
    .transform(String)
    .nullish()
    .transform((v) => (v === '' ? null : (v ?? null))),
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

/** isDelSdhz: whether a delivery receipt may be deleted, and if not the server's reason. */
export const receiptCheckSchema = z.looseObject({
  /** 是否可删除: 1 yes, 0 no. */
  SFKSC: codeField,
  /** Why not (原因), e.g. a later deadline was computed from its delivery date. */
  YY: textField,
});

export type ReceiptCheck = z.infer<typeof receiptCheckSchema>;

/**
 * getXqBySdhz: the document a delivery receipt delivered and the deadline that follows from it
 * (a rectification notice's 改正期限); null (or null-to-empty's {} / "") when it delivered none.
 */
export const receiptDeadlineSchema = z.preprocess(
  (v) =>
    v === '' ||
    v === undefined ||
    (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0)
      ? null
      : v,
  z
    .looseObject({
      /** The delivered document's name and number. */
      WSMC: z.string(),
      WH: textField,
      /** Delivery date (送达日期), 'YYYY-MM-DD'. */
      SDRQ: z.string(),
      /** The deadline (限期), 'YYYY-MM-DD'; null when the document gives none. */
      XQRQ: textField,
    })
    .nullable(),
);

export type ReceiptDeadline = NonNullable<z.infer<typeof receiptDeadlineSchema>>;

/**
 * getWsyllx: what 预览 of a document shows (src/shared/documents/preview-type.ts). `WSYLLX` is read
 * as its meaning (anything but '2' is the system document); `fileId` the chosen attachment, null
 * unless WSYLLX is '2'.
 */
export const documentPreviewSchema = z
  .looseObject({
    WSYLLX: textField,
    fileId: textField,
  })
  .transform((v) => {
    const WSYLLX = previewTypeOf(v.WSYLLX);
    return { WSYLLX, fileId: WSYLLX === PREVIEW_TYPE.file ? v.fileId : null };
  });

export type DocumentPreview = z.infer<typeof documentPreviewSchema>;
