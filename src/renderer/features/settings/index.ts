export { SettingsPage } from './SettingsPage';
export { SettingsForm } from './SettingsForm';
export { useSettings } from './useSettings';
