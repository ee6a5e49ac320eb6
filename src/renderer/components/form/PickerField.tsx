import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { TablePicker, type PickerControlAttributes } from '../picker/TablePicker';
import {
  isOfficerTable,
  lookupFor,
  missingFields,
  OFFICER_NUMBER_COLUMNS,
  pickerFill,
  pickerValue,
  valueKeys,
  type PickerItem,
} from '../../../shared/forms/picker';
import type {
  FieldValue,
  FormDefinition,
  FormValues,
  PickerFieldDef,
} from '../../../shared/forms/types';

export type PickerFieldProps = {
  field: PickerFieldDef;
  definition: FormDefinition;
  values: FormValues;
  runId?: string;
  disabled: boolean;
  /** The field's keys, with the label target and filled fields that change with them. */
  onChange(value: FieldValue, also: Readonly<Record<string, FieldValue>>): void;
  onBlur(): void;
  control?: PickerControlAttributes;
  /** The task's officers (承办人, then 协办人): an officer picker offers them first. */
  taskOfficers?: readonly string[];
};

/** An officer's police number as the row carries it (POLICE_NUMBER, BladeX's CODE). */
const policeNumberOf = (item: PickerItem): string | null => {
  const n = OFFICER_NUMBER_COLUMNS.map((c) => item.row?.[c]?.trim()).find((v) => v);
  return n ? M.pickerPoliceNumber(n) : null;
};

/** The table picker as a form field: the lookup's key value comes from the form, the choice fills other fields. */
export function PickerField({
  field,
  definition,
  values,
  runId,
  disabled,
  onChange,
  onBlur,
  control,
  taskOfficers = [],
}: PickerFieldProps): ReactElement {
  // Rows chosen here; a value the form opened with shows the labels kept in its label target.
  const [known, setKnown] = useState<Readonly<Record<string, PickerItem>>>({});
  const keys = valueKeys(values[field.name]);
  const target = field.labelTarget ? values[field.labelTarget] : undefined;
  const labels = typeof target === 'string' ? target.split(',') : [];
  const items = keys.map(
    (id, i) => known[id] ?? { id, name: labels.length === keys.length ? labels[i] : id },
  );
  // Names kept without keys (a record from before the field was a picker) are shown as they are when read only.
  const kept = typeof target === 'string' ? target.trim() : '';
  const shown = items.length === 0 && disabled && kept ? [{ id: kept, name: kept }] : items;

  return (
    <TablePicker
      label={field.label}
      lookup={lookupFor(field, values, runId)}
      valueField={field.valueField}
      multiple={field.multiple}
      value={shown}
      needs={missingFields(field, definition, values)}
      disabled={disabled}
      control={control}
      search={
        isOfficerTable(field.table)
          ? { first: taskOfficers, alsoSearch: OFFICER_NUMBER_COLUMNS, detailOf: policeNumberOf }
          : undefined
      }
      onClosed={onBlur}
      onChange={(chosen) => {
        setKnown((k) => ({ ...k, ...Object.fromEntries(chosen.map((i) => [i.id, i])) }));
        onChange(pickerValue(field, chosen), pickerFill(field, chosen));
      }}
    />
  );
}
