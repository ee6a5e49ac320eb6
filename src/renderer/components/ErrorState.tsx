import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwise16Regular, CloudOff48Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { errorKind, errorMessage } from '../platform/errors';

const useStyles = makeStyles({
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
  },
  icon: { color: tokens.colorNeutralForeground4 },
  text: { color: tokens.colorNeutralForeground2, maxWidth: '480px' },
});

export type ErrorStateProps = {
  error: unknown;
  onRetry?: () => void;
  /** Text for 'needs-network' (nothing cached yet); each screen words it for what it shows. */
  needsNetworkMessage?: string;
  retrying?: boolean;
};

/**
 * A failed read. "Not cached yet and offline" is not a fault of the officer or the server, so it
 * gets a calm empty state; everything else an error bar with the reason.
 */
export function ErrorState({
  error,
  onRetry,
  needsNetworkMessage = M.errNeedsNetwork,
  retrying = false,
}: ErrorStateProps): ReactElement {
  const styles = useStyles();
  const retry = onRetry ? (
    <Button size="small" icon={<ArrowClockwise16Regular />} onClick={onRetry} disabled={retrying}>
      {M.retry}
    </Button>
  ) : null;

  if (errorKind(error) === 'needs-network') {
    return (
      <div className={styles.empty} role="status">
        <CloudOff48Regular className={styles.icon} aria-hidden />
        <Text size={400} className={styles.text}>
          {needsNetworkMessage}
        </Text>
        {retry}
      </div>
    );
  }
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{errorMessage(error)}</MessageBarBody>
      {retry ? <MessageBarActions>{retry}</MessageBarActions> : null}
    </MessageBar>
  );
}
