import { ReloginDialog } from './ReloginDialog';
import { LocalNoticeDialog } from './LocalNoticeDialog';
import type { ShellParts } from '../../platform/features';

export { LoginPage } from './LoginPage';
export { ReloginDialog };

export const shellParts: ShellParts = { overlays: [ReloginDialog, LocalNoticeDialog] };
