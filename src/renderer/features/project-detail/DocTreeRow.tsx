import { Badge, Button, TableCell, TableCellLayout, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Attach16Regular, ChevronDown16Regular, ChevronRight16Regular, Document16Regular, Folder16Regular, TaskListLtr20Regular } from '@fluentui/react-icons';
import { memo, type ReactElement } from 'react';
import { TREE_LEVEL } from '../../../shared/constants';
import { M } from '../../../shared/messages';
import type { RowButton, TreeRow } from '../../../shared/schemas/server';
import { DictBadge } from '../../components/DictBadge';
import { formatServerTime } from '../../lib/format';
import { isCurrentTaskRow, type FlatRow } from './flattenTree';
import { isDeletedRow, isVoidedRow, statusDims } from './rowStatus';
import type { TreeDicts } from './useTreeDicts';

const INDENT_PX = 20;

const useStyles = makeStyles({
  current: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  task: { fontWeight: tokens.fontWeightSemibold },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  toggle: { minWidth: '24px', width: '24px', height: '24px', flexShrink: 0 },
  spacer: { width: '24px', flexShrink: 0 },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground4 },
  voided: { color: tokens.colorNeutralForeground4 },
  clip: { flexShrink: 0, color: tokens.colorNeutralForeground2 },
  tag: { flexShrink: 0, whiteSpace: 'nowrap' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, paddingTop: '2px', paddingBottom: '2px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '2px' },
  rowButton: { minWidth: 0, paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
});

export type DocTreeRowProps = {
  item: FlatRow;
  dicts: TreeDicts;
  onToggle(key: string): void;
  onRowButton(button: RowButton, row: TreeRow): void;
};

const levelIcon = (level: number, className: string): ReactElement => {
  if (level === TREE_LEVEL.task) return <TaskListLtr20Regular className={className} aria-hidden />;
  if (level === TREE_LEVEL.category) return <Folder16Regular className={className} aria-hidden />;
  return <Document16Regular className={className} aria-hidden />;
};

function DocTreeRowView({ item, dicts, onToggle, onRowButton }: DocTreeRowProps): ReactElement {
  const styles = useStyles();
  const { row, depth, key } = item;
  const current = isCurrentTaskRow(row);
  const deleted = isDeletedRow(row);
  const voided = isVoidedRow(row);
  const buttons = [...row.XGCZ_BUTTONS, ...row.JBCZ_BUTTONS];

  return (
    <TableRow
      className={mergeClasses(current && styles.current)}
      aria-level={depth + 1}
      aria-posinset={item.posInSet}
      aria-setsize={item.setSize}
      aria-expanded={item.hasChildren ? item.expanded : undefined}
      aria-current={current ? 'true' : undefined}
    >
      <TableCell role="gridcell">
        <div className={styles.name} style={{ paddingLeft: depth * INDENT_PX }}>
          {item.hasChildren ? (
            <Button
              size="small"
              appearance="subtle"
              className={styles.toggle}
              icon={item.expanded ? <ChevronDown16Regular /> : <ChevronRight16Regular />}
              aria-label={item.expanded ? M.collapseRow(row.TITLE) : M.expandRow(row.TITLE)}
              aria-expanded={item.expanded}
              onClick={() => onToggle(key)}
            />
          ) : (
            <span className={styles.spacer} />
          )}
          {levelIcon(row.TREE_LEVEL, styles.icon)}
          <span
            className={mergeClasses(styles.title, row.TREE_LEVEL === TREE_LEVEL.task && styles.task, deleted && styles.struck, voided && styles.voided)}
            title={row.TITLE}
          >
            {row.TITLE}
          </span>
          {row.SFFJ === '1' ? <Attach16Regular className={styles.clip} role="img" aria-label={M.hasAttachment} /> : null}
          {current ? (
            <Badge size="small" appearance="filled" color="brand" className={styles.tag}>
              {M.currentTask}
            </Badge>
          ) : null}
          {deleted ? (
            <Badge size="small" appearance="outline" color="danger" className={styles.tag}>
              {M.rowDeleted}
            </Badge>
          ) : null}
          {voided ? (
            <Badge size="small" appearance="outline" color="warning" className={styles.tag}>
              {M.rowVoided}
            </Badge>
          ) : null}
        </div>
      </TableCell>
      <TableCell role="gridcell">
        <TableCellLayout truncate title={row.WH ?? ''}>
          {row.WH ?? ''}
        </TableCellLayout>
      </TableCell>
      <TableCell role="gridcell">{row.CRT_USERNAME ?? ''}</TableCell>
      <TableCell role="gridcell">{formatServerTime(row.CRT_TIME)}</TableCell>
      <TableCell role="gridcell">{row.SPRXM ?? ''}</TableCell>
      <TableCell role="gridcell">{formatServerTime(row.SPSJ)}</TableCell>
      <TableCell role="gridcell">
        <div className={styles.badges}>
          {statusDims(row).map((d) => (
            <DictBadge key={d.code} dict={dicts[d.code]} value={d.value} title={d.title} />
          ))}
        </div>
      </TableCell>
      <TableCell role="gridcell">
        <div className={styles.actions}>
          {buttons.map((b, i) => (
            <Button
              key={`${b.BUTTON_TYPE}:${i}`}
              size="small"
              appearance="subtle"
              className={styles.rowButton}
              aria-label={M.rowButtonLabel(b.BUTTON_NAME, row.TITLE)}
              onClick={() => onRowButton(b, row)}
            >
              {b.BUTTON_NAME}
            </Button>
          ))}
        </div>
      </TableCell>
    </TableRow>
  );
}

/** Memoised: toggling one row re-renders only the rows whose props changed. */
export const DocTreeRow = memo(DocTreeRowView);
