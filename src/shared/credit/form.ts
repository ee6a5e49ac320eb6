import { maxLength, range } from '../forms/rules';
import type { FormDefinition } from '../forms/types';
import {
  CREDIT_DICT,
  PUBLICITY_MONTHS,
  UNIT_PUBLICITY_MONTHS,
  type CreditUnitKind,
} from './constants';
import { creditMessages as T } from './messages';

// The individual dishonesty record (spec 01 §3, §5) as a form definition: the credit dialog renders
// it, and main and the reference server check what arrives with the same rule objects. RWID,
// ZGDWID, ZGDWMC and ID are not the officer's to type: the caller sets them.

export const CREDIT_PERSON_FORM = {
  title: T.creditPersonTitle,
  fields: [
    {
      kind: 'text',
      name: 'PERSON_NAME',
      label: T.creditPersonName,
      required: true,
      rules: [maxLength(50)],
    },
    {
      kind: 'select',
      name: 'PERSON_TYPE',
      label: T.creditPersonType,
      dictCode: CREDIT_DICT.personType,
    },
    {
      kind: 'text',
      name: 'ID_CARD',
      label: T.creditIdCard,
      required: true,
      format: 'idNumber',
      rules: [maxLength(18)],
    },
    { kind: 'text', name: 'ZGZSH', label: T.creditQualificationNo, rules: [maxLength(100)] },
    { kind: 'text', name: 'ZCZSH', label: T.creditRegistrationNo, rules: [maxLength(100)] },
    { kind: 'text', name: 'PYDW', label: T.creditEmployer, rules: [maxLength(200)] },
    { kind: 'text', name: 'CFLB', label: T.creditPenaltyCategory, rules: [maxLength(100)] },
    // Spec 01 §3: CFJD_TIME and FKJE are text fields. Short fields two to a row, in pairs.
    { kind: 'text', name: 'CFJD_TIME', label: T.creditDecidedAt, rules: [maxLength(50)] },
    { kind: 'text', name: 'FKJE', label: T.creditFineAmount, rules: [maxLength(50)] },
    { kind: 'text', name: 'CFJG', label: T.creditAuthority, rules: [maxLength(200)] },
    { kind: 'text', name: 'CFJGDM', label: T.creditAuthorityCode, rules: [maxLength(50)] },
    {
      kind: 'number',
      name: 'GSQ',
      label: T.creditPublicityMonths,
      required: true,
      rules: [
        range(PUBLICITY_MONTHS.min, PUBLICITY_MONTHS.max, {
          integer: true,
          message: T.creditPublicityRange,
          clear: true,
        }),
      ],
    },
    // The long texts last, each across the form.
    {
      kind: 'textarea',
      name: 'CFNR',
      label: T.creditPenaltyContent,
      span: 2,
      rules: [maxLength(2000)],
    },
    { kind: 'textarea', name: 'WFSS', label: T.creditFacts, span: 2, rules: [maxLength(2000)] },
    { kind: 'textarea', name: 'CFYJ', label: T.creditBasis, span: 2, rules: [maxLength(2000)] },
  ],
} as const satisfies FormDefinition;

export type CreditPersonField = (typeof CREDIT_PERSON_FORM.fields)[number]['name'];

// The unit records (spec 02 §3, §5): one list of fields for general and serious dishonesty, the
// behaviour's label and the publicity period's range by kind. ZGDWID (the officer's brigade), ID,
// RWID and SPZT (approval state) are not the officer's to type.

const RANGE_MESSAGE: Readonly<Record<CreditUnitKind, string>> = {
  general: T.creditGeneralRange,
  serious: T.creditSeriousRange,
};

const unitForm = (kind: CreditUnitKind) =>
  ({
    title: kind === 'general' ? T.creditGeneralTitle : T.creditSeriousTitle,
    fields: [
      {
        kind: 'text',
        name: 'DWMC',
        label: T.creditUnitName,
        required: true,
        rules: [maxLength(200)],
      },
      {
        kind: 'text',
        name: 'SHXYDM',
        label: T.creditUnitCode,
        required: true,
        format: 'creditCode',
        rules: [maxLength(18)],
      },
      {
        kind: 'textarea',
        name: 'YZSXXW',
        label: kind === 'general' ? T.creditBehaviour : T.creditSeriousBehaviour,
        required: true,
        span: 2,
        rules: [maxLength(500)],
      },
      {
        kind: 'textarea',
        name: 'WFSS',
        label: T.creditFacts,
        required: true,
        span: 2,
        rules: [maxLength(2000)],
      },
      {
        kind: 'textarea',
        name: 'WFCLNR',
        label: T.creditHandling,
        rules: [maxLength(2000)],
      },
      {
        kind: 'textarea',
        name: 'WFCLYJ',
        label: T.creditHandlingBasis,
        rules: [maxLength(2000)],
      },
      { kind: 'text', name: 'CFJDWSH', label: T.creditDecisionNo, rules: [maxLength(100)] },
      { kind: 'date', name: 'CFRQ', label: T.creditPenaltyDate },
      {
        kind: 'number',
        name: 'FKJE',
        label: T.creditFineYuan,
        format: 'money',
        rules: [range(0, 100_000_000, { message: T.creditFineRange })],
      },
      {
        kind: 'number',
        name: 'GSQ',
        label: T.creditPublicityMonths,
        required: true,
        rules: [
          range(UNIT_PUBLICITY_MONTHS[kind].min, UNIT_PUBLICITY_MONTHS[kind].max, {
            integer: true,
            message: RANGE_MESSAGE[kind],
            clear: true,
          }),
        ],
      },
      {
        kind: 'textarea',
        name: 'CFNR',
        label: T.creditPenaltyContent,
        span: 2,
        rules: [maxLength(2000)],
      },
    ],
  }) as const satisfies FormDefinition;

export const CREDIT_GENERAL_FORM = unitForm('general');
export const CREDIT_SERIOUS_FORM = unitForm('serious');

export const CREDIT_UNIT_FORMS: Readonly<Record<CreditUnitKind, FormDefinition>> = {
  general: CREDIT_GENERAL_FORM,
  serious: CREDIT_SERIOUS_FORM,
};

export type CreditUnitField = (typeof CREDIT_GENERAL_FORM.fields)[number]['name'];
