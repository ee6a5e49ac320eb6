import { Archive20Regular } from '@fluentui/react-icons';
import { M } from '../../../shared/messages';
import { ROUTES } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';
import { HistoryPage } from './HistoryPage';

export { HistoryPage };
/** The detail screen's history view (pagetype 2): its banner and its breadcrumb's root module. */
export { HistoryBanner } from './HistoryBanner';
export { historyDetailPath, moduleRoot } from './open';

export const shellParts: ShellParts = {
  routes: [{ path: ROUTES.history, page: HistoryPage }],
  nav: [{ path: ROUTES.history, label: M.historyTitle, icon: Archive20Regular }],
};
