import { z } from 'zod';
import { codeField, isEmptyValue, textField } from '../common/schemas';

// The server's answers of the credit area. Each read answers the task's record in `data`, or none:
// null, or what null-to-empty makes of it ({} or ""). Every field arrives as text or a number and is
// kept as the text the form shows.

const idField = z.union([z.string(), z.number()]).transform(String);

/** A record, or null when the answer holds none. */
const recordOrNone = <T extends z.ZodType>(record: T) =>
  z.preprocess((v) => (isEmptyValue(v) ? null : v), record.nullable());

/** The individual dishonesty record (spec 01 §3), as xygkGrsx answers it. */
export const creditPersonRecordSchema = z.looseObject({
  ID: idField.optional(),
  RWID: textField.optional(),
  PERSON_NAME: textField.optional(),
  PERSON_TYPE: codeField.optional(),
  ID_CARD: textField.optional(),
  ZGZSH: textField.optional(),
  ZCZSH: textField.optional(),
  PYDW: textField.optional(),
  CFLB: textField.optional(),
  CFJD_TIME: textField.optional(),
  CFNR: textField.optional(),
  FKJE: textField.optional(),
  WFSS: textField.optional(),
  CFYJ: textField.optional(),
  CFJG: textField.optional(),
  CFJGDM: textField.optional(),
  GSQ: textField.optional(),
  ZGDWID: textField.optional(),
  ZGDWMC: textField.optional(),
});

export type CreditPersonRecord = z.infer<typeof creditPersonRecordSchema>;

export const creditPersonAnswerSchema = recordOrNone(creditPersonRecordSchema);

/** A general or serious dishonesty record of the task's unit (spec 02 §3). */
export const creditUnitRecordSchema = z.looseObject({
  ID: idField.optional(),
  RWID: textField.optional(),
  DWMC: textField.optional(),
  SHXYDM: textField.optional(),
  YZSXXW: textField.optional(),
  WFCLNR: textField.optional(),
  WFCLYJ: textField.optional(),
  ZGDWID: textField.optional(),
  GSQ: textField.optional(),
  CFJDWSH: textField.optional(),
  CFRQ: textField.optional(),
  CFNR: textField.optional(),
  FKJE: textField.optional(),
  WFSS: textField.optional(),
  /** Approval state: 1 not submitted, 2 in approval, 3 approved, 4 returned. */
  SPZT: codeField.optional(),
});

export type CreditUnitRecord = z.infer<typeof creditUnitRecordSchema>;

export const creditUnitAnswerSchema = recordOrNone(creditUnitRecordSchema);

/** A row of the dangers query (CREDIT_DANGERS_DWID): rectified or not, and the deadline. */
export const creditDangerSchema = z.looseObject({
  ID: idField,
  ZGQK: codeField,
  ZGQX: textField.optional().transform((v) => v ?? null),
  YHXX: textField.optional(),
  /** The re-inspection task re-checking it, if any. */
  FCRWID: textField.optional().transform((v) => v ?? null),
});

export type CreditDanger = z.infer<typeof creditDangerSchema>;
