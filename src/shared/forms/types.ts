import type { FieldFormat } from './formats';

// Form field definitions and their rules: plain data (JSON-safe), so the same objects describe a
// form to the renderer, are checked again by main before a save, and by the reference server.

/** A field's value: text for most kinds; the chosen keys of a multiple picker, choice or file field. */
export type FieldValue = string | readonly string[];
export type FormValues = Readonly<Record<string, FieldValue | undefined>>;
/** Field name → its first failing rule's message; fields that pass are absent. */
export type FormErrors = Readonly<Record<string, string>>;

/** When validation runs: typing (input), choosing (change) or leaving the field (blur). */
export type Trigger = 'input' | 'change' | 'blur';

/**
 * A condition on another field of the same form: it has one of `equals` (a value, or any of a
 * list), or with no `equals`, any value at all.
 */
export type Condition = { field: string; equals?: string | readonly string[] };

export type RequiredRule = {
  kind: 'required';
  /** Replaces '{label}不能为空', e.g. '选项不能为空' or '请选择执行情况'. */
  message?: string;
  /** Required only while this holds (e.g. 履行日期 only when ZXQK is 1). */
  when?: Condition;
};

export type RangeRule = {
  kind: 'range';
  min: number;
  max: number;
  /** Whole numbers only (months, counts). */
  integer?: boolean;
  message?: string;
  /** The officer's entry is cleared when it breaks the rule on leaving the field (spec 01 §5, GSQ). */
  clear?: boolean;
};

export type MaxLengthRule = { kind: 'maxLength'; max: number; message?: string };

/** Date order against another date field of the form, e.g. '恢复时间不可小于中止时间'. */
export type DateOrderRule = { kind: 'notBefore' | 'notAfter'; field: string; message?: string };

export type Rule = RequiredRule | RangeRule | MaxLengthRule | DateOrderRule;

export type Option = { value: string; label: string };

/**
 * A bound of a date picker: a fixed 'YYYY-MM-DD', or another field's date, moved by `offsetDays`
 * (e.g. not earlier than one day before the suspension: `{ field: 'LDSPSJ', offsetDays: -1 }`).
 */
export type DateBound =
  { date: string; offsetDays?: number } | { field: string; offsetDays?: number };

type FieldBase = {
  /** The key of the value in the form's data (the server's column name). */
  name: string;
  label: string;
  /** Shorthand for a first `{ kind: 'required' }` rule with the default message. */
  required?: boolean;
  rules?: readonly Rule[];
  placeholder?: string;
  /** 2: the field takes the whole row of a two-column form. */
  span?: 1 | 2;
  readOnly?: boolean;
  /** Kept in the values and checked, never shown (e.g. the names a picker fills in beside its keys). */
  hidden?: boolean;
  /**
   * What the value means, beyond its widget: an ID number, a credit code, a phone number or an
   * amount of money. The kind's one rule (./formats.ts) runs right after the required rule.
   */
  format?: FieldFormat;
};

export type TextFieldDef = FieldBase & { kind: 'text' | 'textarea' };
export type NumberFieldDef = FieldBase & { kind: 'number' };
export type DateFieldDef = FieldBase & {
  kind: 'date' | 'datetime';
  min?: DateBound;
  max?: DateBound;
  /**
   * This field ends a range that starts at the named field of the same form: a time range on a
   * date-and-time field, a date range on a date field; the end may not lie before the start.
   */
  rangeStart?: string;
};
/** Options of its own, or a business dictionary's entries (dictKey → dictValue) by its code. */
export type ChoiceFieldDef = FieldBase & {
  kind: 'select' | 'radio';
  options?: readonly Option[];
  dictCode?: string;
  /** Several options may be chosen (a group of check boxes); the value is the chosen values' list. */
  multiple?: boolean;
};
export type FileFieldDef = FieldBase & {
  kind: 'file';
  /** Lower-case suffixes without dots; none: any file. */
  extensions?: readonly string[];
  multiple?: boolean;
};

/**
 * A searchable table picker (spec 01 §2, §7): rows of `table`, shown and searched by `labelField`,
 * the value taken from `valueField` (default 'ID'). `keyValue` may name other fields of the form as
 * '{NAME}': the picker warns '请填写{labels}!' while any of them is empty.
 */
export type PickerFieldDef = FieldBase & {
  kind: 'picker';
  table: string;
  labelField: string;
  valueField?: string;
  keyField?: string;
  keyValue?: string;
  multiple?: boolean;
  /** The form field that receives the chosen rows' labels (e.g. ZGDWID's name in ZGDWMC). */
  labelTarget?: string;
  /** Other form fields filled from the chosen row: form field → the row's column. */
  fill?: Readonly<Record<string, string>>;
};

export type FieldDef =
  TextFieldDef | NumberFieldDef | DateFieldDef | ChoiceFieldDef | FileFieldDef | PickerFieldDef;
export type FieldKind = FieldDef['kind'];

export type FormDefinition = { title?: string; fields: readonly FieldDef[] };

/** What a field's check found: the message, and whether the entry is to be cleared (on blur). */
export type FieldIssue = { message: string; clear: boolean };
