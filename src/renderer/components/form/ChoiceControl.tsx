import {
  Checkbox,
  FieldContextProvider,
  Radio,
  RadioGroup,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { DICT_CODES, type DictCode } from '../../../shared/dict/constants';
import type { ChoiceFieldDef, FieldValue, Option } from '../../../shared/forms/types';
import type { PickerControlAttributes } from '../picker/TablePicker';

const useStyles = makeStyles({
  group: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

const isDictCode = (code: string | undefined): code is DictCode =>
  !!code && (DICT_CODES as readonly string[]).includes(code);

/** A choice field's options: its own, else its dictionary's entries in the dictionary's order. */
export function useChoiceOptions(field: ChoiceFieldDef): readonly Option[] {
  const call = useCall();
  const code = isDictCode(field.dictCode) ? field.dictCode : null;
  const own = field.options ?? [];
  const dict = useQuery({
    // The same key as useDict: one request per dictionary whichever component asks first.
    queryKey: qk.dict(code ?? DICT_CODES[0]),
    queryFn: () => call('dict:get', { code: code ?? DICT_CODES[0] }),
    enabled: own.length === 0 && code !== null,
    staleTime: 60 * 60 * 1000,
  });
  if (own.length > 0 || !code) return own;
  return [...(dict.data?.data ?? [])]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((d) => ({ value: d.dictKey, label: d.dictValue }));
}

export type ChoiceControlProps = {
  field: ChoiceFieldDef;
  /** Text, or the chosen values of a multiple choice. */
  value: FieldValue | undefined;
  disabled: boolean;
  onChange(value: FieldValue): void;
  onBlur(): void;
  /** A multiple choice's group: the Field's description (its message) for the group. */
  control?: PickerControlAttributes;
};

const textOf = (v: FieldValue | undefined): string => (typeof v === 'string' ? v : '');
const listOf = (v: FieldValue | undefined): readonly string[] =>
  v === undefined ? [] : typeof v === 'string' ? (v === '' ? [] : [v]) : v;

/** A select (with '请选择' for none), a row of radio buttons, or check boxes for a multiple choice. */
export function ChoiceControl({
  field,
  value,
  disabled,
  onChange,
  onBlur,
  control,
}: ChoiceControlProps): ReactElement {
  const styles = useStyles();
  const options = useChoiceOptions(field);
  if (field.multiple) {
    const chosen = listOf(value);
    // Kept in the options' order, whichever was ticked first.
    const toggle = (v: string, on: boolean): void =>
      onChange(options.map((o) => o.value).filter((o) => (o === v ? on : chosen.includes(o))));
    return (
      <div
        role="group"
        aria-label={field.label}
        {...control}
        className={styles.group}
        onBlur={(e) => {
          // Leaving the group, not moving between its boxes.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur();
        }}
      >
        {/* Each box keeps its own label: inside the Field they would all be named by its label. */}
        <FieldContextProvider value={undefined}>
          {options.map((o) => (
            <Checkbox
              key={o.value}
              name={field.name}
              value={o.value}
              label={o.label}
              disabled={disabled}
              checked={chosen.includes(o.value)}
              onChange={(_, d) => toggle(o.value, d.checked === true)}
            />
          ))}
        </FieldContextProvider>
      </div>
    );
  }
  if (field.kind === 'radio') {
    return (
      <RadioGroup
        layout="horizontal"
        name={field.name}
        value={textOf(value)}
        disabled={disabled}
        onChange={(_, d) => onChange(d.value)}
        onBlur={onBlur}
      >
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </RadioGroup>
    );
  }
  return (
    <Select
      name={field.name}
      value={textOf(value)}
      disabled={disabled}
      onChange={(_, d) => onChange(d.value)}
      onBlur={onBlur}
    >
      <option value="">{field.placeholder ?? M.formsSelectPlaceholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
