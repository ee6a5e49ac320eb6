import { Settings20Regular } from '@fluentui/react-icons';
import { M } from '../../../shared/messages';
import { ROUTES } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';
import { SettingsPage } from './SettingsPage';

export { SettingsPage };
export { SettingsForm } from './SettingsForm';
export { useSettings } from './useSettings';

export const shellParts: ShellParts = {
  routes: [{ path: ROUTES.settings, page: SettingsPage }],
  nav: [{ path: ROUTES.settings, label: M.navSettings, icon: Settings20Regular }],
};
