import { Button } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { EmptyState } from '../components/EmptyState';
import { ApprovalPage, DocumentPage, SendPage } from '../features/documents/index';
import { ProjectDetailPage } from '../features/project-detail/index';
import { SettingsPage } from '../features/settings/index';
import { TaskListPage } from '../features/tasks/index';
import { UnitDetailPage } from '../features/unit/index';
import { useRoute, useRouter } from '../platform/router';
import { ROUTES, isDocPage } from '../platform/routes';

function NotFound(): ReactElement {
  const { navigate } = useRouter();
  return (
    <EmptyState text={M.pageNotFound}>
      <Button onClick={() => navigate(ROUTES.tasks)}>{M.backToTasks}</Button>
    </EmptyState>
  );
}

/** The page for the route of the tab it is rendered in. */
export function RouteView(): ReactElement {
  const { path } = useRoute();
  switch (path) {
    case ROUTES.tasks:
      return <TaskListPage />;
    case ROUTES.projectDetail:
    case ROUTES.fireDetail:
      return <ProjectDetailPage />;
    case ROUTES.send:
      return <SendPage />;
    case ROUTES.approval:
      return <ApprovalPage />;
    case ROUTES.unitDetail:
      return <UnitDetailPage />;
    case ROUTES.settings:
      return <SettingsPage />;
    default:
      return isDocPage(path) ? <DocumentPage /> : <NotFound />;
  }
}
