import { Button, FieldContextProvider, Text } from '@fluentui/react-components';
import { Search16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useNotify } from '../../platform/notify';
import { PickedTags } from './PickedTags';
import { PickerDialog, type PickerDialogProps } from './PickerDialog';
import { usePickerStyles } from './picker.styles';
import type { PickerItem, PickerLookup } from '../../../shared/forms/picker';

/**
 * What the picker takes from a Fluent Field: the validation message that describes it. Not the
 * Field's id or label: the button's own text '选择{label}' names it, and a label would replace it.
 */
export type PickerControlAttributes = { 'aria-describedby'?: string };

export type TablePickerProps = {
  /** What is picked ('技术服务机构'): the button '选择…', the title and the placeholder '请搜索…'. */
  label: string;
  /** Table, label column, filter column and value, runId (see `lookupFor` in shared/forms/picker). */
  lookup: PickerLookup;
  /** The column holding each row's key (default 'ID'). */
  valueField?: string;
  multiple?: boolean;
  /** The chosen rows (a single picker holds at most one). */
  value: readonly PickerItem[];
  onChange(items: PickerItem[]): void;
  /**
   * Labels of the empty form fields the lookup needs (see `missingFields`): while there are any,
   * the picker warns '请填写{labels}!' instead of opening (spec 01 §5).
   */
  needs?: readonly string[];
  disabled?: boolean;
  /** After the search closes: the field is left (validation on blur). */
  onClosed?(): void;
  control?: PickerControlAttributes;
  /** The search's order and extra matching (PickerDialog: first, alsoSearch, detailOf). */
  search?: Pick<PickerDialogProps, 'first' | 'alsoSearch' | 'detailOf'>;
};

/**
 * The searchable table picker of a form (spec 01 §2, §7): the chosen rows as removable tags and a
 * button opening the search (PickerDialog) over the form.
 */
export function TablePicker({
  label,
  lookup,
  valueField,
  multiple = false,
  value,
  onChange,
  needs = [],
  disabled = false,
  onClosed,
  control,
  search,
}: TablePickerProps): ReactElement {
  const styles = usePickerStyles();
  const notify = useNotify();
  const [open, setOpen] = useState(false);

  const openSearch = (): void => {
    if (needs.length > 0) {
      notify(M.pickerNeeds(needs), 'warning');
      return;
    }
    setOpen(true);
  };
  const close = (): void => {
    setOpen(false);
    onClosed?.();
  };

  return (
    <div className={styles.field}>
      <PickedTags
        label={label}
        items={value}
        onRemove={disabled ? undefined : (id) => onChange(value.filter((i) => i.id !== id))}
      />
      {value.length === 0 && disabled ? <Text className={styles.muted}>{M.pickerNone}</Text> : null}
      {disabled ? null : (
        <Button {...control} icon={<Search16Regular />} onClick={openSearch}>
          {M.pickerOpen(label)}
        </Button>
      )}
      {open ? (
        // Outside the form Field's context (React context crosses the dialog's portal): the search
        // box and the row checkboxes are not the field's control and take none of its id, label or state.
        <FieldContextProvider value={undefined}>
          <PickerDialog
            label={label}
            lookup={lookup}
            valueField={valueField}
            multiple={multiple}
            value={value}
            onChange={onChange}
            onClose={close}
            {...search}
          />
        </FieldContextProvider>
      ) : null}
    </div>
  );
}
