import { CheckApplicationPage } from './CheckApplicationPage';
import { ROUTES } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';

export { penaltyTaskButtons } from './buttons';
export {
  RegisterNote,
  documentTaskOf,
  notForTarget,
  registrationOf,
  registrationValues,
} from './registration';

export const shellParts: ShellParts = {
  routes: [{ path: ROUTES.threeStopCheck, page: CheckApplicationPage }],
};
