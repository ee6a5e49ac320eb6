import { Button } from '@fluentui/react-components';
import { createElement, type ReactElement } from 'react';
import { M } from '../../shared/messages';
import { EmptyState } from '../components/EmptyState';
import { findPage } from '../platform/features';
import { useRoute, useRouter } from '../platform/router';
import { ROUTES } from '../platform/routes';
import { PAGE_ROUTES } from './features';

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
  // The route table's own components, not ones made during render: their state survives re-renders.
  return createElement(findPage(PAGE_ROUTES, path) ?? NotFound);
}
