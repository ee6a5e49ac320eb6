import { Text } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useVideoStyles } from './videos.styles';

/**
 * A recorder file on a dark stage: the image, or the player. Evidence must not leave the system
 * through the player, so its download control and picture-in-picture are hidden (spec 01 §9).
 */
export function MediaStage({
  url,
  name,
  image,
  autoPlay = false,
}: {
  url: string | null;
  name: string;
  image: boolean;
  autoPlay?: boolean;
}): ReactElement {
  const styles = useVideoStyles();
  const [broken, setBroken] = useState(false);
  let inner: ReactElement;
  if (!url) inner = <Text className={styles.stageText}>{M.videoNoUrl}</Text>;
  else if (broken) inner = <Text className={styles.stageText}>{M.viewerMediaFailed}</Text>;
  else if (image)
    inner = <img className={styles.image} src={url} alt={name} onError={() => setBroken(true)} />;
  else
    inner = (
      <video
        className={styles.video}
        src={url}
        controls
        autoPlay={autoPlay}
        controlsList="nodownload noremoteplayback"
        disablePictureInPicture
        onContextMenu={(e) => e.preventDefault()}
        aria-label={name}
        onError={() => setBroken(true)}
      />
    );
  return <div className={styles.stage}>{inner}</div>;
}
