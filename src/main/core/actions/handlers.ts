import type { Write } from '../writes';
import type { ActionService } from './action-service';
import type { AreaHandlers } from '../../../shared/contract';
import type { ACTIONS_CHANNELS } from '../../../shared/actions/channels';

/** The actions area's part of the handler map; every write refreshes the other windows. */
export function actionsHandlers(
  actions: ActionService,
  write: Write,
): AreaHandlers<(typeof ACTIONS_CHANNELS)[number]> {
  return {
    'actions:endTask': write('actions:endTask', async (req) => actions.endTask(req)),
    'actions:changeProcedure': write('actions:changeProcedure', async (req) =>
      actions.changeProcedure(req),
    ),
    'actions:suspension': async (req) => actions.suspension(req),
    // Uploaded files are the task's attachments even when the resume itself is then refused.
    'actions:resumeClock': write('actions:resumeClock', async (req) => actions.resumeClock(req), {
      evenOnFailure: true,
    }),
    // A failed updateJHJSRQ comes after the postponement was saved: refresh either way.
    'actions:postpone': write('actions:postpone', async (req) => actions.postpone(req), {
      evenOnFailure: true,
    }),
    'actions:postponements': async (req) => actions.postponements(req),
    'actions:caseStop': write('actions:caseStop', async (req) => actions.caseStop(req)),
    'actions:accept': write('actions:accept', async (req) => actions.accept(req)),
    'actions:execution': async (req) => actions.execution(req),
    'actions:registerExecution': write('actions:registerExecution', async (req) =>
      actions.registerExecution(req),
    ),
    'actions:noInspection': write('actions:noInspection', async (req) => actions.noInspection(req)),
    'actions:inspectionTime': async (req) => actions.inspectionTime(req),
    'actions:changeInspectionTime': write('actions:changeInspectionTime', async (req) =>
      actions.changeInspectionTime(req),
    ),
    'actions:serviceUnits': async (req) => actions.serviceUnits(req),
    'actions:assignService': write('actions:assignService', async (req) =>
      actions.assignService(req),
    ),
    'actions:licence': async (req) => actions.licence(req),
    'actions:makeLicence': write('actions:makeLicence', async (req) => actions.makeLicence(req)),
    'actions:downloadLicence': async (req) => actions.downloadLicence(req),
    'actions:deadlines': async (req) => actions.deadlines(req),
    'actions:reminders': async (req) => actions.reminders(req),
    'actions:isPenaltyCase': async (req) => actions.isPenaltyCase(req),
  };
}
