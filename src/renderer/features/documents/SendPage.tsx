import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft16Regular, Send16Regular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { useRoute, useRouter } from '../../platform/router';
import { useRunAction } from '../../platform/useRunAction';
import { EmptyState } from '../../components/EmptyState';
import { usePageStyles } from '../../components/page.styles';
import { QueryBody } from '../../components/QueryBody';
import { NetButton } from '../../components/NetButton';
import { StatusBadge } from '../../components/StatusBadge';
import { DICT } from '../../../shared/dict/constants';
import { useSendPrerequisites } from './useSendPrerequisites';
import { useAnyTaskDetail } from '../../platform/taskDetail';
import { docTypeOf, sendModeOf } from '../../../shared/documents/rules';

const useStyles = makeStyles({
  info: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    alignItems: 'center',
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export type SendType = '1' | '2';
export const SEND_TYPES: ReadonlyArray<{ value: SendType; label: string }> = [
  { value: '1', label: M.sendTypeApproval },
  { value: '2', label: M.sendTypeDirect },
];

/** Route /xfjd/send?srcid(FLWSID)&srctype(FLWSLB)&xdlx&parentName[&runId]: send one document. */
export function SendPage(): ReactElement {
  const styles = useStyles();
  const page = usePageStyles();
  const { query } = useRoute();
  const { closeCurrentTab } = useRouter();
  const call = useCall();
  const run = useRunAction();
  const queryClient = useQueryClient();
  const FLWSID = query.srcid ?? '';
  const [picked, setPicked] = useState<SendType>(query.xdlx === '2' ? '2' : '1');
  const [busy, setBusy] = useState(false);
  const doc = useQuery({
    queryKey: qk.doc(FLWSID),
    queryFn: () => call('documents:get', { FLWSID }),
    enabled: FLWSID !== '',
  });
  // What sending really does is the document type's approval setting (wssList sfsp): that mode is
  // preselected and the other one is not offered. A gateway that does not say leaves the choice.
  const task = useAnyTaskDetail(doc.data?.data.runId ?? '', doc.data?.data.RWID ?? '');
  const mode = doc.data
    ? sendModeOf(docTypeOf(task.data?.data.config.wssList ?? [], doc.data.data.rwwsszid)?.sfsp)
    : null;
  const xdlx: SendType = mode ?? picked;
  // What must be uploaded first (the server refuses with the same sentence).
  const missing = useSendPrerequisites(doc.data?.data, xdlx);

  const send = async (): Promise<void> => {
    const runId = query.runId ?? doc.data?.data.runId ?? '';
    setBusy(true);
    const done = await run(
      () => call('documents:send', { runId, FLWSID, FLWSLB: query.srctype, xdlx }),
      (r) => r.message || M.docSent,
    );
    setBusy(false);
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: qk.taskAll });
    void queryClient.invalidateQueries({ queryKey: qk.doc(FLWSID) });
    closeCurrentTab();
  };

  const body =
    FLWSID === '' ? (
      <EmptyState text={M.docNotFound} />
    ) : (
      // The send form shows no offline banner: 发送 itself is disabled offline and says why.
      <QueryBody query={doc} banner={false}>
        {({ data: d }) => (
          <>
            <dl className={styles.info} aria-label={M.sendDocument}>
              <dt className={styles.label}>{M.sendDocument}</dt>
              <dd className={styles.value}>{d.TITLE}</dd>
              <dt className={styles.label}>{M.docPageWh}</dt>
              <dd className={styles.value}>{d.WH ?? ''}</dd>
              <dt className={styles.label}>{M.docPageStatus}</dt>
              <dd className={styles.value}>
                <StatusBadge code={DICT.docStatus} value={d.STATUS} />
              </dd>
            </dl>
            <Field
              label={M.sendType}
              hint={
                mode === null ? undefined : mode === '1' ? M.sendModeApproval : M.sendModeDirect
              }
            >
              <RadioGroup
                layout="horizontal"
                value={xdlx}
                onChange={(_, v) => setPicked(v.value === '2' ? '2' : '1')}
              >
                {SEND_TYPES.map((t) => (
                  <Radio
                    key={t.value}
                    value={t.value}
                    label={t.label}
                    disabled={mode !== null && mode !== t.value}
                  />
                ))}
              </RadioGroup>
            </Field>

            {missing ? (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>{missing}</MessageBarBody>
              </MessageBar>
            ) : null}
          </>
        )}
      </QueryBody>
    );

  return (
    <div className={page.page}>
      <section className={page.card} aria-label={M.sendTitle}>
        <Text as="h1" size={500} weight="semibold">
          {M.sendTitle}
        </Text>
        {query.parentName ? <Text>{query.parentName}</Text> : null}
        {body}
        <div className={styles.actions}>
          <NetButton
            appearance="primary"
            icon={<Send16Regular />}
            disabled={busy || !doc.data || missing !== null}
            onClick={() => void send()}
          >
            {M.sendConfirm}
          </NetButton>
          <Button icon={<ArrowLeft16Regular />} onClick={closeCurrentTab}>
            {M.back}
          </Button>
        </div>
      </section>
    </div>
  );
}
