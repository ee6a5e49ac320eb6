import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { useNet } from '../platform/network';
import { formatDateTime } from '../platform/format';

/**
 * Shown over data that came from the local cache, and over any data on screen while the client is
 * offline: what the officer reads may be older than the server's, and the time says how old.
 */
export function OfflineBanner({
  source,
  updatedAt,
}: {
  source: 'network' | 'cache';
  updatedAt: number;
}): ReactElement | null {
  const net = useNet();
  if (source !== 'cache' && net.online) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{M.offlineBanner(formatDateTime(updatedAt))}</MessageBarBody>
    </MessageBar>
  );
}
