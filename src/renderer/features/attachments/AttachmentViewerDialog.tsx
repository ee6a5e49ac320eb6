import {
  Button,
  CounterBadge,
  Tab,
  TabList,
  Toast,
  ToastBody,
  ToastTitle,
  makeStyles,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { FolderZip16Regular } from '@fluentui/react-icons';
import { useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { errorMessage } from '../../platform/errors';
import { TOASTER_ID, useNotify } from '../../platform/notify';
import { useRunAction } from '../../platform/useRunAction';
import { ActionButton } from '../../components/ActionButton';
import { DialogShell } from '../../components/DialogShell';
import { EmptyState } from '../../components/EmptyState';
import { OfflineReason, useOfflineBlocked } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { PreviewDialog } from '../documents';
import { ImageViewer, PlayerDialog } from './MediaDialogs';
import { countOf, displayName, groupsByTab, VIEWER_TABS } from './rules';
import { useAttachmentGroups } from './useAttachments';
import { ViewerPanel } from './ViewerPanels';
import type { ViewerTab } from '../../../shared/attachments/rules';
import type { AttachmentFile } from '../../../shared/attachments/schemas';
import { TASK_LINK_TYPE } from '../../../shared/attachments/constants';
import { BUSINESS_TYPE } from '../../../shared/uploads/constants';

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minHeight: '360px',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  tab: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxHeight: 'calc(100vh - 320px)',
    overflowY: 'auto',
    paddingRight: tokens.spacingHorizontalXS,
  },
});

const TAB_LABEL: Record<ViewerTab, string> = {
  images: M.viewerTabImages,
  files: M.viewerTabFiles,
  videos: M.viewerTabVideos,
  audio: M.viewerTabAudio,
  other: M.viewerTabOther,
};
const TAB_EMPTY: Record<ViewerTab, string> = {
  images: M.viewerEmptyImages,
  files: M.viewerEmptyFiles,
  videos: M.viewerEmptyVideos,
  audio: M.viewerEmptyAudio,
  other: M.viewerEmptyOther,
};

export type AttachmentViewerProps = {
  RWID: string;
  /** Needed to download single files; without it only viewing is offered. */
  runId?: string;
  SFCXLSSJ?: string;
  onClose(): void;
};

type Open =
  | { kind: 'image'; images: AttachmentFile[]; index: number }
  | { kind: 'video' | 'audio'; file: AttachmentFile }
  | { kind: 'doc'; url: string; title: string };

/** A failed download: '下载失败！' as the title, the reason under it. */
function useDownloadFailed(): (e: unknown) => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return (e) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{M.fileDownloadFailed}</ToastTitle>
        <ToastBody>{errorMessage(e)}</ToastBody>
      </Toast>,
      { intent: 'warning', timeout: 8000 },
    );
}

/**
 * 查看附件 (spec 01 §2, §3, §4, §7): a task's attachments by document (groups with the same wsmc
 * merged), in tabs by FILE_TYPE; images open in a viewer, video and audio play, documents preview.
 */
export function AttachmentViewerDialog({
  RWID,
  runId,
  SFCXLSSJ,
  onClose,
}: AttachmentViewerProps): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const notify = useNotify();
  const run = useRunAction();
  const downloadFailed = useDownloadFailed();
  const offline = useOfflineBlocked();
  const query = useAttachmentGroups(RWID, SFCXLSSJ);
  const [tab, setTab] = useState<ViewerTab>('images');
  const [open, setOpen] = useState<Open | null>(null);
  const byTab = useMemo(() => groupsByTab(query.data?.data ?? []), [query.data]);
  // 其他 only when there is something in it.
  const tabs = VIEWER_TABS.filter((t) => t !== 'other' || byTab.other.length > 0);

  const openFile = (file: AttachmentFile, where: ViewerTab): void => {
    if (where === 'images') {
      const images = byTab.images.flatMap((g) => g.fjlist);
      return setOpen({
        kind: 'image',
        images,
        index: Math.max(
          0,
          images.findIndex((f) => f.ID === file.ID),
        ),
      });
    }
    if (where === 'videos') return setOpen({ kind: 'video', file });
    if (where === 'audio') return setOpen({ kind: 'audio', file });
    if (where === 'files' && file.MD5) {
      void run(() => call('documents:previewUrl', { md5: file.MD5 })).then(
        (r) => r && setOpen({ kind: 'doc', url: r.url, title: displayName(file) }),
      );
      return;
    }
    notify(M.attachmentNoViewer, 'warning');
  };

  const download = runId
    ? (file: AttachmentFile): void => {
        void run(
          () =>
            call('attachments:download', {
              // The viewer shows every file of the task: it downloads in the task's link mode.
              runId,
              businessId: RWID,
              businessType: BUSINESS_TYPE.task,
              linkType: TASK_LINK_TYPE,
              fileId: file.ID,
              fileName: displayName(file) || file.ID,
            }),
          (r) => M.savedTo(r.savedTo),
        );
      }
    : undefined;

  const mobilePackage = async (): Promise<void> => {
    try {
      const r = await call('attachments:mobilePackage', { RWID });
      notify(M.savedTo(r.savedTo), 'success', r.file);
    } catch (e) {
      downloadFailed(e);
    }
  };

  return (
    <DialogShell
      title={M.viewerTitle}
      onClose={onClose}
      width={1000}
      contentClassName={styles.content}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      <div className={styles.bar}>
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as ViewerTab)}>
          {tabs.map((t) => {
            const n = countOf(byTab[t]);
            return (
              <Tab key={t} value={t}>
                <span className={styles.tab}>
                  {TAB_LABEL[t]}
                  {n > 0 ? (
                    <CounterBadge
                      count={n}
                      size="small"
                      appearance="ghost"
                      color="informative"
                      aria-hidden
                    />
                  ) : null}
                </span>
              </Tab>
            );
          })}
        </TabList>
        <span className={styles.spacer} />
        <OfflineReason blocked={offline}>
          <ActionButton
            size="small"
            icon={<FolderZip16Regular />}
            disabledFocusable={offline}
            onAction={mobilePackage}
          >
            {M.viewerMobilePackage}
          </ActionButton>
        </OfflineReason>
      </div>
      <QueryBody query={query}>
        {() => (
          <div className={styles.panel} role="tabpanel" aria-label={TAB_LABEL[tab]}>
            {byTab[tab].length === 0 ? (
              <EmptyState text={TAB_EMPTY[tab]} />
            ) : (
              <ViewerPanel tab={tab} groups={byTab[tab]} onOpen={openFile} onDownload={download} />
            )}
          </div>
        )}
      </QueryBody>
      {open?.kind === 'image' ? (
        <ImageViewer images={open.images} start={open.index} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'video' || open?.kind === 'audio' ? (
        <PlayerDialog file={open.file} kind={open.kind} onClose={() => setOpen(null)} />
      ) : null}
      <PreviewDialog
        narrow
        file={
          open?.kind === 'doc'
            ? { url: open.url, title: M.titled(M.previewTitle, open.title) }
            : null
        }
        onClose={() => setOpen(null)}
      />
    </DialogShell>
  );
}
