import {
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ReadDialog } from '../../components/ReadDialog';
import { QueryBody } from '../../components/QueryBody';
import type { ButtonContext } from '../../platform/buttons';
import { RectifiedBadge, categoryLabel } from './DangerTable';
import { useUnitHazards } from './queries';

// The unit's hazard list (spec 02 §2, §3: generic query 3825; XMMC, XGWS, YHXX, YHLB, FXRQ, ZGQK,
// ZGRQ). Its two tabs split the unit's dangers of every task, whoever handled it: 未整改 (what the
// unit still has to correct, what an inspection today should look at) and 已整改 (with the date).

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colProject: { width: '240px' },
  colDoc: { width: '200px' },
  colCategory: { width: '104px' },
  colDate: { width: '104px' },
  colState: { width: '88px' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
});

type HazardTab = '0' | '1';

function HazardTable({
  ctx,
  DWID,
  tab,
}: {
  ctx: ButtonContext;
  DWID: string;
  tab: HazardTab;
}): ReactElement {
  const styles = useStyles();
  const query = useUnitHazards(ctx.call, { runId: ctx.runId, RWID: ctx.RWID }, DWID, tab);
  const label = tab === '0' ? M.hazardsOpen : M.hazardsClosed;
  return (
    <QueryBody
      query={query}
      isEmpty={(d) => d.data.length === 0}
      emptyText={tab === '0' ? M.hazardsEmptyOpen : M.hazardsEmptyClosed}
    >
      {(d) => (
        <Table size="small" aria-label={label} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.colProject}>{M.hazardColProject}</TableHeaderCell>
              <TableHeaderCell className={styles.colDoc}>{M.hazardColDoc}</TableHeaderCell>
              <TableHeaderCell>{M.dangerColInfo}</TableHeaderCell>
              <TableHeaderCell className={styles.colCategory}>
                {M.dangerColCategory}
              </TableHeaderCell>
              <TableHeaderCell className={styles.colDate}>{M.dangerColFound}</TableHeaderCell>
              <TableHeaderCell className={styles.colState}>{M.dangerColState}</TableHeaderCell>
              {tab === '1' ? (
                <TableHeaderCell className={styles.colDate}>{M.dangerColRectified}</TableHeaderCell>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {d.data.map((h) => (
              <TableRow key={h.ID}>
                <TableCell className={styles.wrap}>{h.XMMC}</TableCell>
                <TableCell className={styles.wrap}>{h.XGWS}</TableCell>
                <TableCell className={styles.wrap}>{h.YHXX}</TableCell>
                <TableCell>{categoryLabel(h.YHLB)}</TableCell>
                <TableCell>{(h.FXRQ ?? '').slice(0, 10)}</TableCell>
                <TableCell>
                  <RectifiedBadge ZGQK={h.ZGQK} />
                </TableCell>
                {tab === '1' ? <TableCell>{(h.ZGRQ ?? '').slice(0, 10)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </QueryBody>
  );
}

export function UnitHazardsDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const [tab, setTab] = useState<HazardTab>('0');
  const DWID = ctx.config.rwxx.shdwid ?? '';
  return (
    <ReadDialog
      title={ctx.config.rwxx.DWMC ? `${M.hazardsTitle}：${ctx.config.rwxx.DWMC}` : M.hazardsTitle}
      onClose={ctx.close}
      width={1120}
    >
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as HazardTab)}>
        <Tab value="0">{M.hazardsOpen}</Tab>
        <Tab value="1">{M.hazardsClosed}</Tab>
      </TabList>
      <HazardTable key={tab} ctx={ctx} DWID={DWID} tab={tab} />
    </ReadDialog>
  );
}
