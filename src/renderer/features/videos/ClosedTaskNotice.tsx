import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';

/** Top of the bound-videos and list dialogs of an archived or voided task: the videos are view-only. */
export function ClosedTaskNotice(): ReactElement {
  return (
    <MessageBar intent="info">
      <MessageBarBody>{M.videoTaskClosedNotice}</MessageBarBody>
    </MessageBar>
  );
}
