import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import type { EvidenceFile } from './evidence';
import { MediaStage } from './MediaStage';
import { nestedBackdrop, useVideoStyles } from './videos.styles';

/** An evidence file by its fileUrl: the image, or the player without a download control. */
export function EvidenceViewer({ file, image, onClose }: { file: EvidenceFile; image: boolean; onClose(): void }): ReactElement {
  const styles = useVideoStyles();
  const name = file.fileName ?? '';
  return (
    <Dialog open onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surfaceMedia} backdrop={nestedBackdrop()}>
        <DialogBody>
          <DialogTitle>{name}</DialogTitle>
          <DialogContent>
            <MediaStage url={file.fileUrl} name={name} image={image} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{M.close}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
