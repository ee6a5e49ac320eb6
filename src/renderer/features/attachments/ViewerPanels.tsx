import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  Document24Regular,
  Image24Regular,
  MusicNote224Regular,
  Video24Regular,
} from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { NetButton } from '../../components/NetButton';
import { formatServerTime } from '../../platform/format';
import { displayName } from './rules';
import { useMediaUrl } from './useAttachments';
import { formatSize } from '../../../shared/common/files';
import { type ViewerTab } from '../../../shared/attachments/rules';
import type { AttachmentFile, AttachmentGroup } from '../../../shared/attachments/schemas';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupTitle: {
    fontWeight: tokens.fontWeightSemibold,
    paddingBottom: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'left',
    ':hover': { border: `1px solid ${tokens.colorBrandStroke1}`, boxShadow: tokens.shadow4 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  thumb: {
    height: '110px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground4,
  },
  thumbImg: { width: '100%', height: '100%', objectFit: 'cover' },
  tileName: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontSize: tokens.fontSizeBase200,
  },
  list: { display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  rowIcon: { color: tokens.colorBrandForeground1, flexShrink: 0 },
  rowMain: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  rowName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  rowMeta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function Thumb({ file }: { file: AttachmentFile }): ReactElement {
  const styles = useStyles();
  const media = useMediaUrl(file.MD5);
  const [broken, setBroken] = useState(false);
  return (
    <span className={styles.thumb}>
      {media.data && !broken ? (
        <img
          className={styles.thumbImg}
          src={media.data.url}
          alt=""
          loading="lazy"
          onError={() => setBroken(true)}
        />
      ) : (
        <Image24Regular aria-hidden />
      )}
    </span>
  );
}

export type PanelProps = {
  tab: ViewerTab;
  groups: readonly AttachmentGroup[];
  onOpen(file: AttachmentFile, tab: ViewerTab): void;
  /** Absent when the viewer has no runId to download with. */
  onDownload?(file: AttachmentFile): void;
};

const ICONS: Record<ViewerTab, ReactElement> = {
  images: <Image24Regular />,
  files: <Document24Regular />,
  videos: <Video24Regular />,
  audio: <MusicNote224Regular />,
  other: <Document24Regular />,
};

/** One tab's groups: image tiles for images, rows for the rest. */
export function ViewerPanel({ tab, groups, onOpen, onDownload }: PanelProps): ReactElement {
  const styles = useStyles();
  return (
    <>
      {groups.map((g) => (
        <section key={g.wsmc} className={styles.group} aria-label={g.wsmc}>
          <Text className={styles.groupTitle}>{g.wsmc}</Text>
          {tab === 'images' ? (
            <div className={styles.grid}>
              {g.fjlist.map((f) => (
                <button
                  key={f.ID}
                  type="button"
                  className={styles.tile}
                  aria-label={M.viewerOpen(displayName(f))}
                  onClick={() => onOpen(f, tab)}
                >
                  <Thumb file={f} />
                  <span className={styles.tileName} title={displayName(f)}>
                    {displayName(f)}
                  </span>
                </button>
              ))}
            </div>
          ) : (
            <div className={styles.list}>
              {g.fjlist.map((f) => {
                const name = displayName(f);
                return (
                  <div key={f.ID} className={styles.row}>
                    <span className={styles.rowIcon} aria-hidden>
                      {ICONS[tab]}
                    </span>
                    <div className={styles.rowMain}>
                      <span className={styles.rowName} title={name}>
                        {name}
                      </span>
                      <span className={styles.rowMeta}>
                        {[formatSize(f.FILE_SIZE), formatServerTime(f.CRT_TIME)]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </div>
                    <Button
                      size="small"
                      appearance="subtle"
                      aria-label={M.viewerOpen(name)}
                      onClick={() => onOpen(f, tab)}
                    >
                      {M.viewerView}
                    </Button>
                    {onDownload ? (
                      <NetButton
                        size="small"
                        appearance="subtle"
                        aria-label={M.rowButtonLabel(M.attDownload, name)}
                        onClick={() => onDownload(f)}
                      >
                        {M.attDownload}
                      </NetButton>
                    ) : null}
                  </div>
                );
              })}
            </div>
          )}
        </section>
      ))}
    </>
  );
}
