import { z } from 'zod';
import { codeField, isEmptyValue, listOf, numberField, textField } from '../common/schemas';
import {
  arrangeStages,
  currentStageOf,
  nodeStateOf,
  type FireNode,
  type FireStage,
} from './stages';

// The server's answers of the fire area. Codes and numbers arrive as text or numbers, empty values
// as null or what null-to-empty makes of them; the stages are put in their order here, so a screen
// never sees them otherwise.

const idField = z.union([z.string(), z.number()]).transform(String);

const stageRowSchema = z.looseObject({
  JDBM: z.string(),
  JDMC: textField.optional(),
  ZT: codeField.optional(),
  KSSJ: textField.optional(),
  WCSJ: textField.optional(),
  JDZS: numberField.optional(),
  WCJDS: numberField.optional(),
});

/** A transfer-investigation record (移送调查任务). */
export const transferSchema = z.looseObject({
  ID: idField,
  YSLX: codeField,
  JSDW: textField,
  YSRQ: textField,
  YSYY: textField,
  /** 0 awaiting receipt, 1 received. */
  ZT: codeField,
  CRT_USERNAME: textField.optional().transform((v) => v ?? null),
  CRT_TIME: textField.optional().transform((v) => v ?? null),
});

export type FireTransfer = z.infer<typeof transferSchema>;

/** The case as the client shows it: the six stages in order, where it stands, its transfers. */
export type FireCase = {
  /** The procedure category CXLB, or null when none is set. */
  CXLB: string | null;
  stages: FireStage[];
  /** The current stage's code, or null before anything has begun. */
  current: FireStage['JDBM'] | null;
  transfers: FireTransfer[];
};

/** getHzdcLc: { CXLB, DQJD, jdList, ysdcList }. */
export const fireCaseSchema: z.ZodType<FireCase, unknown> = z
  .looseObject({
    CXLB: codeField.optional(),
    DQJD: textField.optional(),
    jdList: listOf(stageRowSchema, 'refuse'),
    ysdcList: listOf(transferSchema),
  })
  .transform((d): FireCase => {
    const stages = arrangeStages(
      d.jdList.map((r) => ({
        JDBM: r.JDBM as FireStage['JDBM'],
        JDMC: r.JDMC ?? undefined,
        ZT: nodeStateOf(r.ZT),
        KSSJ: r.KSSJ ?? null,
        WCSJ: r.WCSJ ?? null,
        JDZS: r.JDZS ?? 0,
        WCJDS: r.WCJDS ?? 0,
      })),
    );
    // The server's DQJD when it names a stage of the six, else the rule's.
    const named = stages.find((s) => s.JDBM === d.DQJD);
    return {
      CXLB: d.CXLB ?? null,
      stages,
      current: named?.JDBM ?? currentStageOf(stages)?.JDBM ?? null,
      transfers: d.ysdcList,
    };
  });

type NodeInput = {
  ID: string | number;
  JDMC?: unknown;
  ZT?: unknown;
  CLSJ?: unknown;
  CLR?: unknown;
  BZ?: unknown;
  children?: unknown;
};

export const fireNodeSchema: z.ZodType<FireNode, NodeInput> = z
  .looseObject({
    ID: idField,
    JDMC: textField,
    ZT: codeField.optional(),
    CLSJ: textField.optional(),
    CLR: textField.optional(),
    BZ: textField.optional(),
    children: z.lazy(() => listOf(fireNodeSchema)),
  })
  .transform((n): FireNode => ({
    ID: n.ID,
    JDMC: n.JDMC ?? '',
    ZT: nodeStateOf(n.ZT),
    CLSJ: n.CLSJ ?? null,
    CLR: n.CLR ?? null,
    BZ: n.BZ ?? null,
    children: n.children,
  }));

/** getHzdcLcjd: the stage's node tree. */
export const fireNodesSchema = listOf(fireNodeSchema, 'refuse');

/** The fire registration as getHzxxdj answers it (every field as the form shows it: text). */
export const fireInfoSchema = z.looseObject({
  ID: idField.optional(),
  RWID: textField.optional(),
  QHSJ: textField.optional(),
  BJSJ: textField.optional(),
  PMSJ: textField.optional(),
  QHDW: textField.optional(),
  QHDD: textField.optional(),
  HZLB: codeField.optional(),
  GHMJ: textField.optional(),
  ZJCCSS: textField.optional(),
  SWRS: textField.optional(),
  ZSRS: textField.optional(),
  QSRS: textField.optional(),
  HZDJ: codeField.optional(),
  YYRDZT: codeField.optional(),
  QHYY: codeField.optional(),
  DCRY: textField.optional(),
  HZGK: textField.optional(),
  CXLB: codeField.optional(),
  UPD_USERNAME: textField.optional(),
  UPD_TIME: textField.optional(),
});

export type FireInfo = z.infer<typeof fireInfoSchema>;

/** The record, or null when the case has none ({} or "" of null-to-empty). */
export const fireInfoAnswerSchema = z.preprocess(
  (v) => (isEmptyValue(v) ? null : v),
  fireInfoSchema.nullable(),
);
