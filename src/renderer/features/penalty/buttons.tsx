import { M } from '../../../shared/messages';
import { ROUTES, buildPath } from '../../platform/routes';
import type { TaskButtonHandler } from '../../platform/buttons';
import { confirmWrite, taskOf } from '../actions';
import type { PENALTY_TASK_BUTTONS } from '../../../shared/penalty/buttons';
import { ClosingDialog } from './ClosingDialog';
import { EntryDialog } from './EntryDialog';
import { ReductionDialog } from './ReductionDialog';
import { SealLiftDialog } from './SealLiftDialog';

type PenaltyType = (typeof PENALTY_TASK_BUTTONS)[number]['type'];

// Every penalty action writes to the server or reads what only the server has: offline each is
// disabled with the reason.
export const penaltyTaskButtons = {
  penaltyEntry: {
    help: M.helpPenaltyEntry,
    needsNetwork: true,
    offlineReason: M.penaltyOffline,
    run: (ctx) => ctx.show(<EntryDialog ctx={ctx} />),
  },
  penaltyReduction: {
    help: M.helpPenaltyReduction,
    needsNetwork: true,
    offlineReason: M.penaltyOffline,
    run: (ctx) => ctx.show(<ReductionDialog ctx={ctx} />),
  },
  penaltyClose: {
    help: M.helpPenaltyClose,
    needsNetwork: true,
    offlineReason: M.penaltyOffline,
    run: (ctx) => ctx.show(<ClosingDialog ctx={ctx} />),
  },
  quickToGeneral: {
    help: M.helpQuickToGeneral,
    needsNetwork: true,
    offlineReason: M.penaltyOffline,
    // Asks with the case's name; the question stays busy until the server answered.
    run: (ctx) =>
      confirmWrite(
        ctx,
        M.penaltyQuickToGeneralConfirm(ctx.config.rwxx.RWMC),
        () => ctx.call('penalty:quickToGeneral', taskOf(ctx)),
        M.penaltyQuickToGeneralDone,
      ),
  },
  sealLift: {
    help: M.helpSealLift,
    needsNetwork: true,
    offlineReason: M.penaltyOffline,
    run: (ctx) => ctx.show(<SealLiftDialog ctx={ctx} />),
  },
  threeStopCheck: {
    help: M.helpThreeStopCheck,
    needsNetwork: true,
    offlineReason: M.penaltyOffline,
    run: (ctx) => ctx.navigate(buildPath(ROUTES.threeStopCheck, taskOf(ctx))),
  },
} satisfies Record<PenaltyType, TaskButtonHandler>;
