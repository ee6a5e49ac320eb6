import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowClockwise20Regular,
  ArrowCounterclockwise20Regular,
  ChevronLeft20Regular,
  ChevronRight20Regular,
  ZoomFit20Regular,
  ZoomIn20Regular,
  ZoomOut20Regular,
} from '@fluentui/react-icons';
import { useEffect, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { ErrorState } from '../../components/ErrorState';
import { QueryBody } from '../../components/QueryBody';
import { displayName } from './rules';
import {
  applyPage,
  applyView,
  FIT,
  isPageAction,
  keyAction,
  transformOf,
  type PageAction,
  type ViewAction,
} from './imageView';
import { useMediaUrl } from './useAttachments';
import type { AttachmentFile } from '../../../shared/attachments/schemas';

const useStyles = makeStyles({
  surface: { width: '1000px', maxWidth: 'calc(100vw - 48px)' },
  stage: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 'calc(100vh - 260px)',
    minHeight: '320px',
    backgroundColor: '#1b1b1b',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  image: {
    maxWidth: '100%',
    maxHeight: '100%',
    objectFit: 'contain',
    transitionProperty: 'transform',
    transitionDuration: tokens.durationFast,
  },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  zoom: { minWidth: '48px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
  video: { width: '100%', height: '100%', backgroundColor: '#000' },
  audioStage: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingVerticalXXL,
  },
  audio: { width: '100%' },
  nav: {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    backgroundColor: 'rgba(255,255,255,0.85)',
  },
  prev: { left: tokens.spacingHorizontalM },
  next: { right: tokens.spacingHorizontalM },
  counter: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorNeutralForegroundInverted },
});

function MediaUrl({
  file,
  children,
}: {
  file: AttachmentFile;
  children(url: string): ReactElement;
}): ReactElement {
  const media = useMediaUrl(file.MD5);
  return <QueryBody query={media}>{(d) => children(d.url)}</QueryBody>;
}

/**
 * Images of a tab, one at a time: previous / next, zoom and rotate, by buttons and by keys
 * (←/→ PageUp/PageDown Home/End, + − 0, R and Shift+R; imageView.ts).
 */
export function ImageViewer({
  images,
  start,
  onClose,
}: {
  images: readonly AttachmentFile[];
  start: number;
  onClose(): void;
}): ReactElement {
  const styles = useStyles();
  const [index, setIndex] = useState(start);
  const [broken, setBroken] = useState(false);
  const [view, setView] = useState(FIT);
  const file = images[index];
  const act = (action: ViewAction | PageAction): void => {
    if (!isPageAction(action)) return setView((v) => applyView(v, action));
    const next = applyPage(index, images.length, action);
    if (next === index) return;
    setBroken(false);
    setView(FIT);
    setIndex(next);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      // Keys typed into a field are the field's.
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      const action = keyAction(e);
      if (!action) return;
      e.preventDefault();
      act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const tool = (action: ViewAction, label: string, icon: ReactElement): ReactElement => (
    <Button
      appearance="subtle"
      icon={icon}
      aria-label={label}
      title={label}
      onClick={() => act(action)}
    />
  );
  return (
    <DialogShell
      title={file ? displayName(file) : ''}
      onClose={onClose}
      surfaceClassName={styles.surface}
      actions={
        <>
          <div className={styles.tools} role="toolbar" aria-label={M.viewerTools}>
            {tool('zoomOut', M.viewerZoomOut, <ZoomOut20Regular />)}
            <Text className={styles.zoom} aria-live="polite">
              {M.viewerZoom(Math.round(view.zoom * 100))}
            </Text>
            {tool('zoomIn', M.viewerZoomIn, <ZoomIn20Regular />)}
            {tool('fit', M.viewerFit, <ZoomFit20Regular />)}
            {tool('rotateLeft', M.viewerRotateLeft, <ArrowCounterclockwise20Regular />)}
            {tool('rotateRight', M.viewerRotateRight, <ArrowClockwise20Regular />)}
          </div>
          <Text className={styles.counter}>{M.viewerCounter(index + 1, images.length)}</Text>
          <Button onClick={onClose}>{M.close}</Button>
        </>
      }
    >
      <div className={styles.stage}>
        {file ? (
          <MediaUrl key={file.ID} file={file}>
            {(url) =>
              broken ? (
                <Text className={styles.error}>{M.viewerMediaFailed}</Text>
              ) : (
                <img
                  className={styles.image}
                  style={{ transform: transformOf(view) }}
                  src={url}
                  alt={displayName(file)}
                  onError={() => setBroken(true)}
                />
              )
            }
          </MediaUrl>
        ) : null}
        {images.length > 1 ? (
          <>
            <Button
              className={mergeClasses(styles.nav, styles.prev)}
              shape="circular"
              icon={<ChevronLeft20Regular />}
              aria-label={M.viewerPrev}
              disabled={index === 0}
              onClick={() => act('prev')}
            />
            <Button
              className={mergeClasses(styles.nav, styles.next)}
              shape="circular"
              icon={<ChevronRight20Regular />}
              aria-label={M.viewerNext}
              disabled={index >= images.length - 1}
              onClick={() => act('next')}
            />
          </>
        ) : null}
      </div>
    </DialogShell>
  );
}

/** Plays a video or an audio recording from the media address. */
export function PlayerDialog({
  file,
  kind,
  onClose,
}: {
  file: AttachmentFile;
  kind: 'video' | 'audio';
  onClose(): void;
}): ReactElement {
  const styles = useStyles();
  const [broken, setBroken] = useState(false);
  const name = displayName(file);
  return (
    <DialogShell
      title={name}
      onClose={onClose}
      surfaceClassName={styles.surface}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      <MediaUrl file={file}>
        {(url) =>
          broken ? (
            <ErrorState error={new Error(M.viewerMediaFailed)} onRetry={() => setBroken(false)} />
          ) : kind === 'video' ? (
            <div className={styles.stage}>
              <video
                className={styles.video}
                src={url}
                controls
                autoPlay
                aria-label={name}
                onError={() => setBroken(true)}
              />
            </div>
          ) : (
            <div className={styles.audioStage}>
              <audio
                className={styles.audio}
                src={url}
                controls
                autoPlay
                aria-label={name}
                onError={() => setBroken(true)}
              />
            </div>
          )
        }
      </MediaUrl>
    </DialogShell>
  );
}
