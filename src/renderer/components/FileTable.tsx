import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { sortRows, useTableSort } from './useTableSort';
import { formatSize } from '../../shared/common/files';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colName: { width: '30%' },
  name: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  nameText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  size: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export type FileRow = { id: string; name: string; size: number };

export type FileColumn<R> = {
  key: string;
  header: string;
  className?: string;
  cell(row: R): ReactNode;
  /** What the column sorts by; a column without it is not sortable. */
  sortValue?(row: R): string | number | null;
};

/** The file column's sort key (by name); the others are the columns' own keys. */
const FILE_KEY = 'file';

export type FileTableProps<R extends FileRow> = {
  /** The table's accessible name (the dialog's title). */
  label: string;
  /** Header of the first column, the file's name over its size. */
  fileHeader: string;
  rows: readonly R[];
  columns: readonly FileColumn<R>[];
  /** Shown instead of the table while no file is chosen. */
  emptyText: string;
  /** Where the table's sort is remembered (localStorage); the label when not given. */
  sortId?: string;
};

/** The files chosen in an upload dialog: name and size first, then the dialog's own columns. */
export function FileTable<R extends FileRow>({
  label,
  fileHeader,
  rows,
  columns,
  emptyText,
  sortId,
}: FileTableProps<R>): ReactElement {
  const styles = useStyles();
  const sortable = columns.filter((c) => c.sortValue).map((c) => c.key);
  const sorting = useTableSort(`files.${sortId ?? label}`, [FILE_KEY, ...sortable]);
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  const sorted = sortRows(rows, sorting.sort, (row, key) =>
    key === FILE_KEY ? row.name : (columns.find((c) => c.key === key)?.sortValue?.(row) ?? null),
  );
  return (
    <Table size="small" className={styles.table} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.colName} {...sorting.header(FILE_KEY)}>
            {fileHeader}
          </TableHeaderCell>
          {columns.map((c) => (
            <TableHeaderCell
              key={c.key}
              className={c.className}
              {...(c.sortValue ? sorting.header(c.key) : {})}
            >
              {c.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <div className={styles.name}>
                <span className={styles.nameText} title={row.name}>
                  {row.name}
                </span>
                <span className={styles.size}>{formatSize(row.size)}</span>
              </div>
            </TableCell>
            {columns.map((c) => (
              <TableCell key={c.key}>{c.cell(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
