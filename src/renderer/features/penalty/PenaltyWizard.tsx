import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { focusField } from '../../components/form/focusField';
import { useFormState } from '../../components/form/useFormState';
import { useUnsavedGuard } from '../../platform/unsaved';
import { buildPath, docPagePath } from '../../platform/routes';
import type { ButtonContext } from '../../platform/buttons';
import { formOfUrl } from '../../../shared/documents/rules';
import { targetForm, wizardTypesForm } from '../../../shared/penalty/forms';
import { PENALTY_FORMS, PROCESS_TYPE, type ProcessType } from '../../../shared/penalty/constants';
import {
  needsTarget,
  stepAfterProcess,
  wizardTarget,
  type WizardStep,
} from '../../../shared/penalty/wizard';
import type { PenaltyItem } from '../../../shared/penalty/schemas';
import type { DetailConfig } from '../../../shared/detail/schemas';
import type { FormValues } from '../../../shared/forms/types';
import { GuideText, ProcessStep, StepFields, StepTrail, isProcessType } from './WizardSteps';

// 行政处罚立案 (spec 01 §2, §4): ONE dialog whose body changes by step (process → guide or types →
// target when the object is an individual), ending in the registration document's page. Object
// and source type of a task whose penalty item exists are shown fixed.

/** The registration documents' names: the task's own document types first, else the usual ones. */
export function documentNames(config: DetailConfig): Record<string, string> {
  const names: Record<string, string> = {
    [PENALTY_FORMS.onSpot.form]: M.penaltyDocOnSpot,
    [PENALTY_FORMS.onSpotIndividual.form]: M.penaltyDocOnSpotIndividual,
    [PENALTY_FORMS.approval.form]: M.penaltyDocApproval,
    [PENALTY_FORMS.registration.form]: M.penaltyDocRegistration,
  };
  for (const t of config.wssList) {
    const form = formOfUrl(t.xzurl);
    if (form && form in names && t.wsmc.trim() !== '') names[form] = t.wsmc.trim();
  }
  return names;
}

const text = (values: FormValues, name: string): string => {
  const v = values[name];
  return typeof v === 'string' ? v.trim() : '';
};

export type PenaltyWizardProps = {
  ctx: ButtonContext;
  /** The penalty item the task already generated: its types are fixed. */
  item: PenaltyItem | null;
};

/** The wizard as one dialog; Back on the first step cancels (closes). */
export function PenaltyWizard({ ctx, item }: PenaltyWizardProps): ReactElement {
  const fixed = item !== null;
  const [step, setStep] = useState<WizardStep>('process');
  const [process, setProcess] = useState<ProcessType | null>(
    isProcessType(item?.CFLCLX) ? item.CFLCLX : null,
  );
  const [processError, setProcessError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const typesDefinition = wizardTypesForm(process === PROCESS_TYPE.simple ? 'dccf' : 'full', fixed);
  const types = useFormState(
    typesDefinition,
    item ? { CFDXLX: item.CFDXLX ?? '', CF_LYTYPE: item.CF_LYTYPE ?? '' } : {},
  );
  // The item's target when it has one; never the task's unit (an individual is not the unit).
  const target = useFormState(
    targetForm,
    item ? { CFDXMC: item.CFDXMC ?? '', CFDXDZ: item.CFDXDZ ?? '' } : {},
  );
  const dirty = types.dirty || target.dirty;
  useUnsavedGuard(dirty, M.penaltyWizardTitle);

  const close = (): void => {
    if (dirty) setConfirming(true);
    else ctx.close();
  };

  const finish = (): void => {
    if (!process) return;
    const choice = {
      process,
      CFDXLX: text(types.values, 'CFDXLX'),
      ...(process === PROCESS_TYPE.simple ? {} : { CF_LYTYPE: text(types.values, 'CF_LYTYPE') }),
      ...(needsTarget(text(types.values, 'CFDXLX'))
        ? { CFDXMC: text(target.values, 'CFDXMC'), CFDXDZ: text(target.values, 'CFDXDZ') }
        : {}),
    };
    const t = wizardTarget(choice, { runId: ctx.runId, RWID: ctx.RWID }, documentNames(ctx.config));
    void ctx.openDocument(buildPath(docPagePath(t.form), t.query));
    ctx.close();
  };

  /** Checks a step's form; false (first invalid field focused) when it holds a message. */
  const valid = (form: typeof types): boolean => {
    const invalid = form.validateAll();
    if (invalid) focusField(fieldsRef.current, invalid);
    return invalid === null;
  };

  const next = (): void => {
    if (step === 'process') {
      if (!process) return setProcessError(M.penaltyProcessRequired);
      return setStep(stepAfterProcess(process));
    }
    if (step === 'guide' || step === 'types') {
      if (!valid(types)) return;
      if (needsTarget(text(types.values, 'CFDXLX'))) return setStep('target');
      return finish();
    }
    if (step === 'target' && valid(target)) finish();
  };

  const back = (): void => {
    if (step === 'process') return close();
    if (step === 'target') return setStep(process ? stepAfterProcess(process) : 'process');
    setStep('process');
  };

  // The steps this choice goes through, and the document the last one opens (its button says so).
  const individual = needsTarget(text(types.values, 'CFDXLX'));
  const trail = [
    { key: 'process', label: M.penaltyStepProcess },
    process === PROCESS_TYPE.simple
      ? { key: 'guide', label: M.penaltyStepGuide }
      : { key: 'types', label: M.penaltyStepTypes },
    ...(individual ? [{ key: 'target', label: M.penaltyStepTarget }] : []),
    { key: 'document', label: M.penaltyStepDocument },
  ];
  const chosen = text(types.values, 'CFDXLX') !== '';
  const last =
    step === 'target' || ((step === 'guide' || step === 'types') && chosen && !individual);
  const documentName = (): string => {
    if (!process) return '';
    const t = wizardTarget(
      { process, CFDXLX: text(types.values, 'CFDXLX') },
      { runId: ctx.runId, RWID: ctx.RWID },
      documentNames(ctx.config),
    );
    return t.query.name ?? '';
  };

  const title =
    step === 'guide'
      ? M.penaltyGuideTitle
      : step === 'target'
        ? M.penaltyTargetTitle
        : M.penaltyWizardTitle;

  return (
    <DialogShell
      title={title}
      onClose={close}
      width={640}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
      actions={
        <>
          <Button appearance="secondary" onClick={back}>
            {step === 'process' ? M.penaltyCancel : M.penaltyBack}
          </Button>
          <Button appearance="primary" type="submit">
            {last && documentName() ? M.penaltyOpenForm(documentName()) : M.penaltyNext}
          </Button>
        </>
      }
    >
      <StepTrail steps={trail} current={step} />
      {fixed && (step === 'guide' || step === 'types') ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{M.penaltyTypesFixed}</MessageBarBody>
        </MessageBar>
      ) : null}
      {step === 'process' ? (
        <ProcessStep
          value={process}
          error={processError}
          onChange={(v) => {
            setProcess(v);
            setProcessError(null);
          }}
        />
      ) : null}
      {step === 'guide' ? <GuideText /> : null}
      {step === 'guide' || step === 'types' ? (
        <StepFields definition={typesDefinition} form={types} fieldsRef={fieldsRef} />
      ) : null}
      {step === 'target' ? (
        <StepFields definition={targetForm} form={target} fieldsRef={fieldsRef} />
      ) : null}
      <ConfirmDialog
        message={confirming ? M.formsDiscardConfirm : null}
        onConfirm={ctx.close}
        onCancel={() => setConfirming(false)}
      />
    </DialogShell>
  );
}
