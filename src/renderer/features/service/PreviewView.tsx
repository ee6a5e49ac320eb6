import { Button, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { Copy16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { NetButton } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { formatServerTime } from '../../platform/format';
import { useNotify } from '../../platform/notify';
import type { RunAction } from '../../platform/useRunAction';
import type { CallFn } from '../../platform/ApiProvider';
import { copyText } from './clipboard';
import { useServicePreview } from './useService';
import { useServiceStyles } from './service.styles';
import { ELECTRONIC_STATE } from '../../../shared/service/constants';
import type { ServicePreview } from '../../../shared/service/schemas';

export type Served = { runId: string; flwssyid: string; flwsid: string };

export type PreviewViewProps = {
  served: Served;
  call: CallFn;
  run: RunAction;
  /** The task takes writes (open): 确认发送 is offered. */
  writable: boolean;
  /** After the send: the task, its tree and the records are read again. */
  refresh(): Promise<void>;
};

/** The link with 复制链接: '复制成功！', or how to copy by hand where no clipboard is reachable. */
export function ServiceLink({ link }: { link: string }): ReactElement {
  const styles = useServiceStyles();
  const notify = useNotify();
  const [manual, setManual] = useState(false);
  const copy = async (): Promise<void> => {
    const outcome = await copyText(link);
    if (outcome === 'copied') {
      setManual(false);
      notify(M.serviceCopyDone, 'success');
    } else {
      setManual(true);
      notify(M.serviceCopyUnavailable, 'warning');
    }
  };
  return (
    <>
      <div className={styles.link}>
        <Text weight="semibold">{M.serviceLink}</Text>
        <Input
          className={styles.linkInput}
          readOnly
          value={link}
          aria-label={M.serviceLink}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button icon={<Copy16Regular />} onClick={() => void copy()}>
          {M.serviceCopyLink}
        </Button>
      </div>
      <Text className={styles.hint}>{manual ? M.serviceCopyUnavailable : M.serviceLinkHint}</Text>
    </>
  );
}

/** The served document as the unit will see it: who, where, the document and its content. */
function Sheet({ form }: { form: ServicePreview }): ReactElement {
  const styles = useServiceStyles();
  const pair = (label: string, value: string | null): ReactElement[] => [
    <span key={`${label}-l`} className={styles.label}>
      {label}
    </span>,
    <span key={`${label}-v`}>{value ?? ''}</span>,
  ];
  return (
    <>
      <div className={styles.grid}>
        {pair(M.servicePreviewServed, form.SSDR)}
        {pair(M.servicePreviewSender, form.FSDW)}
        {pair(M.servicePreviewPhone, form.SJHM)}
        {pair(M.servicePreviewMail, form.DZYX)}
        {pair(M.servicePreviewSentAt, formatServerTime(form.FSSJ))}
        {pair(
          M.servicePreviewArrivedAt,
          form.XZTIME ? formatServerTime(form.XZTIME) : M.servicePreviewNotArrived,
        )}
      </div>
      <Text>{M.servicePreviewIntro}</Text>
      <section className={styles.sheet} aria-label={M.servicePreviewDocument}>
        <p className={styles.sheetTitle}>{form.WSMC}</p>
        <p className={styles.sheetWh}>{form.WH ?? ''}</p>
        {form.NR.map((f) => (
          <div key={f.label} className={styles.sheetRow}>
            <span className={styles.label}>{f.label}</span>
            <span className={styles.long}>{f.value ?? ''}</span>
          </div>
        ))}
      </section>
    </>
  );
}

/** 电子送达预览 (dzsdinfo) with 确认发送 (suredzsd, '发送成功！') and the link once sent. */
export function PreviewView({
  served,
  call,
  run,
  writable,
  refresh,
}: PreviewViewProps): ReactElement {
  const query = useServicePreview(served);
  const [sentLink, setSentLink] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async (): Promise<void> => {
    setSending(true);
    const done = await run(
      () => call('service:send', served),
      (res) => res.message || M.serviceSendDone,
    );
    setSending(false);
    if (done) {
      setSentLink(done.SDLJ);
      await refresh();
    }
  };
  return (
    <QueryBody query={query} needsNetworkMessage={M.serviceOffline}>
      {(d) => {
        const link = sentLink ?? d.data.SDLJ;
        const sendable = !link && (d.data.ZT === null || d.data.ZT === ELECTRONIC_STATE.pending);
        return (
          <>
            <Sheet form={d.data} />
            {link ? <ServiceLink link={link} /> : null}
            {sendable && writable ? (
              <div>
                <NetButton
                  appearance="primary"
                  offlineReason={M.serviceOffline}
                  disabled={sending}
                  onClick={() => void send()}
                >
                  {M.serviceConfirmSend}
                </NetButton>
              </div>
            ) : null}
            {sendable && !writable ? (
              <MessageBar intent="info">
                <MessageBarBody>{M.serviceClosedTask}</MessageBarBody>
              </MessageBar>
            ) : null}
          </>
        );
      }}
    </QueryBody>
  );
}
