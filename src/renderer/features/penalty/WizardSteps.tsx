import {
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement, Ref } from 'react';
import { M } from '../../../shared/messages';
import { FieldRenderer } from '../../components/form/FieldRenderer';
import type { FormState } from '../../components/form/useFormState';
import { PROCESS_TYPE, type ProcessType } from '../../../shared/penalty/constants';
import type { FormDefinition } from '../../../shared/forms/types';

// The wizard's step bodies: the process chooser, the simple process's guide, and the fields of a
// step's form (types, target) drawn by the shared renderer.

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
  guide: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  trail: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground3,
  },
  trailItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  trailNumber: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontSize: tokens.fontSizeBase200,
  },
  trailDone: { color: tokens.colorNeutralForeground2 },
  trailCurrent: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  trailCurrentNumber: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
  },
  trailArrow: { color: tokens.colorNeutralForeground4 },
});

export type TrailStep = { key: string; label: string };

/** Where the officer is in the wizard: the steps in order, the current one marked (aria-current). */
export function StepTrail({
  steps,
  current,
}: {
  steps: readonly TrailStep[];
  current: string;
}): ReactElement {
  const styles = useStyles();
  const at = steps.findIndex((s) => s.key === current);
  return (
    <ol className={styles.trail} aria-label={M.penaltyWizardSteps}>
      {steps.map((s, i) => (
        <li
          key={s.key}
          className={`${styles.trailItem} ${i === at ? styles.trailCurrent : i < at ? styles.trailDone : ''}`}
          aria-current={i === at ? 'step' : undefined}
        >
          {i > 0 ? (
            <span className={styles.trailArrow} aria-hidden>
              ›
            </span>
          ) : null}
          <span
            className={`${styles.trailNumber} ${i === at ? styles.trailCurrentNumber : ''}`}
            aria-hidden
          >
            {i + 1}
          </span>
          <span>{s.label}</span>
        </li>
      ))}
    </ol>
  );
}

const PROCESSES: ReadonlyArray<{ value: ProcessType; label: string; hint: string }> = [
  {
    value: PROCESS_TYPE.simple,
    label: M.penaltyProcessSimple,
    hint: M.penaltyProcessSimpleHint,
  },
  {
    value: PROCESS_TYPE.general,
    label: M.penaltyProcessGeneral,
    hint: M.penaltyProcessGeneralHint,
  },
  { value: PROCESS_TYPE.quick, label: M.penaltyProcessQuick, hint: M.penaltyProcessQuickHint },
];

export const isProcessType = (v: string | null | undefined): v is ProcessType =>
  PROCESSES.some((p) => p.value === v);

export type ProcessStepProps = {
  value: ProcessType | null;
  /** The required message once Next was pressed without a choice. */
  error: string | null;
  onChange(value: ProcessType): void;
};

/** 处罚程序: simple, general or quick, each with when it applies. */
export function ProcessStep({ value, error, onChange }: ProcessStepProps): ReactElement {
  const styles = useStyles();
  return (
    <Field
      label={M.penaltyProcessType}
      required
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? undefined}
    >
      <RadioGroup
        value={value ?? ''}
        onChange={(_, d) => {
          if (isProcessType(d.value)) onChange(d.value);
        }}
      >
        {PROCESSES.map((p) => (
          <Radio
            key={p.value}
            value={p.value}
            label={{
              children: (
                <span className={styles.option}>
                  <Text weight="semibold">{p.label}</Text>
                  <Text size={200} className={styles.hint}>
                    {p.hint}
                  </Text>
                </span>
              ),
            }}
          />
        ))}
      </RadioGroup>
    </Field>
  );
}

/** The simple process's conditions (当场处罚), read before the decision is written. */
export function GuideText(): ReactElement {
  const styles = useStyles();
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <div className={styles.guide}>
          <Text weight="semibold">{M.penaltyGuideTitle}</Text>
          {M.penaltyGuideText.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}

export type StepFieldsProps = {
  definition: FormDefinition;
  form: FormState;
  /** Refs the step's fields so Next can focus the first invalid one. */
  fieldsRef: Ref<HTMLDivElement>;
};

/** A step's fields under the shared rules (the spec's messages on Next). */
export function StepFields({ definition, form, fieldsRef }: StepFieldsProps): ReactElement {
  const styles = useStyles();
  return (
    <div ref={fieldsRef} className={styles.fields}>
      {definition.fields.map((f) => (
        <FieldRenderer
          key={f.name}
          field={f}
          definition={definition}
          values={form.values}
          error={form.errors[f.name] ?? null}
          onChange={form.change}
          onBlur={form.blur}
        />
      ))}
    </div>
  );
}
