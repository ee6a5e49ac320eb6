import { RecorderCentreButton } from './RecorderCentre';
import type { ShellParts } from '../../platform/features';

export { RecorderCentreButton };

export const shellParts: ShellParts = { headerTools: [RecorderCentreButton] };
