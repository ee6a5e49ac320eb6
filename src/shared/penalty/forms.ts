import { maxLength, required } from '../forms/rules';
import type { FormDefinition } from '../forms/types';
import { DICT } from '../dict/constants';
import { penaltyMessages as T } from './messages';
import { CLOSING_DEFAULT_STATE, CLOSING_STATES, SEAL_LIFT_REASONS } from './constants';

// The penalty area's forms (spec 01 §2, §5), as definitions: the renderer shows them in the small
// form dialog, main checks the values again before sending, the reference server once more. Every
// rule carries the spec's exact message.

const TEXT_MAX = 500;

/** Wizard step 1 (spec 01 §2): object type and, unless in the on-the-spot variant, source type. */
export function wizardTypesForm(variant: 'full' | 'dccf', fixed = false): FormDefinition {
  return {
    fields: [
      {
        kind: 'radio',
        name: 'CFDXLX',
        label: T.penaltyObjectType,
        dictCode: DICT.penaltyTarget,
        readOnly: fixed,
        rules: [required(T.penaltyObjectTypeRequired)],
      },
      ...(variant === 'dccf'
        ? []
        : [
            {
              kind: 'radio' as const,
              name: 'CF_LYTYPE',
              label: T.penaltySourceType,
              dictCode: DICT.penaltySource,
              readOnly: fixed,
              rules: [required(T.penaltySourceTypeRequired)],
            },
          ]),
    ],
  };
}

/** The target name and address form (spec 01 §3, §5): asked when the object is an individual. */
export const targetForm: FormDefinition = {
  title: T.penaltyTargetTitle,
  fields: [
    {
      kind: 'text',
      name: 'CFDXMC',
      label: T.penaltyTargetName,
      rules: [required(T.penaltyTargetNameRequired), maxLength(100)],
    },
    {
      kind: 'text',
      name: 'CFDXDZ',
      label: T.penaltyTargetAddress,
      span: 2,
      rules: [required(T.penaltyTargetAddressRequired), maxLength(200)],
    },
  ],
};

/** Case closing (xzcf_cjwb, spec 01 §5): every field required with one message. */
export const closingForm: FormDefinition = {
  title: T.penaltyCloseTitle,
  fields: [
    {
      kind: 'select',
      name: 'CRWZT',
      label: T.penaltyCloseState,
      options: CLOSING_STATES,
      rules: [required(T.penaltyCloseRequired)],
    },
    {
      kind: 'date',
      name: 'SJJSRQ',
      label: T.penaltyCloseDate,
      rules: [required(T.penaltyCloseRequired)],
    },
    {
      kind: 'textarea',
      name: 'JAMS',
      label: T.penaltyCloseDescription,
      span: 2,
      rules: [required(T.penaltyCloseRequired), maxLength(TEXT_MAX)],
    },
  ],
};

/** The closing form's values on open: CRWZT defaults to 1 (spec 01 §3). */
export const closingDefaults = { CRWZT: CLOSING_DEFAULT_STATE } as const;

/** Temporary-seal lifting (解除临时查封). */
export const sealLiftForm: FormDefinition = {
  title: T.sealLiftTitle,
  fields: [
    {
      kind: 'date',
      name: 'JCRQ',
      label: T.sealLiftDate,
      rules: [required(T.sealLiftDateRequired)],
    },
    {
      kind: 'radio',
      name: 'JCYY',
      label: T.sealLiftReason,
      options: SEAL_LIFT_REASONS,
      rules: [required(T.sealLiftReasonRequired)],
    },
    {
      kind: 'textarea',
      name: 'JCSM',
      label: T.sealLiftDescription,
      span: 2,
      rules: [required(T.sealLiftDescriptionRequired), maxLength(TEXT_MAX)],
    },
  ],
};

/** The three-stop check application (三停核查申请, /xfjd/xzcf/sthc/sthcsq). */
export const checkApplicationForm: FormDefinition = {
  title: T.checkTitle,
  fields: [
    {
      kind: 'text',
      name: 'SQDW',
      label: T.checkUnit,
      span: 2,
      rules: [required(T.checkUnitRequired), maxLength(100)],
    },
    {
      kind: 'text',
      name: 'SQR',
      label: T.checkApplicant,
      rules: [required(T.checkApplicantRequired), maxLength(50)],
    },
    { kind: 'text', name: 'LXDH', label: T.checkPhone, rules: [maxLength(20)] },
    {
      kind: 'date',
      name: 'SQRQ',
      label: T.checkDate,
      rules: [required(T.checkDateRequired)],
    },
    {
      kind: 'textarea',
      name: 'ZGQK',
      label: T.checkRectification,
      span: 2,
      rules: [required(T.checkRectificationRequired), maxLength(TEXT_MAX)],
    },
  ],
};

/** A phone number as officers write it: digits, spaces, + and -, 7 to 20 characters. */
export const isPhone = (text: string): boolean => /^\+?[\d\s-]{7,20}$/.test(text.trim());
