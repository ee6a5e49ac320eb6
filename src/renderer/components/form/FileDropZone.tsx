import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUpload24Regular } from '@fluentui/react-icons';
import {
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { M } from '../../../shared/messages';
import { dragHasFiles, filesOfDrop } from '../../platform/files';

const useStyles = makeStyles({
  zone: { position: 'relative' },
  overlay: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    border: `2px dashed ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    // The overlay must not take the drag events: they stay with the zone beneath it.
    pointerEvents: 'none',
    opacity: 0.95,
  },
});

export type FileDropZoneProps = {
  /** The dropped files (read during the drop: the browser empties the drag afterwards). */
  onFiles(files: File[]): void;
  /** A drop of something else than files, or of a folder: the officer's message. */
  onRefused(message: string): void;
  /** No highlight and no drop (read-only, or busy choosing). */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
};

/** Text dragged within an input keeps working: such a drag is the input's, not the zone's. */
function isEditableTarget(target: EventTarget): boolean {
  return (
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    !target.readOnly &&
    !target.disabled
  );
}

/**
 * An area that takes files dropped on it, highlighted while a drag is over it
 * ('松开鼠标即可添加文件'). While one is mounted, a file dropped beside it does nothing: the
 * browser would otherwise open the file in place of the client.
 */
export function FileDropZone({
  onFiles,
  onRefused,
  disabled = false,
  className,
  children,
}: FileDropZoneProps): ReactElement {
  const styles = useStyles();
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);

  useEffect(() => {
    const guard = (e: globalThis.DragEvent): void => {
      if (e.defaultPrevented || !dragHasFiles(e.dataTransfer)) return;
      e.preventDefault();
      if (e.type === 'dragover' && e.dataTransfer) e.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', guard);
    window.addEventListener('drop', guard);
    return () => {
      window.removeEventListener('dragover', guard);
      window.removeEventListener('drop', guard);
    };
  }, []);

  const ours = (e: DragEvent<HTMLDivElement>): boolean =>
    !disabled && (dragHasFiles(e.dataTransfer) || !isEditableTarget(e.target));

  const onDragEnter = (e: DragEvent<HTMLDivElement>): void => {
    if (!ours(e)) return;
    e.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragOver = (e: DragEvent<HTMLDivElement>): void => {
    if (!ours(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    if (!over) setOver(true);
  };
  const onDragLeave = (): void => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>): void => {
    depth.current = 0;
    setOver(false);
    if (!ours(e)) return;
    e.preventDefault();
    const dropped = filesOfDrop(e.dataTransfer);
    if ('refusal' in dropped) onRefused(dropped.refusal);
    else onFiles(dropped.files);
  };

  return (
    <div
      className={mergeClasses(styles.zone, className)}
      data-dropping={over ? 'true' : undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      {children}
      {over ? (
        <div className={styles.overlay} role="status">
          <ArrowUpload24Regular aria-hidden />
          {M.dropHere}
        </div>
      ) : null}
    </div>
  );
}
