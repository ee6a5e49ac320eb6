import { Field, Input, Select, Textarea, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { fromDateTimeInput, toDateInput, toDateTimeInput } from './validate';
import { DICT_CODES, type DictCode } from '../../../shared/dict/constants';
import type { FormField } from '../../../shared/documents/schemas';

const useStyles = makeStyles({ full: { gridColumn: '1 / -1' } });

const isDictCode = (code: string | null | undefined): code is DictCode => !!code && (DICT_CODES as readonly string[]).includes(code);

type Option = { value: string; label: string };

/** A select's options: its own list, else the dictionary named by dictCode (when it is one we know). */
function useOptions(field: FormField): Option[] {
  const call = useCall();
  const code = isDictCode(field.dictCode) ? field.dictCode : null;
  const dict = useQuery({
    queryKey: qk.dict(code ?? DICT_CODES[0]),
    queryFn: () => call('dict:get', { code: code ?? DICT_CODES[0] }),
    enabled: field.type === 'select' && !field.options?.length && code !== null,
    staleTime: 60 * 60 * 1000,
  });
  if (field.options?.length) return field.options;
  if (!code) return [];
  return (dict.data?.data ?? []).map((d) => ({ value: d.dictKey, label: d.dictValue }));
}

export type DocFieldProps = {
  field: FormField;
  value: string;
  error: string | null;
  readOnly: boolean;
  onChange(name: string, value: string): void;
  onBlur(name: string): void;
};

export function DocField({ field, value, error, readOnly, onChange, onBlur }: DocFieldProps): ReactElement {
  const styles = useStyles();
  const options = useOptions(field);
  const common = {
    name: field.name,
    readOnly,
    placeholder: field.placeholder ?? undefined,
    onBlur: () => onBlur(field.name),
  };
  const set = (v: string): void => onChange(field.name, v);

  let control: ReactElement;
  switch (field.type) {
    case 'textarea':
      control = <Textarea {...common} value={value} resize="vertical" rows={3} onChange={(_, d) => set(d.value)} />;
      break;
    case 'date':
      control = <Input {...common} type="date" value={toDateInput(value)} onChange={(_, d) => set(d.value)} />;
      break;
    case 'datetime':
      control = <Input {...common} type="datetime-local" value={toDateTimeInput(value)} onChange={(_, d) => set(fromDateTimeInput(d.value))} />;
      break;
    case 'number':
      control = <Input {...common} type="number" value={value} onChange={(_, d) => set(d.value)} />;
      break;
    case 'select':
      control = (
        <Select name={field.name} disabled={readOnly} value={value} onChange={(_, d) => set(d.value)} onBlur={() => onBlur(field.name)}>
          <option value="">{M.docSelectPlaceholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      );
      break;
    default:
      control = <Input {...common} value={value} onChange={(_, d) => set(d.value)} />;
  }

  return (
    <Field
      className={field.span === 2 ? styles.full : undefined}
      label={field.label}
      required={field.required && !readOnly}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? undefined}
    >
      {control}
    </Field>
  );
}
