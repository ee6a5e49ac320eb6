import {
  Badge,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import type { Paging } from '../../components/usePaging';
import { formatServerTime } from '../../platform/format';
import { useServiceRecords } from './useService';
import { useServiceStyles } from './service.styles';
import {
  DELIVERED,
  ELECTRONIC_STATE,
  MANNER_LABELS,
  SERVICE_METHOD,
} from '../../../shared/service/constants';
import { mannerOf, missingOf } from '../../../shared/service/records';
import { missingPhrase } from '../../../shared/service/proof';
import type { ServiceRecord } from '../../../shared/service/schemas';

/** 登记送达（直接送达）, 电子送达. */
export function methodLabel(r: ServiceRecord): string {
  const manner = mannerOf(r);
  if (r.SDFS === SERVICE_METHOD.electronic) return M.serviceMethodElectronic;
  const method =
    r.SDFS === SERVICE_METHOD.registration ? M.serviceMethodRegistration : (r.SDFS ?? '');
  return M.serviceMethodOf(method, manner ? MANNER_LABELS[manner] : '');
}

/** The record's delivery in one tag: delivered, waiting to be sent or to arrive, or what it lacks. */
export function ProofBadge({ record }: { record: ServiceRecord }): ReactElement {
  if (record.SFSD === DELIVERED)
    return (
      <Badge appearance="tint" color="success">
        {M.serviceDelivered}
      </Badge>
    );
  if (record.ZT === ELECTRONIC_STATE.pending)
    return (
      <Badge appearance="tint" color="informative">
        {M.servicePending}
      </Badge>
    );
  if (record.ZT === ELECTRONIC_STATE.sent)
    return (
      <Badge appearance="tint" color="informative">
        {M.serviceSent}
      </Badge>
    );
  const missing = missingOf(record);
  return (
    <Badge appearance="tint" color={missing.length ? 'warning' : 'brand'}>
      {missing.length ? missingPhrase(missing) : M.serviceToConfirm}
    </Badge>
  );
}

export type RecordsViewProps = {
  runId: string;
  RWID: string;
  history: boolean;
  onHistory(v: boolean): void;
  paging: Paging;
  onProof(r: ServiceRecord): void;
  onPreview(r: ServiceRecord): void;
};

/** 送达记录 (spec 01 §3): the task's records, 10 a page, with the run's other tasks when asked. */
export function RecordsView(props: RecordsViewProps): ReactElement {
  const { runId, RWID, history, paging } = props;
  const styles = useServiceStyles();
  const query = useServiceRecords({
    runId,
    RWID,
    SFCXLSSJ: history ? '1' : '0',
    current: paging.current,
    size: paging.size,
  });
  const cell = (text: string | null, className?: string): ReactElement => (
    <TableCell>
      <span className={className ?? styles.wrap} title={text ?? ''}>
        {text ?? ''}
      </span>
    </TableCell>
  );
  // Two facts of one kind in one cell, one per line (the table has to fit 1280 px): the header
  // names both, in this order.
  const pair = (first: string | null, second: string | null): ReactElement => (
    <TableCell>
      <span className={styles.line} title={first ?? ''}>
        {first || M.serviceNone}
      </span>
      <span className={styles.line} title={second ?? ''}>
        {second || M.serviceNone}
      </span>
    </TableCell>
  );
  return (
    <>
      <Checkbox
        label={M.serviceHistory}
        checked={history}
        onChange={(_, d) => {
          paging.first();
          props.onHistory(d.checked === true);
        }}
      />
      <QueryBody
        query={query}
        isEmpty={(d) => d.data.records.length === 0}
        emptyText={M.serviceEmpty}
        needsNetworkMessage={M.serviceOffline}
        paging={paging}
        total={(d) => d.data.total}
      >
        {(d) => (
          <Table size="small" aria-label={M.serviceTableLabel} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{M.serviceColDocument}</TableHeaderCell>
                <TableHeaderCell className={styles.colWh}>{M.serviceColWh}</TableHeaderCell>
                <TableHeaderCell className={styles.colMethod}>{M.serviceColMethod}</TableHeaderCell>
                <TableHeaderCell className={styles.colDate}>
                  {M.serviceColPair(M.serviceColDate, M.serviceColArrived)}
                </TableHeaderCell>
                <TableHeaderCell>{M.serviceColPlace}</TableHeaderCell>
                <TableHeaderCell className={styles.colPerson}>
                  {M.serviceColPair(M.serviceColServer, M.serviceColServed)}
                </TableHeaderCell>
                <TableHeaderCell className={styles.colRemark}>{M.serviceColRemark}</TableHeaderCell>
                <TableHeaderCell className={styles.colProof}>{M.serviceColProof}</TableHeaderCell>
                <TableHeaderCell className={styles.colActions}>
                  {M.serviceColActions}
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {d.data.records.map((r) => {
                const electronic = r.SDFS === SERVICE_METHOD.electronic;
                const name = r.SDWSMCWH ?? '';
                return (
                  <TableRow key={r.ID}>
                    {cell(r.SDWSMCWH)}
                    {cell(r.WH)}
                    {cell(methodLabel(r))}
                    {pair(formatServerTime(r.SDDATE), formatServerTime(r.XZTIME))}
                    {cell(r.SDPLACE)}
                    {pair(r.SDRDWQM, r.SSDRXM)}
                    {cell(r.REMARK)}
                    <TableCell>
                      <ProofBadge record={r} />
                    </TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        <NetButton
                          size="small"
                          appearance="subtle"
                          offlineReason={M.serviceOffline}
                          aria-label={M.rowButtonLabel(M.serviceProofAction, name)}
                          onClick={() => props.onProof(r)}
                        >
                          {M.serviceProofAction}
                        </NetButton>
                        {electronic && r.flwssyid && r.flwsid ? (
                          <NetButton
                            size="small"
                            appearance={r.ZT === ELECTRONIC_STATE.pending ? 'primary' : 'subtle'}
                            offlineReason={M.serviceOffline}
                            aria-label={M.rowButtonLabel(
                              r.ZT === ELECTRONIC_STATE.pending
                                ? M.serviceSendAction
                                : M.serviceLinkAction,
                              name,
                            )}
                            onClick={() => props.onPreview(r)}
                          >
                            {r.ZT === ELECTRONIC_STATE.pending
                              ? M.serviceSendAction
                              : M.serviceLinkAction}
                          </NetButton>
                        ) : null}
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </QueryBody>
    </>
  );
}
