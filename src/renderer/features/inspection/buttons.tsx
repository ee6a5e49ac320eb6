import { M } from '../../../shared/messages';
import { ROUTES, buildPath } from '../../platform/routes';
import type { TaskButtonHandler } from '../../platform/buttons';
import { taskOf } from '../actions';
import type { INSPECTION_TASK_BUTTONS } from '../../../shared/inspection/buttons';
import { reinspectionKind } from '../../../shared/inspection/rules';
import { HiddenDangerDialog } from './HiddenDangerDialog';
import { UnitHazardsDialog } from './UnitHazardsDialog';

type InspectionType = (typeof INSPECTION_TASK_BUTTONS)[number]['type'];

// The lists read through main's cache: offline they show the last answer with its time. Applying
// for re-inspection asks the server before the document page opens: it needs the network.
export const inspectionTaskButtons = {
  hiddenDangers: {
    help: M.helpHiddenDangers,
    offline: 'cached',
    run: (ctx) => ctx.show(<HiddenDangerDialog ctx={ctx} />),
  },
  reinspectionApply: {
    help: M.helpReinspectionApply,
    needsNetwork: true,
    offlineReason: M.applyOffline,
    run: (ctx) =>
      ctx.show(<HiddenDangerDialog ctx={ctx} kind={reinspectionKind(ctx.config.rwxx.RWFLID)} />),
  },
  reinspectionTasks: {
    help: M.helpReinspectionTasks,
    offline: 'cached',
    run: (ctx) => ctx.navigate(buildPath(ROUTES.reinspection, taskOf(ctx))),
  },
  unitHazards: {
    help: M.helpUnitHazards,
    offline: 'cached',
    run: (ctx) =>
      ctx.config.rwxx.shdwid
        ? ctx.show(<UnitHazardsDialog ctx={ctx} />)
        : ctx.notify(M.hazardNoUnit, 'warning'),
  },
} satisfies Record<InspectionType, TaskButtonHandler>;
