import { maxLength, notBefore, range, required, requiredWhen } from '../forms/rules';
import type { FormDefinition } from '../forms/types';
import {
  CAUSE_STATE,
  CAUSE_STATES,
  FIRE_CAUSES,
  FIRE_GRADES,
  FIRE_KINDS,
  FIRE_PROCEDURES,
  TRANSFER_KINDS,
} from './constants';
import { fireMessages as T } from './messages';

// The fire area's forms as definitions: the renderer shows them (the registration page, the two
// dialogs), main checks the values again before sending, the reference server once more.

const count = (name: string, label: string) =>
  ({
    kind: 'number',
    name,
    label,
    required: true,
    rules: [range(0, 100000, { integer: true, message: T.fireCountRange(label) })],
  }) as const;

/**
 * The fire registration (火灾信息登记), the facts a Chinese 火灾登记 records: when (起火, 报警,
 * 扑灭), where and whose, what kind, how large (过火面积, 直接财产损失, casualties), the grade they
 * make (derived, shared/fire/rules.ts), the cause once determined, and who investigates.
 */
export const FIRE_INFO_FORM = {
  title: T.fireInfoTitle,
  fields: [
    { kind: 'datetime', name: 'QHSJ', label: T.fireStartTime, required: true },
    {
      kind: 'datetime',
      name: 'BJSJ',
      label: T.fireAlarmTime,
      required: true,
      rules: [notBefore('QHSJ', T.fireAlarmBeforeStart)],
    },
    {
      kind: 'datetime',
      name: 'PMSJ',
      label: T.fireOutTime,
      rules: [notBefore('QHSJ', T.fireOutBeforeStart)],
    },
    { kind: 'text', name: 'QHDW', label: T.fireUnit, rules: [maxLength(100)] },
    {
      kind: 'text',
      name: 'QHDD',
      label: T.firePlace,
      required: true,
      span: 2,
      rules: [maxLength(200)],
    },
    { kind: 'select', name: 'HZLB', label: T.fireKind, required: true, options: FIRE_KINDS },
    {
      kind: 'number',
      name: 'GHMJ',
      label: T.fireArea,
      rules: [range(0, 100_000_000)],
    },
    {
      kind: 'number',
      name: 'ZJCCSS',
      label: T.fireLoss,
      required: true,
      rules: [range(0, 1_000_000_000_000)],
    },
    count('SWRS', T.fireDeaths),
    count('ZSRS', T.fireSerious),
    count('QSRS', T.fireMinor),
    {
      kind: 'select',
      name: 'HZDJ',
      label: T.fireGrade,
      required: true,
      readOnly: true,
      options: FIRE_GRADES,
    },
    {
      kind: 'radio',
      name: 'YYRDZT',
      label: T.fireCauseState,
      required: true,
      options: CAUSE_STATES,
    },
    {
      kind: 'select',
      name: 'QHYY',
      label: T.fireCause,
      options: FIRE_CAUSES,
      rules: [requiredWhen('YYRDZT', CAUSE_STATE.determined, T.fireCauseRequired)],
    },
    {
      kind: 'text',
      name: 'DCRY',
      label: T.fireInvestigators,
      required: true,
      placeholder: T.fireInvestigatorsHint,
      rules: [maxLength(100)],
    },
    {
      kind: 'textarea',
      name: 'HZGK',
      label: T.fireSummary,
      required: true,
      span: 2,
      rules: [maxLength(1000)],
    },
  ],
} as const satisfies FormDefinition;

export type FireInfoField = (typeof FIRE_INFO_FORM.fields)[number]['name'];

/** The numbers of the registration, sent and stored as numbers. */
export const FIRE_INFO_NUMBERS: readonly FireInfoField[] = [
  'GHMJ',
  'ZJCCSS',
  'SWRS',
  'ZSRS',
  'QSRS',
];

/** 变更程序类别 (hzdc/updatecxlb). */
export const PROCEDURE_FORM = {
  title: T.fireProcedureTitle,
  fields: [
    {
      kind: 'radio',
      name: 'CXLB',
      label: T.fireProcedure,
      options: FIRE_PROCEDURES,
      rules: [required(T.fireProcedureRequired)],
    },
    {
      kind: 'textarea',
      name: 'BGYY',
      label: T.fireProcedureReason,
      rules: [required(T.fireProcedureReasonRequired), maxLength(200)],
    },
  ],
} as const satisfies FormDefinition;

/** 火灾调查移送调查 (base/hzdcysdc). */
export const TRANSFER_FORM = {
  title: T.fireTransferTitle,
  fields: [
    {
      kind: 'select',
      name: 'YSLX',
      label: T.fireTransferKind,
      options: TRANSFER_KINDS,
      rules: [required(T.fireTransferKindRequired)],
    },
    {
      kind: 'text',
      name: 'JSDW',
      label: T.fireTransferTo,
      placeholder: T.fireTransferToHint,
      rules: [required(T.fireTransferToRequired), maxLength(100)],
    },
    {
      kind: 'date',
      name: 'YSRQ',
      label: T.fireTransferDate,
      rules: [required(T.fireTransferDateRequired)],
    },
    {
      kind: 'textarea',
      name: 'YSYY',
      label: T.fireTransferReason,
      rules: [required(T.fireTransferReasonRequired), maxLength(500)],
    },
  ],
} as const satisfies FormDefinition;
