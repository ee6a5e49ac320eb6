import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
} from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DateInput } from '../../components/form/DateInput';
import { NetButton } from '../../components/NetButton';
import type { CallFn } from '../../platform/ApiProvider';
import type { RunAction } from '../../platform/useRunAction';
import { proofItems, type ProofItem } from './proofItems';
import { ProofBadge, methodLabel } from './RecordsView';
import { useBoundVideos } from './useService';
import { useServiceStyles } from './service.styles';
import { DELIVERED, PROOF_USAGE, type ProofUsage } from '../../../shared/service/constants';
import { mannerOf, missingOf } from '../../../shared/service/records';
import { missingPhrase } from '../../../shared/service/proof';
import type { ServiceRecord } from '../../../shared/service/schemas';

export type ProofViewProps = {
  record: ServiceRecord;
  runId: string;
  writable: boolean;
  call: CallFn;
  run: RunAction;
  /** Asks, then runs the write (the detail screen's confirmation). */
  confirm(message: string, action: () => Promise<unknown>): void;
  refresh(): Promise<void>;
  /** Opens the attachment manager of the served document with the proof's usage. */
  onUpload(usage: ProofUsage, name: string): void;
  /** Opens the task's recorder videos to bind one. */
  onBindVideo(): void;
};

/**
 * 送达证明: what the record's manner needs (src/shared/service/proof.ts), what it has, and how to add
 * the rest: files through the attachment manager, a bound recorder video, the tracking number or
 * the notice's start day; then 确认送达, which the server checks again.
 */
export function ProofView(props: ProofViewProps): ReactElement {
  const { record: r, runId, writable, call, run } = props;
  const styles = useServiceStyles();
  const items = proofItems(r);
  const missing = missingOf(r);
  const delivered = r.SFSD === DELIVERED;
  const editable = writable && !delivered;
  const [expressNo, setExpressNo] = useState(r.KDDH ?? '');
  const [noticeStart, setNoticeStart] = useState(r.GGKSRQ ?? '');
  const [videoId, setVideoId] = useState(r.SPID ?? '');
  const usesFields = items.some((i) =>
    ['expressNo', 'noticeStart', 'photoOrVideo'].includes(i.add.kind),
  );
  const manner = mannerOf(r);
  const videos = useBoundVideos(
    r.RWID ?? '',
    items.some((i) => i.add.kind === 'photoOrVideo'),
  );
  const name = r.SDWSMCWH ?? '';

  const save = async (): Promise<void> => {
    const done = await run(
      () =>
        call('service:saveProof', {
          runId,
          ID: r.ID,
          KDDH: expressNo,
          GGKSRQ: noticeStart,
          SPID: videoId,
        }),
      (res) => res.message || M.serviceProofSaved,
    );
    if (done) await props.refresh();
  };

  const deliver = (): void =>
    props.confirm(M.serviceConfirmDeliveryQuestion(name), async () => {
      const done = await run(
        () => call('service:confirm', { runId, ID: r.ID }),
        (res) => res.message || M.serviceDeliveryDone,
      );
      if (done) await props.refresh();
    });

  const addControl = (item: ProofItem): ReactElement | null => {
    const a = item.add;
    if (a.kind === 'status') return <Text className={styles.hint}>{a.text}</Text>;
    if (a.kind === 'upload')
      return editable || item.ok ? (
        <Button size="small" onClick={() => props.onUpload(a.usage, item.name)}>
          {editable ? M.serviceProofUpload : M.serviceProofManage}
        </Button>
      ) : null;
    if (a.kind === 'expressNo')
      return (
        <Input
          aria-label={M.serviceProofExpressNo}
          value={expressNo}
          maxLength={40}
          disabled={!editable}
          onChange={(_, d) => setExpressNo(d.value)}
        />
      );
    if (a.kind === 'noticeStart')
      return (
        <DateInput
          aria-label={M.serviceProofNoticeStart}
          value={noticeStart}
          disabled={!editable}
          onChange={setNoticeStart}
        />
      );
    // 留置送达: a photo (uploaded) or one of the task's bound recorder videos.
    const list = videos.data?.data ?? [];
    return (
      <div className={styles.itemActions}>
        <Button
          size="small"
          disabled={!editable}
          onClick={() => props.onUpload(PROOF_USAGE.photo, M.proofPhotoOrVideo)}
        >
          {M.serviceProofUpload}
        </Button>
        <Select
          aria-label={M.serviceProofChooseVideo}
          value={videoId}
          disabled={!editable || list.length === 0}
          onChange={(_, d) => setVideoId(d.value)}
        >
          <option value="">{list.length ? M.serviceProofNoneChosen : M.serviceProofNoVideo}</option>
          {list.map((v) => (
            <option key={v.ID} value={v.ID}>
              {v.RE_NAME ?? v.FILENAME ?? v.ID}
            </option>
          ))}
        </Select>
        {editable ? (
          <NetButton size="small" offlineReason={M.serviceOffline} onClick={props.onBindVideo}>
            {M.serviceProofBindVideo}
          </NetButton>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <div className={styles.grid}>
        <span className={styles.label}>{M.serviceColDocument}</span>
        <span>{name}</span>
        <span className={styles.label}>{M.serviceColMethod}</span>
        <span>{methodLabel(r)}</span>
        <span className={styles.label}>{M.serviceColServed}</span>
        <span>{r.SSDRXM ?? ''}</span>
        <span className={styles.label}>{M.serviceColProof}</span>
        <span>
          <ProofBadge record={r} />
        </span>
      </div>
      <Text>{M.serviceProofIntro(manner ? methodLabel(r) : M.proofManner)}</Text>
      <div className={styles.items} role="list" aria-label={M.serviceProofTitle}>
        {items.map((item) => (
          <div key={item.name} className={styles.item} role="listitem" aria-label={item.name}>
            <Text weight="semibold">{item.name}</Text>
            <Badge appearance="tint" color={item.ok ? 'success' : 'warning'}>
              {item.ok ? M.serviceProofOk : M.serviceProofLacking}
            </Badge>
            <Field>{addControl(item)}</Field>
          </div>
        ))}
      </div>
      {!delivered && missing.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>{M.serviceProofIncomplete(missingPhrase(missing))}</MessageBarBody>
        </MessageBar>
      ) : null}
      {editable ? (
        <div className={styles.toolbar}>
          {usesFields ? (
            <NetButton offlineReason={M.serviceOffline} onClick={() => void save()}>
              {M.serviceProofSave}
            </NetButton>
          ) : null}
          <NetButton
            appearance="primary"
            offlineReason={M.serviceOffline}
            disabled={missing.length > 0}
            onClick={deliver}
          >
            {M.serviceConfirmDelivery}
          </NetButton>
        </div>
      ) : null}
    </>
  );
}
