import { M } from '../../../shared/messages';
import type { TaskButtonHandler } from '../../platform/buttons';
import type { UNITS_TASK_BUTTONS } from '../../../shared/units/buttons';
import { UnitEditDialog } from './UnitEditDialog';

type UnitsType = (typeof UNITS_TASK_BUTTONS)[number]['type'];

export const unitsTaskButtons = {
  // Opens offline from the cached unit (read-through); only its save needs the server, and the
  // save button says so.
  unitEdit: {
    help: M.helpUnitEdit,
    offline: 'cached',
    run: (ctx) => {
      const unitId = ctx.config.rwxx.shdwid;
      if (!unitId) return ctx.notify(M.unitEditNoUnit, 'warning');
      ctx.show(
        <UnitEditDialog
          runId={ctx.runId}
          RWID={ctx.RWID}
          unitId={unitId}
          onClose={ctx.close}
          onSaved={ctx.refresh}
        />,
      );
    },
  },
} satisfies Record<UnitsType, TaskButtonHandler>;
