import { UnitDetailPage } from './UnitDetailPage';
import { ROUTES } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';

export { UnitDetailPage };
export { unitsTaskButtons } from './buttons';

export const shellParts: ShellParts = {
  routes: [{ path: ROUTES.unitDetail, page: UnitDetailPage }],
};
