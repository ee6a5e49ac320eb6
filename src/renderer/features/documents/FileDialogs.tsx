import { Button, makeStyles } from '@fluentui/react-components';
import { useRef, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';

const useStyles = makeStyles({
  surface: { width: '1100px', maxWidth: 'calc(100vw - 48px)' },
  surfaceNarrow: { width: '1000px', maxWidth: 'calc(100vw - 48px)' },
  frame: {
    width: '100%',
    height: 'calc(100vh - 240px)',
    minHeight: '360px',
    border: 'none',
    display: 'block',
    backgroundColor: '#fff',
  },
});

/** A file on the preview service: its address and the dialog's title. */
export type PreviewFile = { url: string; title: string };

export type PreviewDialogProps = {
  file: PreviewFile | null;
  onClose(): void;
  /** Opened over the attachment viewer: as wide as that dialog. */
  narrow?: boolean;
};

/** 文件预览: the preview service's page (md5 + expireTime address) in a large dialog. */
export function PreviewDialog({
  file,
  onClose,
  narrow = false,
}: PreviewDialogProps): ReactElement | null {
  const styles = useStyles();
  if (!file) return null;
  return (
    <DialogShell
      title={file.title}
      onClose={onClose}
      surfaceClassName={narrow ? styles.surfaceNarrow : styles.surface}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      <iframe className={styles.frame} src={file.url} title={M.previewTitle} />
    </DialogShell>
  );
}

export type PrintDoc = { html: string; title: string };

/** The filled print template, shown as it will print; 打印 opens the system print dialog for it alone. */
export function PrintDialog({
  doc,
  onClose,
}: {
  doc: PrintDoc | null;
  onClose(): void;
}): ReactElement | null {
  const styles = useStyles();
  const frame = useRef<HTMLIFrameElement | null>(null);
  if (!doc) return null;
  return (
    <DialogShell
      title={`${M.printTitle}：${doc.title}`}
      onClose={onClose}
      surfaceClassName={styles.surface}
      actions={
        <>
          <Button appearance="primary" onClick={() => frame.current?.contentWindow?.print()}>
            {M.printButton}
          </Button>
          <Button onClick={onClose}>{M.close}</Button>
        </>
      }
    >
      {/* sandbox without scripts: the template is data, printed as is. allow-modals lets print() open. */}
      <iframe
        ref={frame}
        className={styles.frame}
        srcDoc={doc.html}
        title={M.printTitle}
        sandbox="allow-same-origin allow-modals"
      />
    </DialogShell>
  );
}
