import {
  Badge,
  Button,
  Checkbox,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { Checkmark16Regular, Search16Regular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../DialogShell';
import { EmptyState } from '../EmptyState';
import { QueryBody } from '../QueryBody';
import { usePaging } from '../usePaging';
import { PickedTags } from './PickedTags';
import { usePickerStyles } from './picker.styles';
import { useLookup } from './useLookup';
import {
  countText,
  itemOf,
  pageSlice,
  pickerRows,
  PICKER_PAGE_SIZES,
  withSearch,
  type PickerItem,
  type PickerLookup,
} from '../../../shared/forms/picker';
import type { LookupRow } from '../../../shared/generic/schemas';

export type PickerDialogProps = {
  /** What is picked, e.g. '检验机构': the title '选择检验机构' and the placeholder '请搜索检验机构'. */
  label: string;
  lookup: PickerLookup;
  /** The column holding each row's key (default 'ID'). */
  valueField?: string;
  multiple: boolean;
  value: readonly PickerItem[];
  onChange(items: PickerItem[]): void;
  onClose(): void;
  /** Labels offered first and marked (the task's officers), in this order. */
  first?: readonly string[];
  /** Columns the search also matches in the whole list, here (a police number). */
  alsoSearch?: readonly string[];
  /** A column shown beside each label (the police number). */
  detailOf?(item: PickerItem): string | null;
};

/**
 * The picker's search (spec 01 §2): a search box with 查询 and 关闭, the lookup's rows (99 at
 * most, the count reads 99+ beyond) paged here 10/20/50 at a time. A single picker takes the
 * row clicked and closes; a multiple one ticks rows and shows them as removable tags.
 */
export function PickerDialog({
  label,
  lookup,
  valueField,
  multiple,
  value,
  onChange,
  onClose,
  first = [],
  alsoSearch = [],
  detailOf,
}: PickerDialogProps): ReactElement {
  const styles = usePickerStyles();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const paging = usePaging(PICKER_PAGE_SIZES);
  const query = useLookup(withSearch(lookup, search));
  // The whole list (what the picker opened with, cached): searched here by the other columns.
  const whole = useLookup(withSearch(lookup, ''), alsoSearch.length > 0 && search.trim() !== '');
  const items = useMemo(() => {
    const asItems = (rows: { data: { records: LookupRow[] } } | undefined): PickerItem[] =>
      (rows?.data.records ?? [])
        .map((r) => itemOf(r, lookup.labelField, valueField))
        .filter((i): i is PickerItem => i !== null);
    return pickerRows(asItems(query.data), asItems(whole.data), search, alsoSearch, first);
  }, [query.data, whole.data, search, alsoSearch, first, lookup.labelField, valueField]);
  const firstSet = new Set(first);
  const labelOf = (item: PickerItem): ReactElement => {
    const detail = detailOf?.(item);
    return (
      <span className={styles.rowLabel}>
        {item.name}
        {detail ? <Text className={styles.muted}>{detail}</Text> : null}
        {firstSet.has(item.name.trim()) ? (
          <Badge appearance="tint" color="brand" size="small">
            {M.pickerTaskOfficer}
          </Badge>
        ) : null}
      </span>
    );
  };
  const chosen = new Set(value.map((i) => i.id));

  const runSearch = (): void => {
    setSearch(draft);
    paging.first();
  };
  const toggle = (item: PickerItem, on: boolean): void =>
    onChange(on ? [...value, item] : value.filter((i) => i.id !== item.id));
  const pick = (item: PickerItem): void => {
    onChange([item]);
    onClose();
  };

  const table = (rows: readonly PickerItem[]): ReactElement => (
    <Table size="small" className={styles.table} aria-label={M.pickerResults(label)}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{label}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              {multiple ? (
                <Checkbox
                  label={labelOf(item)}
                  checked={chosen.has(item.id)}
                  onChange={(_, d) => toggle(item, d.checked === true)}
                />
              ) : (
                <Button
                  appearance="transparent"
                  className={styles.rowButton}
                  icon={chosen.has(item.id) ? <Checkmark16Regular /> : undefined}
                  iconPosition="after"
                  aria-pressed={chosen.has(item.id)}
                  onClick={() => pick(item)}
                >
                  {labelOf(item)}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

  return (
    // Over a form dialog: dimmed like a first dialog (Fluent leaves nested backdrops clear).
    <DialogShell
      title={M.pickerOpen(label)}
      onClose={onClose}
      nested
      surfaceClassName={styles.surface}
      contentClassName={styles.content}
    >
      <form
        className={styles.searchRow}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          // React sends the submit up its own tree, through the dialog's portal: unstopped, it would
          // also submit the form this picker is a field of (saving it, or naming its empty fields).
          e.stopPropagation();
          runSearch();
        }}
      >
        <Input
          className={styles.searchBox}
          value={draft}
          maxLength={100}
          placeholder={M.pickerPlaceholder(label)}
          aria-label={M.pickerPlaceholder(label)}
          contentBefore={<Search16Regular />}
          onChange={(_, d) => setDraft(d.value)}
        />
        <Button type="submit" appearance="primary">
          {M.search}
        </Button>
        <Button onClick={onClose}>{M.close}</Button>
      </form>
      {multiple ? (
        <PickedTags
          label={label}
          items={value}
          onRemove={(id) => onChange(value.filter((i) => i.id !== id))}
        />
      ) : null}
      {/* The lookup's rows (99 at most) are paged here: the pager counts the rows held, not the server's total. */}
      <QueryBody
        query={query}
        needsNetworkMessage={M.pickerNeedsNetwork}
        paging={paging}
        total={() => items.length}
      >
        {(data) => (
          <>
            <div className={styles.countRow}>
              {/* Rows found here (a police number in the whole list, the task's officers) count too: never "0 条" above a row. */}
              <Text role="status">
                {M.pickerCount(countText(Math.max(data.data.total, items.length)))}
              </Text>
              {data.data.total > items.length && items.length > 0 ? (
                <Text className={styles.muted}>{M.pickerTruncated(items.length)}</Text>
              ) : null}
            </div>
            {/* The count stays above an empty answer, so the empty text is drawn here rather than by QueryBody. */}
            {items.length === 0 ? (
              <EmptyState text={M.emptyData} />
            ) : (
              table(pageSlice(items, paging.current, paging.size))
            )}
          </>
        )}
      </QueryBody>
    </DialogShell>
  );
}
