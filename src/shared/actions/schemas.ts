import { z } from 'zod';
import { codeField, listOf, textField } from '../common/schemas';
import { clockFieldsShape } from '../tasks/clock-fields';

// The server's answers of the task actions (spec 02 §3). A missing record is null (or null-to-empty's "").

const idField = z.union([z.string(), z.number()]).transform(String);
const orNull = <T extends z.ZodType>(s: T): z.ZodType<z.output<T> | null> =>
  // blade-tool's null-to-empty writes a null record as {} (docs/api-client-answers.md): no record.
  z.preprocess(
    (v) =>
      v === '' ||
      v === undefined ||
      (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0)
        ? null
        : v,
    s.nullable(),
  ) as z.ZodType<z.output<T> | null>;

/** The running suspension of a task's clock (getZzjsxx): what the resume dialog shows. */
export const suspensionSchema = z.looseObject({
  RWMC: z.string(),
  sjtbzt: codeField,
  /** Suspension time, 'YYYY-MM-DD HH:mm:ss'. */
  LDSPSJ: textField,
  /** The approved reason for the suspension. */
  ZZYY: textField,
});

export type Suspension = z.infer<typeof suspensionSchema>;

/**
 * A postponement request of the task (generic query 3967): the date asked for, the reason, the
 * approval form it names and whether that form is approved (SPZT 1, else 0 awaiting it).
 */
export const postponementSchema = z.looseObject({
  ID: idField,
  JHJSRQ: textField,
  YQYY: textField,
  WSID: textField,
  SQSJ: textField,
  SQR: textField,
  SPZT: codeField,
});

export type Postponement = z.infer<typeof postponementSchema>;

/** Execution registration of a penalty decision (getZxdj). */
export const executionSchema = orNull(
  z.looseObject({
    ID: textField,
    /** 0 three-stop, 1 fine (spec 02 §9). */
    ZXLX: codeField,
    ZXQK: codeField,
    LXRQ: textField,
    LXQK: textField,
    /** The penalty decision it registers. */
    WSID: textField,
    WH: textField,
  }),
);

export type Execution = NonNullable<z.infer<typeof executionSchema>>;

/** The unit's pending request for another inspection time (getXGJCSJ). */
export const inspectionTimeSchema = orNull(
  z.looseObject({
    ID: textField,
    SQR: textField,
    YYTIME: textField,
    SQSJ: textField,
    SQYY: textField,
    ISTY: codeField,
  }),
);

export type InspectionTimeRequest = NonNullable<z.infer<typeof inspectionTimeSchema>>;

/** A technical service agency (getJsfwdw). */
export const serviceUnitSchema = z.looseObject({
  ID: idField,
  DWMC: z.string(),
  TYSHXYDM: textField,
  /** Qualification (资质等级). */
  ZZDJ: textField,
  LXR: textField,
  LXDH: textField,
});

export type ServiceUnit = z.infer<typeof serviceUnitSchema>;

/** A task's electronic licence (getEleLicense). */
export const licenceSchema = orNull(
  z.looseObject({
    ID: textField,
    ZZBH: textField,
    ZZMC: textField,
    ZZSJ: textField,
    MD5: textField,
  }),
);

export type Licence = NonNullable<z.infer<typeof licenceSchema>>;

/** getXqDateByRwid: the dates the statutory clock runs on. */
export const deadlinesSchema = z.looseObject({ ...clockFieldsShape, RWID: idField });

export type Deadlines = z.infer<typeof deadlinesSchema>;

/** cfRwRemind: the officer's open penalty cases, with the dates of their clocks. */
export const reminderSchema = z.looseObject({
  ...clockFieldsShape,
  RWID: idField,
  runId: idField,
  RWMC: z.string(),
});

export type Reminder = z.infer<typeof reminderSchema>;

export const remindersSchema = listOf(reminderSchema);

/**
 * isXzcf: whether the task's run has a live penalty case. Gateways answer a JSON boolean, but
 * some serialise flags as "true"/"1"/1 (and null-to-empty turns a null into ""): all are read.
 * Anything else is malformed rather than guessed as false.
 */
export const penaltyCaseSchema = z
  .union([
    z.boolean(),
    z.enum(['true', 'false', '1', '0', '']),
    z.literal(1),
    z.literal(0),
    z.null(),
  ])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 1);
