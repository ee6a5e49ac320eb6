import { Button } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { EmptyState } from '../components/EmptyState';
import { ApprovalPage, DocumentPage, SendPage } from '../features/documents';
import { ProjectDetailPage } from '../features/project-detail';
import { SettingsPage } from '../features/settings';
import { TaskListPage } from '../features/tasks';
import { UnitDetailPage } from '../features/unit';
import { useRoute, useRouter } from './router';
import { ROUTES, isDocPage } from './routes';

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
