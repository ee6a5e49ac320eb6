import { Button } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { EmptyState } from '../components/EmptyState';
import { ProjectDetailPage } from '../features/project-detail';
import { SettingsPage } from '../features/settings';
import { TaskListPage } from '../features/tasks';
import { useRoute, useRouter } from './router';
import { ROUTES } from './routes';

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
      return <ProjectDetailPage />;
    case ROUTES.settings:
      return <SettingsPage />;
    default:
      return <NotFound />;
  }
}
