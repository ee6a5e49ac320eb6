import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  CheckmarkCircle16Filled,
  ErrorCircle16Filled,
  Warning16Filled,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ReadDialog } from '../../components/ReadDialog';
import { QueryBody } from '../../components/QueryBody';
import type { ButtonContext } from '../../platform/buttons';
import { qk } from '../../platform/queryKeys';
import { checkAmount, type AmountFinding } from '../../../shared/penalty/reduction';
import type { Reduction } from '../../../shared/penalty/schemas';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    margin: 0,
  },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  label: { flexShrink: 0, minWidth: '112px', color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  table: { tableLayout: 'fixed' },
  colRange: { width: '150px' },
  colCheck: { width: '280px' },
  wrap: { overflowWrap: 'anywhere', paddingBlock: tokens.spacingVerticalXS },
  finding: {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    '& svg': { flexShrink: 0, marginTop: '2px' },
  },
  ok: {
    color: tokens.colorPaletteGreenForeground1,
    backgroundColor: tokens.colorPaletteGreenBackground1,
  },
  warning: {
    color: tokens.colorPaletteDarkOrangeForeground1,
    backgroundColor: tokens.colorPaletteYellowBackground1,
  },
  danger: {
    color: tokens.colorPaletteRedForeground1,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  note: { color: tokens.colorNeutralForeground3 },
});

const ICONS: Record<AmountFinding['severity'], ReactElement> = {
  ok: <CheckmarkCircle16Filled />,
  warning: <Warning16Filled />,
  danger: <ErrorCircle16Filled />,
};

/** One violation's check: colour, an icon and the words (never colour alone). */
function ReductionFinding({ finding }: { finding: AmountFinding }): ReactElement {
  const styles = useStyles();
  return (
    <span
      className={mergeClasses(styles.finding, styles[finding.severity])}
      data-severity={finding.severity}
    >
      {ICONS[finding.severity]}
      <span>{finding.message}</span>
    </span>
  );
}

function ReductionView({ reduction: r }: { reduction: Reduction }): ReactElement {
  const styles = useStyles();
  const rows = r.WFXWLIST.map((v) => ({ v, finding: checkAmount(r.CFJE, v) }));
  const outside = rows.filter((x) => x.finding.severity === 'danger');
  const field = (label: string, value: string | null, wide = false): ReactElement => (
    <div className={mergeClasses(styles.item, wide && styles.wide)}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value ?? ''}</dd>
    </div>
  );
  return (
    <>
      {outside.length > 0 ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{M.penaltyReductionOutside}</MessageBarTitle>
            {outside.map((x, i) => (
              <div key={i}>{`${x.v.WFXW ?? ''}：${x.finding.message}`}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <dl className={styles.grid}>
        {field(M.penaltyReductionOperator, r.CZR)}
        {field(M.penaltyReductionMethod, r.CFZL)}
        {field(M.penaltyReductionAmount, r.CFJE)}
        {field(M.penaltyReductionReduced, r.JQJE)}
        {field(M.penaltyReductionReason, r.JQCFYY, true)}
        {field(M.penaltyReductionDocument, r.GLWS, true)}
      </dl>
      {rows.length > 0 ? (
        <Table size="small" aria-label={M.penaltyReductionViolation} className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{M.penaltyReductionViolation}</TableHeaderCell>
              <TableHeaderCell className={styles.colRange}>
                {M.penaltyReductionStatutory}
              </TableHeaderCell>
              <TableHeaderCell className={styles.colRange}>
                {M.penaltyReductionDiscretion}
              </TableHeaderCell>
              <TableHeaderCell className={styles.colCheck}>
                {M.penaltyReductionCheck}
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ v, finding }, i) => (
              <TableRow key={i}>
                <TableCell className={styles.wrap}>{v.WFXW ?? ''}</TableCell>
                <TableCell className={styles.wrap}>{v.FDED ?? ''}</TableCell>
                <TableCell className={styles.wrap}>{v.LFCD ?? ''}</TableCell>
                <TableCell className={styles.wrap}>
                  <ReductionFinding finding={finding} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Text size={200} className={styles.note}>
        {M.penaltyReductionNote}
      </Text>
    </>
  );
}

/**
 * 减轻处罚 (spec 01 §2, §3): the case's reduction, read-only, with each violation's ranges and how
 * the penalty amount stands against them; an amount outside a statutory range is said at the top.
 */
export function ReductionDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const query = useQuery({
    // Under the task's keys: the task's refresh reads it again.
    queryKey: qk.penalty('reduction', ctx.runId, ctx.RWID),
    queryFn: () => ctx.call('penalty:reduction', { runId: ctx.runId, RWID: ctx.RWID }),
    staleTime: 0,
  });
  return (
    <ReadDialog title={M.penaltyReductionTitle} onClose={ctx.close} width={880}>
      <QueryBody query={query} isEmpty={(d) => d.data === null} emptyText={M.penaltyReductionEmpty}>
        {(d) => (d.data ? <ReductionView reduction={d.data} /> : null)}
      </QueryBody>
    </ReadDialog>
  );
}
