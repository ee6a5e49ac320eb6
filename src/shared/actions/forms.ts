import { maxLength, notBefore, required, requiredWhen } from '../forms/rules';
import type { Condition, FormDefinition, FormValues, TextFieldDef } from '../forms/types';
import { detailSources, prefill } from '../documents/prefill';
import type { DetailConfig } from '../detail/schemas';
import type { UserInfo } from '../session/schemas';
import { actionsMessages as T } from './messages';
import {
  ENFORCEMENT_DOCUMENTS,
  ENFORCEMENT_TYPES,
  EXECUTION_FULFILLED,
  NO_INSPECTION_REASONS,
  PROCEDURE_CHANGE_MODES,
  VERBAL_NOTICES,
} from './constants';

// The task actions' forms (spec 02 §5), as definitions: the renderer shows them in the small form
// dialog, main checks the values again before sending, the reference server once more. Every rule
// carries the spec's exact message.

const REASON_MAX = 500;

/**
 * A reason or description (转换原因, 恢复计时原因, 延期原因, 不检查描述, 履行情况): a text area the officer
 * must fill with the spec's message (only while `when` holds, if given), at most REASON_MAX characters.
 */
function reasonField(name: string, label: string, message: string, when?: Condition): TextFieldDef {
  return {
    kind: 'textarea',
    name,
    label,
    rules: [
      when ? requiredWhen(when.field, when.equals, message) : required(message),
      maxLength(REASON_MAX),
    ],
  };
}

/** Procedure change (切换程序): the way it changes and the reason. */
export const procedureForm: FormDefinition = {
  title: T.procedureTitle,
  fields: [
    {
      kind: 'radio',
      name: 'GGLX',
      label: T.procedureMode,
      options: PROCEDURE_CHANGE_MODES,
      rules: [required(T.procedureRequired)],
    },
    reasonField('ZHYY', T.procedureReason, T.procedureReasonRequired),
  ],
};

/** Clock resume (恢复计时): the picker allows nothing earlier than one day before the suspension. */
export const resumeClockForm: FormDefinition = {
  title: T.resumeTitle,
  fields: [
    { kind: 'text', name: 'RWMC', label: T.resumeTaskName, readOnly: true },
    { kind: 'datetime', name: 'LDSPSJ', label: T.resumeSuspendedAt, readOnly: true },
    {
      kind: 'datetime',
      name: 'HFJSSJ',
      label: T.resumeTime,
      min: { field: 'LDSPSJ', offsetDays: -1 },
      rules: [required(T.resumeTimeRequired), notBefore('LDSPSJ', T.resumeBeforeSuspension)],
    },
    reasonField('HFJSSM', T.resumeReason, T.resumeReasonRequired),
    { kind: 'file', name: 'files', label: T.resumeFiles, multiple: true },
  ],
};

/** Postponement (申请延期): the requested deadline and the reason. */
export const postponeForm: FormDefinition = {
  title: T.postponeTitle,
  fields: [
    {
      kind: 'date',
      name: 'jhjsrq',
      label: T.postponeDeadline,
      rules: [required(T.postponeDeadlineRequired)],
    },
    reasonField('yqyy', T.postponeReason, T.postponeReasonRequired),
  ],
};

/** Execution registration (执行登记): date and situation only when fulfilled (ZXQK 1). */
export const executionForm: FormDefinition = {
  title: T.executionTitle,
  fields: [
    {
      kind: 'select',
      name: 'ZXLX',
      label: T.executionType,
      options: ENFORCEMENT_TYPES,
      readOnly: true,
    },
    {
      kind: 'radio',
      name: 'ZXQK',
      label: T.executionStatus,
      dictCode: 'XFJD_XZCF_ZXQK',
      rules: [required(T.executionStatusRequired)],
    },
    {
      kind: 'date',
      name: 'LXRQ',
      label: T.executionDate,
      rules: [requiredWhen('ZXQK', EXECUTION_FULFILLED, T.executionDateRequired)],
    },
    reasonField('LXQK', T.executionSituation, T.executionSituationRequired, {
      field: 'ZXQK',
      equals: EXECUTION_FULFILLED,
    }),
  ],
};

/** No-inspection (不检查): reason and description. */
export const noInspectionForm: FormDefinition = {
  title: T.noInspectionTitle,
  fields: [
    {
      kind: 'radio',
      name: 'bjcyy',
      label: T.noInspectionReason,
      options: NO_INSPECTION_REASONS,
      rules: [required(T.noInspectionReasonRequired)],
    },
    reasonField('bjcms', T.noInspectionDescription, T.noInspectionDescriptionRequired),
  ],
};

/** Inspection-time change (修改检查时间): applicant, time and agree/disagree. */
export const inspectionTimeForm: FormDefinition = {
  title: T.inspectionTimeTitle,
  fields: [
    {
      kind: 'text',
      name: 'SQR',
      label: T.inspectionTimeApplicant,
      rules: [required(T.inspectionTimeApplicantRequired), maxLength(50)],
    },
    {
      kind: 'datetime',
      name: 'YYTIME',
      label: T.inspectionTimeTime,
      rules: [required(T.inspectionTimeTimeRequired)],
    },
    {
      kind: 'radio',
      name: 'ISTY',
      label: T.inspectionTimeAgree,
      options: [
        { value: '1', label: T.inspectionTimeAgreeYes },
        { value: '0', label: T.inspectionTimeAgreeNo },
      ],
      rules: [required(T.inspectionTimeAgreeRequired)],
    },
  ],
};

/** Verbal notice (口头告知): to an individual or a unit. */
export const verbalNoticeForm: FormDefinition = {
  title: T.verbalNoticeTitle,
  fields: [
    {
      kind: 'radio',
      name: 'type',
      label: T.verbalNoticeType,
      options: VERBAL_NOTICES.map(({ value, label }) => ({ value, label })),
      rules: [required(T.verbalNoticeRequired)],
    },
  ],
};

/** Strong-enforcement document choice (强制执行): at least one document. */
export const enforcementForm: FormDefinition = {
  title: T.enforcementTitle,
  fields: [
    {
      kind: 'select',
      name: 'docs',
      label: T.enforcementDocs,
      options: ENFORCEMENT_DOCUMENTS,
      // Several 催告书 may be added at once: one document page each.
      multiple: true,
      rules: [required(T.enforcementRequired)],
    },
  ],
};

/** Technical service (技术服务): the agency, chosen through the picker. */
export const serviceForm: FormDefinition = {
  title: T.serviceTitle,
  fields: [
    {
      kind: 'picker',
      name: 'dwid',
      label: T.serviceUnit,
      table: 'XFJD_JSFW_DW',
      labelField: 'DWMC',
      labelTarget: 'dwmc',
      rules: [required(T.serviceUnitRequired)],
    },
    { kind: 'text', name: 'dwmc', label: T.serviceUnit, hidden: true },
  ],
};

/**
 * What a task action's form opens with (issue 14): the record it edits (`loaded`), and every
 * other empty field whose meaning the task, the signed-in officer or today tells
 * (shared/documents/prefill.ts, the one rule the document pages use). `prefilled` names the
 * fields filled by the rule, not those of the record.
 */
export function actionInitialValues(
  definition: FormDefinition,
  sources: {
    config: Pick<DetailConfig, 'rwxx' | 'dataMap'>;
    user: Pick<UserInfo, 'user_id' | 'real_name' | 'company_name'>;
    today: string;
  },
  loaded: FormValues = {},
): { values: FormValues; prefilled: readonly string[] } {
  const { task, unit } = detailSources(sources.config);
  const r = prefill(
    definition.fields,
    {
      task,
      unit,
      officer: {
        id: sources.user.user_id,
        name: sources.user.real_name,
        companyName: sources.user.company_name,
      },
      today: sources.today,
    },
    loaded,
  );
  return { values: { ...r.values, ...loaded }, prefilled: r.prefilled };
}
