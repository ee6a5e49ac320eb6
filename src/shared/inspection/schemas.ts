import { z } from 'zod';
import { codeField, listOf, textField } from '../common/schemas';

// The server's answers of the inspection area (spec 01 §3; spec 02 §3). Every list is a generic
// page's records.

const idField = z.union([z.string(), z.number()]).transform(String);

/**
 * A hidden danger (隐患, table 3408): the task that found it, its unit, whether it is rectified
 * (ZGQK 1), the finding document (LYWSID) and its number (LYBH, or XGWS on some gateways).
 */
export const hiddenDangerSchema = z
  .looseObject({
    ID: idField,
    RWID: textField,
    runId: textField,
    DWID: textField,
    /** The finding task's name (历次检查发现 rows open it). */
    RWMC: textField,
    ZGQK: codeField,
    LYWSID: textField,
    LYBH: textField.optional(),
    XGWS: textField.optional(),
    YHLB: codeField,
    /** The danger as the officer wrote it. */
    YHXX: textField,
    FXRQ: textField,
    ZGRQ: textField,
    /** The re-inspection task re-checking it, if one was created. */
    FCRWID: textField.optional(),
    /** 1 while an application for its re-inspection is pending or done. */
    SQFC: codeField.optional(),
  })
  .transform(({ LYBH, XGWS, FCRWID, SQFC, ...rest }) => ({
    ...rest,
    LYBH: LYBH ?? XGWS ?? null,
    FCRWID: FCRWID ?? null,
    SQFC: SQFC ?? null,
  }));

export type HiddenDanger = z.infer<typeof hiddenDangerSchema>;

/** A row of the unit's hazard list (spec 02 §3, dwId 3825). */
export const unitHazardSchema = z.looseObject({
  ID: idField,
  /** The project (task) that found it. */
  XMMC: textField,
  /** The related document (name and number). */
  XGWS: textField,
  YHXX: textField,
  YHLB: codeField,
  FXRQ: textField,
  ZGQK: codeField,
  ZGRQ: textField,
});

export type UnitHazard = z.infer<typeof unitHazardSchema>;

/** A danger as an application lists it. */
export const applicationDangerSchema = z.looseObject({
  ID: idField,
  YHXX: textField,
  ZGQK: codeField,
  ZGRQ: textField,
});

/**
 * A re-inspection application (复查申请) of a task: its document (FLWSID), kind, dangers and the
 * re-inspection task created from it (FCRWID, null until then).
 */
export const applicationSchema = z.looseObject({
  ID: idField,
  RWID: textField,
  runId: textField,
  FLWSID: textField,
  /** jsfw or jdjc. */
  LX: textField,
  SQSJ: textField,
  SQR: textField,
  LYBH: textField,
  YHLIST: listOf(applicationDangerSchema),
  FCRWID: textField,
  FCRWMC: textField,
  LXSJ: textField,
});

export type ReinspectionApplication = z.infer<typeof applicationSchema>;

/** What saveAqjcFcrw / saveJdjcFcrwDq answer: the re-inspection task created. */
export const createdTaskSchema = z.looseObject({
  RWID: idField,
  runId: idField,
  RWMC: textField,
});

export type CreatedTask = z.infer<typeof createdTaskSchema>;
