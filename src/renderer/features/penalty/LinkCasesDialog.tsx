import {
  Badge,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ReadDialog } from '../../components/ReadDialog';
import { DictBadge } from '../../components/DictBadge';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { useDict } from '../../components/useDict';
import type { ButtonContext } from '../../platform/buttons';
import { qk } from '../../platform/queryKeys';
import { DICT } from '../../../shared/dict/constants';
import { PROCESS_TYPE } from '../../../shared/penalty/constants';
import { isLinkedTo, sourceFieldOf } from '../../../shared/penalty/links';
import type { PenaltyCase } from '../../../shared/penalty/schemas';
import type { Cached } from '../../../shared/common/types';

// 案件关联 (spec 01 §2, §4): the penalty cases the task can be linked to (table 20032). A row offers
// 关联 while the task is not among its source ids of the task class's field, else 取消关联; each
// asks with the detail screen's question (the table and the question: two dialogs), then the
// table, the task and its tree are read again.

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colTarget: { width: '200px' },
  // Case names are long ('关于…的行政处罚'): two lines, the whole name in the tooltip.
  wrap: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    wordBreak: 'break-all',
    paddingBlock: tokens.spacingVerticalXS,
  },
  colProcess: { width: '96px' },
  colState: { width: '88px' },
  colDate: { width: '104px' },
  colOfficer: { width: '88px' },
  colAction: { width: '176px' },
  action: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const PROCESS_LABELS: Readonly<Record<string, string>> = {
  [PROCESS_TYPE.simple]: M.penaltyProcessSimple,
  [PROCESS_TYPE.general]: M.penaltyProcessGeneral,
  [PROCESS_TYPE.quick]: M.penaltyProcessQuick,
};

/** The process's name ('' when the case names none, the code when it is unknown). */
export const processLabel = (code: string | null): string =>
  code === null ? '' : (PROCESS_LABELS[code] ?? code);

/** The link table's query: under the task's keys, so the task's refresh reads it again. */
const useCases = (ctx: ButtonContext): UseQueryResult<Cached<PenaltyCase[]>> =>
  useQuery({
    queryKey: qk.penalty('cases', ctx.runId, ctx.RWID),
    queryFn: () =>
      ctx.call('penalty:cases', {
        runId: ctx.runId,
        RWID: ctx.RWID,
        RWFLID: ctx.config.rwxx.RWFLID,
      }),
    staleTime: 0,
  });

/** Asks, links or unlinks, says so in the spec's words, then everything is read again. */
function changeLink(ctx: ButtonContext, row: PenaltyCase, link: boolean): void {
  ctx.confirm(link ? M.penaltyLinkConfirm : M.penaltyUnlinkConfirm, async () => {
    const ids = { runId: ctx.runId, lyrwid: ctx.RWID, cfrwid: row.CFRWID };
    const done = await ctx.run(
      () => ctx.call(link ? 'penalty:link' : 'penalty:unlink', ids),
      () => (link ? M.penaltyLinkDone : M.penaltyUnlinkDone),
    );
    if (done) await ctx.refresh();
  });
}

/** The table of penalty cases with 关联 / 取消关联 per row. */
export function LinkCasesDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const styles = useStyles();
  const query = useCases(ctx);
  const states = useDict(DICT.subTaskState);
  const field = sourceFieldOf(ctx.config.rwxx.RWFLID);
  return (
    <ReadDialog title={M.penaltyLinkTitle} onClose={ctx.close} width={1120}>
      <QueryBody
        query={query}
        isEmpty={(d) => d.data.length === 0}
        emptyText={M.penaltyLinkEmpty}
        needsNetworkMessage={M.penaltyOffline}
      >
        {(d) => (
          <Table size="small" aria-label={M.penaltyLinkTitle} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{M.penaltyLinkColName}</TableHeaderCell>
                <TableHeaderCell className={styles.colTarget}>
                  {M.penaltyLinkColTarget}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colProcess}>
                  {M.penaltyLinkColProcess}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colState}>
                  {M.penaltyLinkColState}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colDate}>{M.penaltyLinkColDate}</TableHeaderCell>
                <TableHeaderCell className={styles.colOfficer}>
                  {M.penaltyLinkColOfficer}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colAction}>
                  {M.penaltyLinkColAction}
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {d.data.map((row) => {
                const linked = isLinkedTo(row, field, ctx.RWID);
                return (
                  <TableRow key={row.CFRWID}>
                    <TableCell>
                      <span className={styles.wrap} title={row.RWMC ?? ''}>
                        {row.RWMC}
                      </span>
                    </TableCell>
                    <TableCell>
                      <span className={styles.wrap} title={row.CFDXMC ?? ''}>
                        {row.CFDXMC}
                      </span>
                    </TableCell>
                    <TableCell>{processLabel(row.CFLCLX)}</TableCell>
                    <TableCell>
                      <DictBadge dict={states} value={row.RWZT} />
                    </TableCell>
                    <TableCell>{(row.LARQ ?? '').slice(0, 10)}</TableCell>
                    <TableCell>{row.CBRXM}</TableCell>
                    <TableCell>
                      <div className={styles.action}>
                        {linked ? (
                          <Badge appearance="tint" color="success">
                            {M.penaltyLinked}
                          </Badge>
                        ) : null}
                        <NetButton
                          size="small"
                          appearance={linked ? 'secondary' : 'primary'}
                          offlineReason={M.penaltyOffline}
                          onClick={() => changeLink(ctx, row, !linked)}
                        >
                          {linked ? M.penaltyUnlink : M.penaltyLink}
                        </NetButton>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </QueryBody>
    </ReadDialog>
  );
}
