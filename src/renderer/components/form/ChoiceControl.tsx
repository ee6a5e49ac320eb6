import { Radio, RadioGroup, Select } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { DICT_CODES, type DictCode } from '../../../shared/dict/constants';
import type { ChoiceFieldDef, Option } from '../../../shared/forms/types';

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
  value: string;
  disabled: boolean;
  onChange(value: string): void;
  onBlur(): void;
};

/** A select (with '请选择' for none) or a row of radio buttons. */
export function ChoiceControl({
  field,
  value,
  disabled,
  onChange,
  onBlur,
}: ChoiceControlProps): ReactElement {
  const options = useChoiceOptions(field);
  if (field.kind === 'radio') {
    return (
      <RadioGroup
        layout="horizontal"
        name={field.name}
        value={value}
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
      value={value}
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
