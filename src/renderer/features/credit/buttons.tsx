import { M } from '../../../shared/messages';
import type { TaskButtonHandler } from '../../platform/buttons';
import type { CREDIT_TASK_BUTTONS } from '../../../shared/credit/buttons';
import { PersonDialog } from './PersonDialog';
import { GeneralDialog, SeriousDialog } from './UnitDialog';

type CreditType = (typeof CREDIT_TASK_BUTTONS)[number]['type'];

// The records read through main's cache: offline the dialogs open with the last answer (its time
// shown) and say that saving needs the server (确定 is disabled with the reason).
export const creditTaskButtons = {
  creditPerson: {
    help: M.helpCreditPerson,
    offline: 'cached',
    run: (ctx) => ctx.show(<PersonDialog ctx={ctx} />),
  },
  creditGeneral: {
    help: M.helpCreditGeneral,
    offline: 'cached',
    run: (ctx) => ctx.show(<GeneralDialog ctx={ctx} />),
  },
  creditSerious: {
    help: M.helpCreditSerious,
    offline: 'cached',
    run: (ctx) => ctx.show(<SeriousDialog ctx={ctx} />),
  },
} satisfies Record<CreditType, TaskButtonHandler>;
