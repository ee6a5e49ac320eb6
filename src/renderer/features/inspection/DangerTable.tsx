import {
  Badge,
  Button,
  Checkbox,
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
import { M } from '../../../shared/messages';
import { DANGER_CATEGORY } from '../../../shared/inspection/constants';
import { isRectified } from '../../../shared/inspection/rules';
import type { HiddenDanger } from '../../../shared/inspection/schemas';

// The hidden-danger table of both tabs (spec 01 §3: ID, RWID, DWID, ZGQK, LYWSID, LYBH or XGWS,
// YHLB): the danger, its category, source document, found date, whether and when it was
// rectified; with a type, a check box per row; past inspections name the task and open it.

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colCheck: { width: '44px' },
  colCategory: { width: '104px' },
  colDoc: { width: '190px' },
  colDate: { width: '104px' },
  colState: { width: '96px' },
  colAction: { width: '104px' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  state: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** 一般隐患 (1) or 重大火灾隐患 (3), the code itself when unknown. */
export const categoryLabel = (code: string | null): string =>
  code === DANGER_CATEGORY.special
    ? M.dangerCategorySpecial
    : code === DANGER_CATEGORY.general
      ? M.dangerCategoryGeneral
      : (code ?? '');

/** 已整改 in green, 未整改 in orange. */
export function RectifiedBadge({ ZGQK }: { ZGQK: string | null }): ReactElement {
  const done = isRectified({ ZGQK });
  return (
    <Badge appearance="tint" color={done ? 'success' : 'warning'}>
      {done ? M.dangerRectified : M.dangerNotRectified}
    </Badge>
  );
}

/** Check boxes: the chosen ids and how they change. */
export type DangerSelection = {
  chosen: ReadonlySet<string>;
  toggle(id: string): void;
  /** Which rows have a box (every row when absent). */
  selectable?(row: HiddenDanger): boolean;
  /** Why a row's box is disabled, or null when it may be ticked (复查申请). */
  locked?(row: HiddenDanger): string | null;
  /** A box in the header choosing every selectable row, or none: its name and how it sets them. */
  all?: { label: string; set(ids: readonly string[], on: boolean): void };
};

type Props = {
  rows: readonly HiddenDanger[];
  label: string;
  /** Check boxes (复查申请, 批量确认整改). */
  selection?: DangerSelection;
  /** Past inspections: the task column. */
  showTask?: boolean;
  /** The row's action, if any (查看任务, 确认整改). */
  action?(row: HiddenDanger): ReactNode;
};

export function DangerTable({ rows, label, selection, showTask, action }: Props): ReactElement {
  const styles = useStyles();
  const boxed = (d: HiddenDanger): boolean => !!selection && (selection.selectable?.(d) ?? true);
  return (
    <Table size="small" aria-label={label} className={styles.table}>
      <TableHeader>
        <TableRow>
          {selection ? (
            <TableHeaderCell className={styles.colCheck}>
              {selection.all ? (
                <SelectAll
                  ids={rows.filter(boxed).map((d) => d.ID)}
                  chosen={selection.chosen}
                  {...selection.all}
                />
              ) : null}
            </TableHeaderCell>
          ) : null}
          <TableHeaderCell>{M.dangerColInfo}</TableHeaderCell>
          {showTask ? <TableHeaderCell>{M.dangerColTask}</TableHeaderCell> : null}
          <TableHeaderCell className={styles.colCategory}>{M.dangerColCategory}</TableHeaderCell>
          <TableHeaderCell className={styles.colDoc}>{M.dangerColDoc}</TableHeaderCell>
          <TableHeaderCell className={styles.colDate}>{M.dangerColFound}</TableHeaderCell>
          <TableHeaderCell className={styles.colState}>{M.dangerColState}</TableHeaderCell>
          {action ? (
            <TableHeaderCell className={styles.colAction}>{M.dangerColAction}</TableHeaderCell>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((d) => (
          <TableRow key={d.ID}>
            {selection ? (
              <TableCell>
                {boxed(d) ? (
                  <RowBox
                    row={d}
                    chosen={selection.chosen.has(d.ID)}
                    lock={selection.locked?.(d) ?? null}
                    toggle={selection.toggle}
                  />
                ) : null}
              </TableCell>
            ) : null}
            <TableCell className={styles.wrap}>{d.YHXX}</TableCell>
            {showTask ? <TableCell className={styles.wrap}>{d.RWMC}</TableCell> : null}
            <TableCell>{categoryLabel(d.YHLB)}</TableCell>
            <TableCell className={styles.wrap}>{d.LYBH ?? ''}</TableCell>
            <TableCell>{(d.FXRQ ?? '').slice(0, 10)}</TableCell>
            <TableCell>
              <div className={styles.state}>
                <RectifiedBadge ZGQK={d.ZGQK} />
                {d.ZGRQ ? <span>{d.ZGRQ.slice(0, 10)}</span> : null}
                {!isRectified(d) && d.SQFC === '1' ? (
                  <Badge appearance="outline" color="informative">
                    {M.dangerApplied}
                  </Badge>
                ) : null}
              </div>
            </TableCell>
            {action ? <TableCell>{action(d)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A row's box; a locked row's is disabled, unticked, and names why (label and tooltip). */
function RowBox({
  row,
  chosen,
  lock,
  toggle,
}: {
  row: HiddenDanger;
  chosen: boolean;
  lock: string | null;
  toggle(id: string): void;
}): ReactElement {
  const text = row.YHXX ?? row.ID;
  return lock ? (
    <Checkbox
      checked={false}
      disabled
      aria-label={M.dangerLocked(text, lock)}
      root={{ title: lock }}
    />
  ) : (
    <Checkbox checked={chosen} onChange={() => toggle(row.ID)} aria-label={M.dangerSelect(text)} />
  );
}

/** The header's box: checked when every selectable row is chosen, mixed when some are. */
function SelectAll({
  ids,
  chosen,
  label,
  set,
}: {
  ids: readonly string[];
  chosen: ReadonlySet<string>;
  label: string;
  set(ids: readonly string[], on: boolean): void;
}): ReactElement | null {
  if (ids.length === 0) return null;
  const n = ids.filter((id) => chosen.has(id)).length;
  const all = n === ids.length;
  return (
    <Checkbox
      checked={all ? true : n > 0 ? 'mixed' : false}
      onChange={() => set(ids, !all)}
      aria-label={label}
    />
  );
}

/** A small row button. */
export function RowButton({
  children,
  onClick,
}: {
  children: ReactNode;
  onClick(): void;
}): ReactElement {
  return (
    <Button size="small" appearance="secondary" onClick={onClick}>
      {children}
    </Button>
  );
}
