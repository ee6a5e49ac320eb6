import { NotificationCentreButton } from './NotificationCentre';
import type { ShellParts } from '../../platform/features';

export { NotificationCentreButton };
export const shellParts: ShellParts = { headerTools: [NotificationCentreButton] };
