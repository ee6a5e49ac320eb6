import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { useRef, type ReactElement } from 'react';
import { M } from '../../../shared/messages';

const useStyles = makeStyles({
  surface: { width: '1100px', maxWidth: 'calc(100vw - 48px)' },
  frame: { width: '100%', height: 'calc(100vh - 240px)', minHeight: '360px', border: 'none', display: 'block', backgroundColor: '#fff' },
});

export type PreviewFile = { url: string; title: string };

/** 文件预览: the preview service's page in a large dialog. */
export function PreviewDialog({ file, onClose }: { file: PreviewFile | null; onClose(): void }): ReactElement | null {
  const styles = useStyles();
  if (!file) return null;
  return (
    <Dialog open={file !== null} onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{M.previewTitle}</DialogTitle>
          <DialogContent>{file ? <iframe className={styles.frame} src={file.url} title={M.previewTitle} /> : null}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{M.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export type PrintDoc = { html: string; title: string };

/** The filled print template, shown as it will print; 打印 opens the system print dialog for it alone. */
export function PrintDialog({ doc, onClose }: { doc: PrintDoc | null; onClose(): void }): ReactElement | null {
  const styles = useStyles();
  const frame = useRef<HTMLIFrameElement | null>(null);
  if (!doc) return null;
  return (
    <Dialog open={doc !== null} onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{doc ? `${M.printTitle}：${doc.title}` : M.printTitle}</DialogTitle>
          <DialogContent>
            {/* sandbox without scripts: the template is data, printed as is. allow-modals lets print() open. */}
            {doc ? <iframe ref={frame} className={styles.frame} srcDoc={doc.html} title={M.printTitle} sandbox="allow-same-origin allow-modals" /> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => frame.current?.contentWindow?.print()}>
              {M.printButton}
            </Button>
            <Button onClick={onClose}>{M.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
