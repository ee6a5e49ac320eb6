import { FireInfoPage } from './FireInfoPage';
import { ROUTES } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';

export { fireTaskButtons } from './buttons';
export { FireCasePanel, type FireCasePanelProps } from './FireCasePanel';
export { FireInfoPage };

export const shellParts: ShellParts = {
  routes: [{ path: ROUTES.fireInfo, page: FireInfoPage }],
};
