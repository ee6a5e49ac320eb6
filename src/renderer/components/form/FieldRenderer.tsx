import {
  Badge,
  Field,
  Input,
  Textarea,
  Tooltip,
  makeStyles,
  tokens,
  type FieldControlProps,
} from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { ChoiceControl } from './ChoiceControl';
import { DateInput } from './DateInput';
import { DateTimeInput } from './DateTimeInput';
import { FileControl } from './FileControl';
import { PickerField } from './PickerField';
import type { PickerControlAttributes } from '../picker/TablePicker';
import type { FieldChange } from './useFormState';
import { resolveBound } from '../../../shared/forms/dates';
import { isEmpty, isRequired } from '../../../shared/forms/rules';
import type { FieldDef, FieldValue, FormDefinition, FormValues } from '../../../shared/forms/types';
import { M } from '../../../shared/messages';

const useStyles = makeStyles({
  full: { gridColumn: '1 / -1' },
  mark: { marginLeft: tokens.spacingHorizontalXS, verticalAlign: 'text-bottom' },
});

/** Composite controls (picker, files) keep their buttons' own names; the Field's message describes them. */
const describedBy = (attrs: FieldControlProps): PickerControlAttributes => ({
  'aria-describedby': attrs['aria-describedby'],
});

export type FieldRendererProps = {
  field: FieldDef;
  /** The whole form: conditions, date bounds and a picker's needs read other fields. */
  definition: FormDefinition;
  values: FormValues;
  /** The rule engine's message for this field (useFormState's errors), or null. */
  error?: string | null;
  /** The whole form read-only (a sent document); a field may also be read-only on its own. */
  readOnly?: boolean;
  /** The task's run, sent with picker lookups. */
  runId?: string;
  onChange(change: FieldChange): void;
  onBlur(name: string): void;
  /** The calendar's today (tests). */
  today?: Date;
  /**
   * The value was pre-filled from the task or the account (shared/documents/prefill.ts): a small
   * 预填 mark beside the label until the officer changes the field.
   */
  prefilled?: boolean;
  /** The task's officers (承办人, 协办人), offered first by an officer picker. */
  taskOfficers?: readonly string[];
};

/**
 * One field of a definition as a Fluent Field: label, asterisk while it is required (conditions
 * included), the control of its kind, and its message. Used by SmallFormDialog and usable by any
 * page (a document page's server-defined fields through `fromServerField`). The wrapper carries
 * data-field="<name>" so a form can focus its first invalid field.
 */
export function FieldRenderer({
  field,
  definition,
  values,
  error = null,
  readOnly = false,
  runId,
  onChange,
  onBlur,
  today,
  prefilled = false,
  taskOfficers,
}: FieldRendererProps): ReactElement | null {
  const styles = useStyles();
  // A typed date or time that could not be read: the value kept the last good one, this says why.
  const [typed, setTyped] = useState<string | null>(null);
  // Once the officer changed the field, the value is his: the mark goes.
  const [edited, setEdited] = useState(false);
  const locked = readOnly || field.readOnly === true;
  const value = values[field.name];
  const text = typeof value === 'string' ? value : '';
  const message = typed ?? error;
  const set = (
    v: FieldValue,
    trigger: FieldChange['trigger'],
    also?: Readonly<Record<string, FieldValue>>,
  ): void => {
    setEdited(true);
    onChange({ name: field.name, value: v, trigger, ...(also ? { also } : {}) });
  };
  const blur = (): void => onBlur(field.name);
  const common = {
    name: field.name,
    placeholder: field.placeholder,
    readOnly: locked,
    onBlur: blur,
  };
  // Kept in the values (a picker's names), never drawn.
  if (field.hidden) return null;

  const control = (): ReactElement | ((attrs: FieldControlProps) => ReactElement) => {
    switch (field.kind) {
      case 'textarea':
        return (
          <Textarea
            {...common}
            value={text}
            resize="vertical"
            rows={3}
            onChange={(_, d) => set(d.value, 'input')}
          />
        );
      case 'number':
        // Text with a numeric keyboard, not type=number: what was typed reaches the rules as typed.
        return (
          <Input
            {...common}
            inputMode="decimal"
            value={text}
            onChange={(_, d) => set(d.value, 'input')}
          />
        );
      case 'date':
      case 'datetime': {
        if (locked)
          return (
            <Input
              name={field.name}
              readOnly
              value={field.kind === 'date' ? text.slice(0, 10) : text}
            />
          );
        const bounds = {
          min: resolveBound(field.min, values),
          max: resolveBound(field.max, values),
        };
        return field.kind === 'date' ? (
          <DateInput
            {...bounds}
            name={field.name}
            value={text}
            today={today}
            placeholder={field.placeholder}
            onInvalid={setTyped}
            onChange={(v) => set(v, 'change')}
            onBlur={blur}
          />
        ) : (
          <DateTimeInput
            {...bounds}
            name={field.name}
            label={field.label}
            value={text}
            today={today}
            onInvalid={setTyped}
            onChange={(v) => set(v, 'change')}
            onBlur={blur}
          />
        );
      }
      case 'select':
      case 'radio':
        // A multiple choice is a group of boxes: like the picker, it takes only the description.
        return field.multiple ? (
          (attrs) => (
            <ChoiceControl
              field={field}
              value={value}
              disabled={locked}
              control={describedBy(attrs)}
              onChange={(v) => set(v, 'change')}
              onBlur={blur}
            />
          )
        ) : (
          <ChoiceControl
            field={field}
            value={text}
            disabled={locked}
            onChange={(v) => set(v, 'change')}
            onBlur={blur}
          />
        );
      case 'file':
        return (attrs) => (
          <FileControl
            field={field}
            value={value}
            disabled={locked}
            control={describedBy(attrs)}
            onChange={(v) => set(v, 'change')}
            onBlur={blur}
          />
        );
      case 'picker':
        return (attrs) => (
          <PickerField
            field={field}
            definition={definition}
            values={values}
            runId={runId}
            disabled={locked}
            control={describedBy(attrs)}
            taskOfficers={taskOfficers}
            onChange={(v, also) => set(v, 'change', also)}
            onBlur={blur}
          />
        );
      default:
        return <Input {...common} value={text} onChange={(_, d) => set(d.value, 'input')} />;
    }
  };

  return (
    <Field
      data-field={field.name}
      className={field.span === 2 ? styles.full : undefined}
      label={
        prefilled && !edited && !locked && !isEmpty(value)
          ? {
              children: (
                <>
                  {field.label}
                  <Tooltip content={M.prefillMarkTip} relationship="description">
                    <Badge
                      className={styles.mark}
                      size="small"
                      appearance="tint"
                      color="informative"
                    >
                      {M.prefillMark}
                    </Badge>
                  </Tooltip>
                </>
              ),
            }
          : field.label
      }
      required={!locked && isRequired(field, values)}
      validationState={message ? 'error' : 'none'}
      validationMessage={message ?? undefined}
    >
      {control()}
    </Field>
  );
}
