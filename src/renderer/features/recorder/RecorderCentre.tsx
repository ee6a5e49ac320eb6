import {
  Button,
  DrawerBody,
  DrawerHeader,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Tab,
  TabList,
  Text,
  type MessageBarIntent,
} from '@fluentui/react-components';
import {
  ArrowDownload16Regular,
  Dismiss16Regular,
  ShieldCheckmark16Regular,
  VideoClip20Regular,
} from '@fluentui/react-icons';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useNet } from '../../platform/network';
import { useNotify } from '../../platform/notify';
import { useRouter } from '../../platform/router';
import { ROUTES } from '../../platform/routes';
import { ActionButton } from '../../components/ActionButton';
import { CentreDrawer, CentreTitle } from '../../components/CentreDrawer';
import { QueryBody } from '../../components/QueryBody';
import { HistoryView } from './HistoryView';
import { useRecorderStyles } from './recorder.styles';
import { SessionView } from './SessionView';
import { StaleVideosView } from './StaleVideosView';
import { useStaleVideos } from '../videos';
import {
  activeCount,
  useExportCustody,
  useRecorderImports,
  useRecorderLive,
  useRecorderStatus,
  useVerifyCustody,
} from './useRecorder';
import type { DockFinished } from '../../../shared/recorder/contract';

type Notice = { intent: MessageBarIntent; text: string };

/** 校验保管链 / 导出保管链, with the answer kept on screen until dismissed. */
function useCustody(): {
  verify(): Promise<unknown>;
  exportLog(): Promise<unknown>;
  notice: Notice | null;
  dismiss(): void;
} {
  const verify = useVerifyCustody();
  const exporter = useExportCustody();
  const [notice, setNotice] = useState<Notice | null>(null);
  return {
    notice,
    dismiss: () => setNotice(null),
    verify: () =>
      verify.mutateAsync().then(
        (c) =>
          setNotice(
            c.ok
              ? { intent: 'success', text: M.rcCustodyOk(c.count) }
              : { intent: 'error', text: M.rcCustodyBroken(c.brokenAt, c.reason) },
          ),
        (e: unknown) => setNotice({ intent: 'error', text: errorMessage(e) }),
      ),
    exportLog: () =>
      exporter.mutateAsync().then(
        (d) => setNotice({ intent: 'success', text: M.rcCustodyExported(d.savedTo) }),
        (e: unknown) => setNotice({ intent: 'error', text: errorMessage(e) }),
      ),
  };
}

type TabId = 'session' | 'history' | 'stale';

function CentrePanel({ onClose }: { onClose(): void }): ReactElement {
  const styles = useRecorderStyles();
  const net = useNet();
  const { navigate } = useRouter();
  const status = useRecorderStatus();
  const [tab, setTab] = useState<TabId>(() =>
    (status.data?.files.length ?? 0) > 0 ? 'session' : 'history',
  );
  const imports = useRecorderImports(tab === 'history');
  // Read when its tab is first shown (it gathers the officer's tasks), then kept with the centre.
  const stale = useStaleVideos(tab === 'stale');
  const staleCount = stale.data?.data.rows.length;
  const custody = useCustody();
  const active = activeCount(status.data);
  const { refetch } = status;
  // Opening the centre asks main again: events missed while the bridge reconnected are caught up.
  useEffect(() => {
    void refetch();
  }, [refetch]);

  const openSettings = (): void => {
    onClose();
    navigate(ROUTES.settings);
  };

  return (
    <>
      <DrawerHeader>
        <CentreTitle title={M.rcCentreTitle} onClose={onClose} />
        <div className={styles.toolbar}>
          <Text className={styles.summary}>
            {active > 0 ? M.rcBadge(active) : M.rcNothingActive}
          </Text>
          <div className={styles.toolbarButtons}>
            <ActionButton
              size="small"
              icon={<ShieldCheckmark16Regular />}
              onAction={custody.verify}
            >
              {M.rcCustodyVerify}
            </ActionButton>
            <ActionButton
              size="small"
              icon={<ArrowDownload16Regular />}
              onAction={custody.exportLog}
            >
              {M.rcCustodyExport}
            </ActionButton>
          </div>
        </div>
        <div className={styles.bars}>
          {custody.notice ? (
            <MessageBar
              intent={custody.notice.intent}
              layout="multiline"
              role={custody.notice.intent === 'error' ? 'alert' : 'status'}
            >
              <MessageBarBody>{custody.notice.text}</MessageBarBody>
              <MessageBarActions
                containerAction={
                  <Button
                    appearance="transparent"
                    size="small"
                    aria-label={M.close}
                    icon={<Dismiss16Regular />}
                    onClick={custody.dismiss}
                  />
                }
              />
            </MessageBar>
          ) : null}
          {!net.online ? (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{M.rcOffline}</MessageBarBody>
            </MessageBar>
          ) : null}
          {status.data && !status.data.running && status.data.docks.length > 0 ? (
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{M.rcNotRunning}</MessageBarBody>
            </MessageBar>
          ) : null}
        </div>
        <TabList
          className={styles.tabs}
          selectedValue={tab}
          onTabSelect={(_, d) => setTab(d.value as TabId)}
          size="small"
        >
          <Tab value="session">
            {status.data && status.data.files.length > 0
              ? `${M.rcTabSession}（${status.data.files.length}）`
              : M.rcTabSession}
          </Tab>
          <Tab value="history">{M.rcTabHistory}</Tab>
          <Tab value="stale">{staleCount ? M.staleTabCount(staleCount) : M.staleTab}</Tab>
        </TabList>
      </DrawerHeader>
      {/* Both are polled: a failed later read keeps what was read before. */}
      <DrawerBody>
        {tab === 'session' ? (
          <QueryBody query={status} keepDataOnError>
            {(data) => (
              <SessionView
                status={data}
                onOpenSettings={openSettings}
                onShowHistory={() => setTab('history')}
              />
            )}
          </QueryBody>
        ) : tab === 'history' ? (
          <QueryBody query={imports} keepDataOnError>
            {(rows) => <HistoryView rows={rows} />}
          </QueryBody>
        ) : (
          <QueryBody query={stale}>
            {(d) => <StaleVideosView list={d.data} onClose={onClose} />}
          </QueryBody>
        )}
      </DrawerBody>
    </>
  );
}

/** The header button of the import centre: a badge with the files importing, opening the centre. */
export function RecorderCentreButton({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}): ReactElement {
  const styles = useRecorderStyles();
  const notify = useNotify();
  const status = useRecorderStatus();
  const onDockFinished = useCallback(
    (d: Pick<DockFinished, 'imported' | 'duplicates' | 'errors'>) =>
      notify(
        M.rcDockFinished(d.imported, d.duplicates, d.errors),
        d.errors > 0 ? 'warning' : 'success',
      ),
    [notify],
  );
  useRecorderLive(onDockFinished);
  const active = activeCount(status.data);
  return (
    <CentreDrawer
      label={M.rcCentre}
      buttonLabel={M.rcCentreLabel(active)}
      busyText={M.rcBadge(active)}
      icon={<VideoClip20Regular />}
      count={active}
      badgeColor="brand"
      badgeClassName={styles.badge}
      className={className}
      labelClassName={labelClassName}
      drawerLabel={M.rcCentreTitle}
    >
      {(close) => <CentrePanel onClose={close} />}
    </CentreDrawer>
  );
}
