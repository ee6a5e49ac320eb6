import type { FieldFormat } from './formats';
import type { FieldDef, Option, PickerFieldDef } from './types';

// Fields a server defines (the document pages' form definitions, documents' formFieldSchema) as
// fields of this engine, so the same renderer draws them and the same rules judge them in the
// renderer, in main and in the reference server.

/** A server-defined field, structurally (the zod schema's output and the server's own definitions both fit). */
export type ServerField = {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'date' | 'datetime' | 'number' | 'select' | 'radio' | 'picker';
  required?: boolean;
  options?: readonly Option[] | null;
  dictCode?: string | null;
  span?: 1 | 2 | null;
  placeholder?: string | null;
  hidden?: boolean | null;
  // A picker's lookup (see PickerFieldDef): table, shown column, key column, filter, several or one.
  table?: string | null;
  labelField?: string | null;
  valueField?: string | null;
  keyField?: string | null;
  keyValue?: string | null;
  multiple?: boolean | null;
  labelTarget?: string | null;
  /** The value's kind (./formats.ts): an ID number, a credit code, a phone, money. */
  format?: FieldFormat | null;
  /** A date or date-and-time field that ends a range starting at the named field. */
  rangeStart?: string | null;
};

/** The picker's own properties that are set, and nothing for those the server left out. */
function pickerPart(
  f: ServerField,
): Pick<
  PickerFieldDef,
  'table' | 'labelField' | 'valueField' | 'keyField' | 'keyValue' | 'multiple' | 'labelTarget'
> {
  return {
    table: f.table ?? '',
    labelField: f.labelField ?? '',
    ...(f.valueField ? { valueField: f.valueField } : {}),
    ...(f.keyField ? { keyField: f.keyField } : {}),
    ...(f.keyField && f.keyValue !== null && f.keyValue !== undefined
      ? { keyValue: f.keyValue }
      : {}),
    ...(f.multiple ? { multiple: true } : {}),
    ...(f.labelTarget ? { labelTarget: f.labelTarget } : {}),
  };
}

/** A server-defined field as a definition of this engine. */
export function fromServerField(f: ServerField): FieldDef {
  const base = {
    name: f.name,
    label: f.label,
    required: f.required ?? false,
    ...(f.span ? { span: f.span } : {}),
    ...(f.placeholder ? { placeholder: f.placeholder } : {}),
    ...(f.hidden ? { hidden: true } : {}),
    ...(f.format ? { format: f.format } : {}),
  };
  switch (f.type) {
    case 'select':
    case 'radio':
      return {
        ...base,
        kind: f.type,
        ...(f.options?.length ? { options: f.options } : {}),
        ...(f.dictCode ? { dictCode: f.dictCode } : {}),
      };
    case 'picker':
      return { ...base, kind: 'picker', ...pickerPart(f) };
    case 'date':
    case 'datetime':
      return { ...base, kind: f.type, ...(f.rangeStart ? { rangeStart: f.rangeStart } : {}) };
    default:
      return { ...base, kind: f.type };
  }
}
