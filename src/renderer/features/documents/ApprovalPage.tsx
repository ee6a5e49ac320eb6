import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRoute, useRouter } from '../../platform/router';
import { EmptyState } from '../../components/EmptyState';
import { PageCard } from '../../components/PageCard';
import { QueryBody } from '../../components/QueryBody';
import { formatServerTime } from '../../platform/format';

const useStyles = makeStyles({
  table: { tableLayout: 'fixed' },
  colNode: { width: '160px' },
  colUser: { width: '110px' },
  colTime: { width: '170px' },
  colResult: { width: '110px' },
});

/** Route /xfjd/approval?flwslb&flwssyid(FLWSID)&type=4: the document's approval history, oldest first. */
export function ApprovalPage(): ReactElement {
  const styles = useStyles();
  const { query } = useRoute();
  const { closeCurrentTab } = useRouter();
  const call = useCall();
  const flwslb = query.flwslb ?? '';
  const flwssyid = query.flwssyid ?? '';
  const list = useQuery({
    queryKey: qk.approvals(flwslb, flwssyid),
    queryFn: () => call('documents:approvals', { flwslb, flwssyid }),
    enabled: flwssyid !== '',
    staleTime: 0,
  });

  return (
    <PageCard
      label={M.approvalTitle}
      title={query.title ? `${M.approvalTitle}：${query.title}` : M.approvalTitle}
      onBack={closeCurrentTab}
    >
      {flwssyid === '' ? (
        <EmptyState text={M.docNotFound} />
      ) : (
        <QueryBody query={list} isEmpty={(d) => d.data.length === 0} emptyText={M.approvalEmpty}>
          {(d) => (
            <Table size="small" aria-label={M.approvalTitle} className={styles.table}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell className={styles.colNode}>{M.approvalNode}</TableHeaderCell>
                  <TableHeaderCell className={styles.colUser}>{M.approvalUser}</TableHeaderCell>
                  <TableHeaderCell className={styles.colTime}>{M.approvalTime}</TableHeaderCell>
                  <TableHeaderCell className={styles.colResult}>{M.approvalResult}</TableHeaderCell>
                  <TableHeaderCell>{M.approvalOpinion}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {d.data.map((r) => (
                  <TableRow key={r.ID}>
                    <TableCell>{r.SPJD}</TableCell>
                    <TableCell>{r.SPRXM ?? ''}</TableCell>
                    <TableCell>{formatServerTime(r.SPSJ)}</TableCell>
                    <TableCell>{r.SPJG ?? ''}</TableCell>
                    <TableCell>{r.SPYJ ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryBody>
      )}
    </PageCard>
  );
}
