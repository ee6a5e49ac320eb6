import { Badge, Link, ProgressBar, Text } from '@fluentui/react-components';
import {
  Folder16Regular,
  PlugConnected16Regular,
  PlugDisconnected16Regular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { EmptyState } from '../../components/EmptyState';
import { useRecorderStyles } from './recorder.styles';
import { ImportStateTag } from './StateTags';
import type { RecorderDock, RecorderFile, RecorderStatus } from '../../../shared/recorder/contract';
import { formatSize } from '../../../shared/common/files';

function DockRow({ dock }: { dock: RecorderDock }): ReactElement {
  const styles = useRecorderStyles();
  return (
    <li className={styles.item} aria-label={dock.folder}>
      <div className={styles.head}>
        <span className={styles.kind} aria-hidden>
          <Folder16Regular />
        </span>
        <span className={styles.folder} title={dock.folder}>
          {dock.folder}
        </span>
        <Badge
          appearance="tint"
          shape="rounded"
          color={dock.present ? 'success' : 'subtle'}
          icon={dock.present ? <PlugConnected16Regular /> : <PlugDisconnected16Regular />}
          data-present={dock.present}
        >
          {dock.present ? M.rcDockPresent : M.rcDockAbsent}
        </Badge>
      </div>
      <span className={styles.meta}>{M.rcDockRecorders(dock.recorders)}</span>
      <span className={styles.counts}>
        {M.rcDockCounts(dock.found, dock.done, dock.duplicates, dock.errors, dock.active)}
      </span>
    </li>
  );
}

/** Where on the recorder the file sits (DCIM/100MEDIA), relative to its dock; '' at the dock's root. */
export function subfolderOf(f: Pick<RecorderFile, 'path' | 'dock'>): string {
  if (!f.path.startsWith(f.dock)) return '';
  const parts = f.path
    .slice(f.dock.length)
    .split(/[\\/]+/)
    .filter(Boolean);
  return parts.slice(0, -1).join('/');
}

const pctOf = (f: RecorderFile): number =>
  f.size > 0 ? Math.min(100, Math.floor((f.bytesDone * 100) / f.size)) : 0;

function FileRow({ file, onAssign }: { file: RecorderFile; onAssign?: () => void }): ReactElement {
  const styles = useRecorderStyles();
  const copying = file.state === 'copying';
  return (
    <li className={styles.item} aria-label={file.name}>
      <div className={styles.head}>
        <span className={styles.name} title={file.path}>
          {file.name}
        </span>
        <ImportStateTag state={file.state} />
      </div>
      <span className={styles.meta}>
        <span>{M.rcRecorder(file.recorderNumber)}</span>
        <span>{formatSize(file.size)}</span>
        {subfolderOf(file) ? <span title={file.path}>{subfolderOf(file)}</span> : null}
      </span>
      {copying || file.state === 'probing' ? (
        <ProgressBar
          value={copying ? pctOf(file) / 100 : undefined}
          thickness="large"
          color="brand"
          aria-label={M.rowButtonLabel(fileStateLabel(file), file.name)}
        />
      ) : null}
      {copying ? (
        <span className={styles.numbers}>
          {M.uploadBytesPct(formatSize(file.bytesDone), formatSize(file.size), pctOf(file))}
        </span>
      ) : null}
      {file.state === 'error' && file.reason ? (
        <span className={styles.reason}>{file.reason}</span>
      ) : null}
      {file.needsOfficer && file.state !== 'error' && file.state !== 'duplicate' ? (
        <span className={styles.warn}>
          {M.recorderNeedsOfficer}
          {file.state === 'done' && onAssign ? (
            <>
              {' '}
              <Link inline onClick={onAssign}>
                {M.rcGoAssign}
              </Link>
            </>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

const fileStateLabel = (f: RecorderFile): string =>
  f.state === 'copying' ? M.rcStateCopying : M.rcStateProbing;

/** This session: each dock folder and the files found on it, with their progress; 指定警号 is done in the history. */
export function SessionView({
  status,
  onOpenSettings,
  onShowHistory,
}: {
  status: RecorderStatus;
  onOpenSettings(): void;
  onShowHistory(): void;
}): ReactElement {
  const styles = useRecorderStyles();
  if (status.docks.length === 0 && !status.running) return <EmptyState text={M.rcNotRunning} />;
  if (status.docks.length === 0) {
    return (
      <EmptyState text={M.rcNotConfigured}>
        <Text size={200}>{M.rcNotConfiguredHint}</Text>
        <Link onClick={onOpenSettings}>{M.rcGoSettings}</Link>
      </EmptyState>
    );
  }
  // Active files first (what the officer is waiting for), then the settled ones.
  const files = [...status.files].sort((a, b) => Number(isSettled(a)) - Number(isSettled(b)));
  return (
    <>
      <section className={styles.section} aria-label={M.rcDocks}>
        <Text className={styles.sectionTitle}>{M.rcDocks}</Text>
        <ul className={styles.list} aria-label={M.rcDocks}>
          {status.docks.map((d) => (
            <DockRow key={d.folder} dock={d} />
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-label={M.rcSessionFiles}>
        <Text className={styles.sectionTitle}>{M.rcSessionFiles}</Text>
        {files.length === 0 ? (
          <EmptyState text={M.rcNoSessionFiles} />
        ) : (
          <ul className={styles.list} aria-label={M.rcSessionFiles}>
            {files.map((f) => (
              <FileRow key={f.path} file={f} onAssign={onShowHistory} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

const isSettled = (f: RecorderFile): boolean =>
  f.state === 'done' || f.state === 'duplicate' || f.state === 'error';
