import { Badge } from '@fluentui/react-components';
import { CircleFilled } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { formatDateTime } from '../platform/format';
import { useNet } from '../platform/network';

export function NetBadge(): ReactElement {
  const net = useNet();
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
