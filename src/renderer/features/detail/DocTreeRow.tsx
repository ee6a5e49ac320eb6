import { shortTaskName } from '../../../shared/tasks/names';
import {
  Badge,
  Button,
  Checkbox,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  TableCell,
  TableCellLayout,
  TableRow,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  Attach16Regular,
  ChevronDown16Regular,
  ChevronRight16Regular,
  Document16Regular,
  Folder16Regular,
  MoreHorizontal16Regular,
  TaskListLtr20Regular,
} from '@fluentui/react-icons';
import { memo, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { NetButton, NetLink, useOfflineBlocked } from '../../components/NetButton';
import { formatServerTime } from '../../platform/format';
import { isCurrentTaskRow, type FlatRow } from './flattenTree';
import { INLINE_ROW_BUTTONS, rowButtons } from './rowActions';
import { useRowOfflineReason } from '../../platform/buttons';
import { isDeletedRow, isVoidedRow } from './rowStatus';
import { StatusBadges } from './StatusBadges';
import { useUndeliveredTag } from '../service';
import { taskRowMeta } from './taskRowMeta';
import type { TreeDicts } from './useTreeDicts';
import { TREE_LEVEL } from '../../../shared/detail/constants';
import type { RowButton, TreeRow } from '../../../shared/detail/schemas';

const INDENT_PX = 20;

const useStyles = makeStyles({
  row: {
    boxSizing: 'border-box',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  cell: { overflow: 'hidden', whiteSpace: 'nowrap' },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  task: { fontWeight: tokens.fontWeightSemibold, minWidth: '80px' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  toggle: { minWidth: '24px', width: '24px', height: '24px', flexShrink: 0 },
  spacer: { width: '24px', flexShrink: 0 },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  link: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
    fontWeight: tokens.fontWeightSemibold,
  },
  // A narrow name column cuts the type and date after the name; the tags (当前任务) stay whole.
  meta: {
    flexShrink: 0.25,
    minWidth: '24px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground3,
  },
  struck: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground4 },
  voided: { color: tokens.colorNeutralForeground4 },
  clip: { flexShrink: 0, color: tokens.colorNeutralForeground2 },
  tag: { flexShrink: 0, whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'nowrap', gap: '2px' },
  rowButton: {
    minWidth: 0,
    paddingLeft: tokens.spacingHorizontalXS,
    paddingRight: tokens.spacingHorizontalXS,
  },
  check: { flexShrink: 0 },
  wh: { fontSize: tokens.fontSizeBase200 },
});

export type DocTreeRowProps = {
  item: FlatRow;
  /** 0-based position among the visible rows (aria-rowindex is this + 2: the header is row 1). */
  index: number;
  height: number;
  /** The row that takes Tab focus in the grid (roving tabindex). */
  tabbable: boolean;
  dicts: TreeDicts;
  onToggle(key: string): void;
  onRowButton(button: RowButton, row: TreeRow): void;
  onSwitchTask?(row: TreeRow): void;
  /** Packaging mode: rows with a file get a checkbox; undefined outside the mode. */
  selected?: boolean;
  onSelect?(row: TreeRow, selected: boolean): void;
};

const levelIcon = (level: number, className: string): ReactElement => {
  if (level === TREE_LEVEL.task) return <TaskListLtr20Regular className={className} aria-hidden />;
  if (level === TREE_LEVEL.category) return <Folder16Regular className={className} aria-hidden />;
  return <Document16Regular className={className} aria-hidden />;
};

function OverflowMenu({
  buttons,
  row,
  onRowButton,
}: {
  buttons: RowButton[];
  row: TreeRow;
  onRowButton: DocTreeRowProps['onRowButton'];
}): ReactElement {
  const styles = useStyles();
  const reasonOf = useRowOfflineReason();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          size="small"
          appearance="subtle"
          className={styles.rowButton}
          icon={<MoreHorizontal16Regular />}
          aria-label={M.moreActionsOf(row.TITLE)}
          title={M.moreActions}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {buttons.map((b, i) => {
            const reason = reasonOf(b, row);
            return (
              <MenuItem
                key={`${b.BUTTON_TYPE}:${i}`}
                disabled={reason !== null}
                title={reason ?? undefined}
                aria-description={reason ?? undefined}
                onClick={() => onRowButton(b, row)}
              >
                {b.BUTTON_NAME}
              </MenuItem>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/** The row's full name on hover (Fluent's tooltip, not the browser's `title`: one look, quicker). */
function NameTooltip({
  show,
  content,
  children,
}: {
  show: boolean;
  content: ReactElement | string;
  children: ReactElement;
}): ReactElement {
  if (!show) return children;
  return (
    <Tooltip
      content={content}
      relationship="inaccessible"
      positioning="above-start"
      showDelay={400}
    >
      {children}
    </Tooltip>
  );
}

function DocTreeRowView(props: DocTreeRowProps): ReactElement {
  const {
    item,
    index,
    height,
    tabbable,
    dicts,
    onToggle,
    onRowButton,
    onSwitchTask,
    selected,
    onSelect,
  } = props;
  const styles = useStyles();
  const reasonOf = useRowOfflineReason();
  const { row, depth, key } = item;
  const deliveryTag = useUndeliveredTag(row);
  const current = isCurrentTaskRow(row);
  const deleted = isDeletedRow(row);
  const voided = isVoidedRow(row);
  const buttons = rowButtons(row);
  const inline =
    buttons.length > INLINE_ROW_BUTTONS + 1 ? buttons.slice(0, INLINE_ROW_BUTTONS) : buttons;
  const overflow = buttons.slice(inline.length);
  const isTask = row.TREE_LEVEL === TREE_LEVEL.task;
  // A task row shows what tells it from the others (its unit and matter); the full name is its tooltip.
  const shown = isTask ? shortTaskName(row.TITLE) : row.TITLE;
  // Sibling tasks of a run often share a name: their type and date tell them apart.
  const meta = isTask ? taskRowMeta(row, dicts) : null;
  const switchLink = isTask && !current && onSwitchTask !== undefined;
  // Offline, a task link has its own tooltip (why it is disabled); Fluent shows one at a time.
  const offline = useOfflineBlocked();
  const nameTip = !(switchLink && offline);
  const selectable = onSelect !== undefined && row.TREE_LEVEL === TREE_LEVEL.document && !!row.MD5;
  const titleClass = mergeClasses(
    styles.title,
    isTask && styles.task,
    deleted && styles.struck,
    voided && styles.voided,
  );

  return (
    <TableRow
      data-testid="doc-tree-row"
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      className={mergeClasses(styles.row, current && styles.current)}
      style={{ height }}
      aria-rowindex={index + 2}
      aria-level={depth + 1}
      aria-posinset={item.posInSet}
      aria-setsize={item.setSize}
      aria-expanded={item.hasChildren ? item.expanded : undefined}
      aria-selected={selectable ? !!selected : undefined}
      aria-current={current ? 'true' : undefined}
    >
      <TableCell role="gridcell" className={styles.cell}>
        <NameTooltip
          show={nameTip}
          content={
            meta ? (
              <>
                <div>{row.TITLE}</div>
                <div>{meta}</div>
              </>
            ) : (
              row.TITLE
            )
          }
        >
          <div className={styles.name} style={{ paddingLeft: depth * INDENT_PX }}>
            {item.hasChildren ? (
              <Button
                size="small"
                appearance="subtle"
                tabIndex={-1}
                className={styles.toggle}
                icon={item.expanded ? <ChevronDown16Regular /> : <ChevronRight16Regular />}
                aria-label={item.expanded ? M.collapseRow(row.TITLE) : M.expandRow(row.TITLE)}
                aria-expanded={item.expanded}
                onClick={() => onToggle(key)}
              />
            ) : (
              <span className={styles.spacer} />
            )}
            {selectable ? (
              <Checkbox
                className={styles.check}
                checked={!!selected}
                aria-label={M.packSelectFile(row.TITLE)}
                onChange={(_, d) => onSelect(row, d.checked === true)}
              />
            ) : null}
            {levelIcon(row.TREE_LEVEL, styles.icon)}
            {switchLink ? (
              <NetLink
                as="button"
                className={mergeClasses(styles.link, styles.task)}
                aria-label={M.switchTaskLabel(row.TITLE)}
                onClick={() => onSwitchTask(row)}
              >
                {shown}
              </NetLink>
            ) : (
              <span className={titleClass}>{shown}</span>
            )}
            {row.SFFJ === '1' ? (
              <Attach16Regular className={styles.clip} role="img" aria-label={M.hasAttachment} />
            ) : null}
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
            {/* Last, and first to give way: the tags above never leave the name's cell. */}
            {meta ? <span className={styles.meta}>{meta}</span> : null}
          </div>
        </NameTooltip>
      </TableCell>
      <TableCell role="gridcell" className={styles.cell}>
        <TableCellLayout truncate title={row.WH ?? ''} className={styles.wh}>
          {row.WH ?? ''}
        </TableCellLayout>
      </TableCell>
      <TableCell role="gridcell" className={styles.cell}>
        {row.CRT_USERNAME ?? ''}
      </TableCell>
      <TableCell role="gridcell" className={styles.cell}>
        {formatServerTime(row.CRT_TIME)}
      </TableCell>
      <TableCell role="gridcell" className={styles.cell}>
        {row.SPRXM ?? ''}
      </TableCell>
      <TableCell role="gridcell" className={styles.cell}>
        {formatServerTime(row.SPSJ)}
      </TableCell>
      <TableCell role="gridcell" className={styles.cell}>
        <StatusBadges row={row} dicts={dicts} deliveryTag={deliveryTag} />
      </TableCell>
      <TableCell role="gridcell" className={styles.cell}>
        <div className={styles.actions}>
          {inline.map((b, i) => {
            // Offline: disabled where the action needs the server or the row is not cached, saying why.
            const reason = reasonOf(b, row);
            return (
              <NetButton
                key={`${b.BUTTON_TYPE}:${i}`}
                needsNetwork={reason !== null}
                offlineReason={reason ?? undefined}
                size="small"
                appearance="subtle"
                className={styles.rowButton}
                aria-label={M.rowButtonLabel(b.BUTTON_NAME, row.TITLE)}
                onClick={() => onRowButton(b, row)}
              >
                {b.BUTTON_NAME}
              </NetButton>
            );
          })}
          {overflow.length > 0 ? (
            <OverflowMenu buttons={overflow} row={row} onRowButton={onRowButton} />
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}

/** Memoised: toggling or scrolling re-renders only the rows whose props changed. */
export const DocTreeRow = memo(DocTreeRowView);
