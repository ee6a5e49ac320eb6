import { maxLength, range } from '../forms/rules';
import type { FormDefinition } from '../forms/types';
import { CREDIT_DICT, PUBLICITY_MONTHS } from './constants';
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
      rules: [maxLength(18)],
    },
    { kind: 'text', name: 'ZGZSH', label: T.creditQualificationNo, rules: [maxLength(100)] },
    { kind: 'text', name: 'ZCZSH', label: T.creditRegistrationNo, rules: [maxLength(100)] },
    { kind: 'text', name: 'PYDW', label: T.creditEmployer, rules: [maxLength(200)] },
    { kind: 'text', name: 'CFLB', label: T.creditPenaltyCategory, rules: [maxLength(100)] },
    // Spec 01 §3: CFJD_TIME and FKJE are text fields.
    { kind: 'text', name: 'CFJD_TIME', label: T.creditDecidedAt, rules: [maxLength(50)] },
    {
      kind: 'textarea',
      name: 'CFNR',
      label: T.creditPenaltyContent,
      span: 2,
      rules: [maxLength(2000)],
    },
    { kind: 'text', name: 'FKJE', label: T.creditFineAmount, rules: [maxLength(50)] },
    { kind: 'textarea', name: 'WFSS', label: T.creditFacts, span: 2, rules: [maxLength(2000)] },
    { kind: 'textarea', name: 'CFYJ', label: T.creditBasis, span: 2, rules: [maxLength(2000)] },
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
  ],
} as const satisfies FormDefinition;

export type CreditPersonField = (typeof CREDIT_PERSON_FORM.fields)[number]['name'];
