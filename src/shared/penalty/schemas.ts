import { z } from 'zod';
import { codeField, isEmptyValue, listOf, textField } from '../common/schemas';

// The server's answers of the penalty area (spec 01 §3). A missing record is null (blade-tool's
// null-to-empty writes it as {} or "", read as null).

const idField = z.union([z.string(), z.number()]).transform(String);
const orNull = <T extends z.ZodType>(s: T): z.ZodType<z.output<T> | null> =>
  z.preprocess((v) => (isEmptyValue(v) ? null : v), s.nullable()) as z.ZodType<z.output<T> | null>;

/**
 * xzcf_cxcj: the penalty item already generated from a task (its case), or null. Once it exists
 * the object and source types are fixed (spec 01 §4).
 */
export const penaltyItemSchema = orNull(
  z.looseObject({
    /** The penalty case (task) the item is. */
    CFRWID: idField,
    RWMC: textField,
    /** The case's run, where a gateway sends it (else the source task's run, where it is made). */
    runId: textField.optional(),
    CFDXLX: codeField,
    CF_LYTYPE: codeField,
    /** 0 simple, 1 general, 2 quick (some gateways name it LCLX). */
    CFLCLX: codeField,
    CFDXMC: textField,
    CFDXDZ: textField,
  }),
);

export type PenaltyItem = NonNullable<z.infer<typeof penaltyItemSchema>>;

/**
 * A penalty case of the link table (generic query 20032): its source tasks by kind, each a comma
 * list of RWIDs (a case can come from several tasks).
 */
export const penaltyCaseSchema = z.looseObject({
  CFRWID: idField,
  RWMC: textField,
  runId: textField,
  CFDXMC: textField,
  CFDXLX: codeField,
  CFLCLX: codeField,
  /** Sub-task state (XFJD_XMRW_ZRWZT). */
  RWZT: codeField,
  /** Registration date (立案日期). */
  LARQ: textField,
  CBRXM: textField,
  LYRWID: textField,
  LYCPRWID: textField,
  LYJSFWRWID: textField,
});

export type PenaltyCase = z.infer<typeof penaltyCaseSchema>;

/** One violation of a reduction: its statutory amount range (FDED) and discretion range (LFCD). */
export const violationSchema = z.looseObject({
  WFXW: textField,
  FDED: textField,
  LFCD: textField,
});

export type Violation = z.infer<typeof violationSchema>;

/**
 * queryJmqk: the reduction of a penalty case (read-only), or null. The reason is sent as JQCFYL
 * by some gateways and JQCFYY by others: read as JQCFYY.
 */
export const reductionSchema = orNull(
  z
    .looseObject({
      /** Operator (经办人). */
      CZR: textField,
      /** Penalty method (处罚种类: 警告, 罚款, …). */
      CFZL: textField,
      /** Penalty amount (元). */
      CFJE: textField,
      /** Reduction amount (元). */
      JQJE: textField,
      JQCFYY: textField.optional(),
      JQCFYL: textField.optional(),
      /** The linked document (关联文书). */
      GLWS: textField,
      WFXWLIST: listOf(violationSchema),
    })
    .transform(({ JQCFYL, JQCFYY, ...rest }) => ({ ...rest, JQCFYY: JQCFYY ?? JQCFYL ?? null })),
);

export type Reduction = NonNullable<z.infer<typeof reductionSchema>>;

/** A three-stop check application (三停核查申请) of a task. */
export const checkApplicationSchema = z.looseObject({
  ID: idField,
  RWID: textField,
  SQDW: textField,
  SQR: textField,
  LXDH: textField,
  SQRQ: textField,
  ZGQK: textField,
  CRT_TIME: textField,
  CRT_USERNAME: textField,
});

export type CheckApplication = z.infer<typeof checkApplicationSchema>;
