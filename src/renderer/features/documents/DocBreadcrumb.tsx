import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { shortTaskName } from '../../../shared/tasks/names';
import { useRouter } from '../../platform/router';
import { ROUTES, buildPath, detailRouteFor } from '../../platform/routes';

/**
 * Where a document page is (issue 29): 我的任务 › <the task's short name> › <the document>. The task
 * goes back to its detail screen (its tab when open) and carries its full name as tooltip; until
 * the task is read its step is left out.
 */
export function DocBreadcrumb({
  task,
  runId,
  RWID,
  title,
}: {
  task: { RWMC: string; RWLX: number | null } | null;
  runId: string;
  RWID: string;
  title: string;
}): ReactElement {
  const { navigate } = useRouter();
  return (
    <Breadcrumb aria-label={M.breadcrumb} size="small">
      <BreadcrumbItem>
        <BreadcrumbButton onClick={() => navigate(ROUTES.tasks)}>{M.navMyTasks}</BreadcrumbButton>
      </BreadcrumbItem>
      {task ? (
        <>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton
              title={task.RWMC}
              aria-label={task.RWMC}
              onClick={() => navigate(buildPath(detailRouteFor(task.RWLX), { runId, RWID }))}
            >
              {shortTaskName(task.RWMC)}
            </BreadcrumbButton>
          </BreadcrumbItem>
        </>
      ) : null}
      <BreadcrumbDivider />
      <BreadcrumbItem>
        <BreadcrumbButton current>{title}</BreadcrumbButton>
      </BreadcrumbItem>
    </Breadcrumb>
  );
}
