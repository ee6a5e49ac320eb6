import { Video16Regular } from '@fluentui/react-icons';
import { M } from '../../../shared/messages';
import type { VIDEOS_TASK_BUTTONS } from '../../../shared/videos/buttons';
import { isTaskClosed } from '../../../shared/tasks/rules';
import { contextGap } from '../../../shared/session/context';
import type { TaskButtonHandler } from '../../platform/buttons';
import { EvidenceDialog } from './EvidenceDialog';
import { TaskVideos } from './TaskVideos';

export const videosTaskButtons = {
  video: {
    help: M.helpVideo,
    icon: Video16Regular,
    // The bound videos read through the cache; binding and unbinding are disabled offline (NetButton).
    offline: 'cached',
    run: (ctx) => {
      // The video list starts at the officer's unit; a login that could not find the unit (or, for
      // a task without the video flag, the regional unit code) says so instead.
      const gap =
        ctx.config.rwxx.SFZFSP === '1'
          ? contextGap(ctx.user, 'unitId')
          : contextGap(ctx.user, 'regionCode', 'unitId');
      if (gap) {
        ctx.notify(gap, 'warning');
        return;
      }
      ctx.show(
        <TaskVideos
          rwid={ctx.RWID}
          runId={ctx.runId}
          unit={{ id: ctx.user.company_id, name: ctx.user.company_name }}
          readOnly={isTaskClosed(ctx.config.rwxx.rwzt)}
          onClose={ctx.close}
        />,
      );
    },
  },
  evidenceSync: {
    help: M.helpEvidenceSync,
    // The evidence tree reads through the cache; 同步 needs the server (NetButton).
    offline: 'cached',
    run: (ctx) =>
      ctx.show(<EvidenceDialog runId={ctx.runId} rwid={ctx.RWID} onClose={ctx.close} />),
  },
} satisfies Record<(typeof VIDEOS_TASK_BUTTONS)[number]['type'], TaskButtonHandler>;
