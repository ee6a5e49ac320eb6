import { TaskListLtr20Regular } from '@fluentui/react-icons';
import { M } from '../../../shared/messages';
import { ROUTES } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';
import { TaskListPage } from './TaskListPage';

export { TaskListPage };
/** The statutory clock's view and hooks, also shown on the detail screen's base information. */
export { ClockView } from './ClockView';
export { useTaskClock } from './useClock';

export const shellParts: ShellParts = {
  routes: [{ path: ROUTES.tasks, page: TaskListPage }],
  nav: [{ path: ROUTES.tasks, label: M.navMyTasks, icon: TaskListLtr20Regular }],
};
