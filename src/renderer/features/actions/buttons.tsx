import { M } from '../../../shared/messages';
import { ROUTES, buildPath } from '../../platform/routes';
import type { ButtonContext, TaskButtonHandler } from '../../platform/buttons';
import type { ACTIONS_TASK_BUTTONS } from '../../../shared/actions/buttons';
import {
  CASE_STOP,
  CLOCK_STATE,
  NO_INSPECTION_TYPE,
  SUSPENSION_FORM,
  VOID_FORM,
} from '../../../shared/actions/constants';
import { AcceptDialog } from './AcceptDialog';
import {
  EnforcementDialog,
  NoInspectionDialog,
  ProcedureDialog,
  ServiceDialog,
  VerbalNoticeDialog,
} from './FormDialogs';
import { LicenceDialog } from './LicenceDialog';
import {
  ExecutionDialog,
  InspectionTimeDialog,
  PostponeDialog,
  ResumeClockDialog,
} from './LoadedDialogs';
import { confirmWrite, openNewDocument, taskOf } from './write';

type ActionType = (typeof ACTIONS_TASK_BUTTONS)[number]['type'];

/** Key units (JGDWLB 1) open as zddw, the others as fzddw (spec 02 §2). */
export const unitPageType = (JGDWLB: string | null): 'zddw' | 'fzddw' =>
  JGDWLB === '1' ? 'zddw' : 'fzddw';

const caseStop = (ctx: ButtonContext, isstop: '0' | '1'): void =>
  confirmWrite(
    ctx,
    isstop === CASE_STOP.stop ? M.caseStopConfirm : M.caseResumeConfirm,
    () => ctx.call('actions:caseStop', { ...taskOf(ctx), isstop }),
    M.caseStopDone,
  );

// Every task action writes to the server (or reads what only the server has): offline each is
// disabled with the reason, as the document actions are.
export const actionsTaskButtons = {
  endTask: {
    help: M.helpEndTask,
    needsNetwork: true,
    run: (ctx) =>
      confirmWrite(
        ctx,
        M.endTaskConfirm(ctx.config.rwxx.RWMC),
        () => ctx.call('actions:endTask', taskOf(ctx)),
        M.endTaskDone,
      ),
  },
  changeProcedure: {
    help: M.helpChangeProcedure,
    needsNetwork: true,
    run: (ctx) => ctx.show(<ProcedureDialog ctx={ctx} />),
  },
  suspendClock: {
    help: M.helpSuspendClock,
    needsNetwork: true,
    run: (ctx) => {
      // Spec 02 §4: the suspension application is disabled while the clock stands (sjtbzt 1).
      if (ctx.config.rwxx.sjtbzt === CLOCK_STATE.suspended)
        return ctx.notify(M.actionClockSuspended, 'warning');
      void openNewDocument(ctx, SUSPENSION_FORM);
    },
  },
  resumeClock: {
    help: M.helpResumeClock,
    needsNetwork: true,
    run: (ctx) => {
      // A task known to run its clock has nothing to resume (a server sending no state is asked).
      const state = ctx.config.rwxx.sjtbzt;
      if (state !== null && state !== CLOCK_STATE.suspended)
        return ctx.notify(M.actionClockNotSuspended, 'warning');
      ctx.show(<ResumeClockDialog ctx={ctx} />);
    },
  },
  postpone: {
    help: M.helpPostpone,
    needsNetwork: true,
    run: (ctx) => ctx.show(<PostponeDialog ctx={ctx} />),
  },
  caseStop: {
    help: M.helpCaseStop,
    needsNetwork: true,
    run: (ctx) => caseStop(ctx, CASE_STOP.stop),
  },
  caseResume: {
    help: M.helpCaseStop,
    needsNetwork: true,
    run: (ctx) => caseStop(ctx, CASE_STOP.resume),
  },
  voidTask: {
    help: M.helpVoidTask,
    needsNetwork: true,
    run: (ctx) => void openNewDocument(ctx, VOID_FORM),
  },
  acceptTask: {
    help: M.helpAccept,
    needsNetwork: true,
    run: (ctx) => ctx.show(<AcceptDialog ctx={ctx} />),
  },
  execRegister: {
    help: M.helpExecution,
    needsNetwork: true,
    run: (ctx) => ctx.show(<ExecutionDialog ctx={ctx} />),
  },
  noInspection: {
    help: M.helpNoInspection,
    needsNetwork: true,
    run: (ctx) => ctx.show(<NoInspectionDialog ctx={ctx} />),
  },
  noInspectionRevoke: {
    help: M.helpNoInspection,
    needsNetwork: true,
    run: (ctx) =>
      confirmWrite(
        ctx,
        M.noInspectionRevokeConfirm,
        () => ctx.call('actions:noInspection', { ...taskOf(ctx), type: NO_INSPECTION_TYPE.revoke }),
        M.noInspectionDone,
      ),
  },
  inspectionTime: {
    help: M.helpInspectionTime,
    needsNetwork: true,
    run: (ctx) => ctx.show(<InspectionTimeDialog ctx={ctx} />),
  },
  verbalNotice: {
    help: M.helpVerbalNotice,
    needsNetwork: true,
    run: (ctx) => ctx.show(<VerbalNoticeDialog ctx={ctx} />),
  },
  enforcement: {
    help: M.helpEnforcement,
    needsNetwork: true,
    run: (ctx) => ctx.show(<EnforcementDialog ctx={ctx} />),
  },
  techService: {
    help: M.helpService,
    needsNetwork: true,
    run: (ctx) => ctx.show(<ServiceDialog ctx={ctx} />),
  },
  licence: {
    help: M.helpLicence,
    needsNetwork: true,
    run: (ctx) => ctx.show(<LicenceDialog ctx={ctx} />),
  },
  unitInfo: {
    help: M.helpUnitInfo,
    needsNetwork: true,
    run: (ctx) => {
      const { shdwid, JGDWLB } = ctx.config.rwxx;
      if (!shdwid) return ctx.notify(M.unitNotFound, 'warning');
      ctx.navigate(
        buildPath(ROUTES.unitDetail, {
          type: unitPageType(JGDWLB),
          id: shdwid,
          runId: ctx.runId,
          RWID: ctx.RWID,
        }),
      );
    },
  },
} satisfies Record<ActionType, TaskButtonHandler>;
