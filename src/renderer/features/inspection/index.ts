import { ReinspectionPage } from './ReinspectionPage';
import { ROUTES } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';

export { inspectionTaskButtons } from './buttons';

export const shellParts: ShellParts = {
  routes: [{ path: ROUTES.reinspection, page: ReinspectionPage }],
};
