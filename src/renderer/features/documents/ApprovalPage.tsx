import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft16Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRoute, useRouter } from '../../platform/router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { OfflineBanner } from '../../components/OfflineBanner';
import { formatServerTime } from '../../platform/format';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}` },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusMedium, boxShadow: tokens.shadow2 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
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

  let body: ReactElement;
  if (flwssyid === '') body = <EmptyState text={M.docNotFound} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (!list.data) body = <LoadingState />;
  else if (list.data.data.length === 0) body = <EmptyState text={M.approvalEmpty} />;
  else {
    body = (
      <>
        <OfflineBanner source={list.data.source} updatedAt={list.data.updatedAt} />
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
            {list.data.data.map((r) => (
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
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={M.approvalTitle}>
        <div className={styles.head}>
          <Text as="h1" size={500} weight="semibold">
            {query.title ? `${M.approvalTitle}：${query.title}` : M.approvalTitle}
          </Text>
          <Button icon={<ArrowLeft16Regular />} onClick={closeCurrentTab}>
            {M.back}
          </Button>
        </div>
        {body}
      </section>
    </div>
  );
}
