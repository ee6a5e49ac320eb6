import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { formatDateTime } from '../lib/format';

/** Shown over data that came from the local cache instead of the server. */
export function OfflineBanner({ source, updatedAt }: { source: 'network' | 'cache'; updatedAt: number }): ReactElement | null {
  if (source !== 'cache') return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{M.offlineBanner(formatDateTime(updatedAt))}</MessageBarBody>
    </MessageBar>
  );
}
