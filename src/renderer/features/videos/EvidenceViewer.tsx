import { Button } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import type { EvidenceFile } from './evidence';
import { MediaStage } from './MediaStage';
import { useVideoStyles } from './videos.styles';

/** An evidence file by its fileUrl: the image, or the player without a download control. */
export function EvidenceViewer({
  file,
  image,
  onClose,
}: {
  file: EvidenceFile;
  image: boolean;
  onClose(): void;
}): ReactElement {
  const styles = useVideoStyles();
  const name = file.fileName ?? '';
  return (
    <DialogShell
      title={name}
      onClose={onClose}
      nested
      surfaceClassName={styles.surfaceMedia}
      actions={<Button onClick={onClose}>{M.close}</Button>}
    >
      <MediaStage url={file.fileUrl} name={name} image={image} />
    </DialogShell>
  );
}
