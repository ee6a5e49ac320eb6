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
};

export type FileTableProps<R extends FileRow> = {
  /** The table's accessible name (the dialog's title). */
  label: string;
  /** Header of the first column, the file's name over its size. */
  fileHeader: string;
  rows: readonly R[];
  columns: readonly FileColumn<R>[];
  /** Shown instead of the table while no file is chosen. */
  emptyText: string;
};

/** The files chosen in an upload dialog: name and size first, then the dialog's own columns. */
export function FileTable<R extends FileRow>({
  label,
  fileHeader,
  rows,
  columns,
  emptyText,
}: FileTableProps<R>): ReactElement {
  const styles = useStyles();
  if (rows.length === 0) return <EmptyState text={emptyText} />;
  return (
    <Table size="small" className={styles.table} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.colName}>{fileHeader}</TableHeaderCell>
          {columns.map((c) => (
            <TableHeaderCell key={c.key} className={c.className}>
              {c.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
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
