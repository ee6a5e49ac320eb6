import { Badge } from '@fluentui/react-components';
import { CircleFilled, PlugDisconnected16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { formatDateTime } from '../platform/format';
import { useNet } from '../platform/network';
import { useBackendUp } from './backend';

/**
 * The connection badge: 在线 / 离线 for the server, and 后台已断开 when the client's own back end
 * is gone (then the server's state is unknown, and nothing can be done until it is back).
 */
export function NetBadge(): ReactElement {
  const net = useNet();
  const backendUp = useBackendUp();
  if (!backendUp)
    return (
      <Badge
        role="status"
        aria-label={M.networkStatus}
        appearance="filled"
        color="severe"
        icon={<PlugDisconnected16Regular />}
        title={M.backendLostHint}
      >
        {M.backendLost}
      </Badge>
    );
  return (
    <Badge
      role="status"
      aria-label={M.networkStatus}
      appearance="filled"
      color={net.online ? 'success' : 'danger'}
      icon={<CircleFilled fontSize={8} />}
      title={net.since ? formatDateTime(net.since) : undefined}
    >
      {net.online ? M.online : M.offline}
    </Badge>
  );
}
