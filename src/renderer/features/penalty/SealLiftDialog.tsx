import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useToday } from '../../platform/calendar';
import { sealLiftForm } from '../../../shared/penalty/forms';
import { PenaltyFormDialog } from './ClosingDialog.form';
import type { ButtonContext } from '../../platform/buttons';

/**
 * 解除临时查封: the lifting date (today), the reason and the situation. Not the actions' pre-filled
 * form: its prefill reads JCRQ as the inspection date, which here is the day the seal is lifted.
 */
export function SealLiftDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const today = useToday();
  return (
    <PenaltyFormDialog
      ctx={ctx}
      definition={sealLiftForm}
      initialValues={{ JCRQ: today }}
      done={M.sealLiftDone}
      send={(text) =>
        ctx.call('penalty:liftSeal', {
          runId: ctx.runId,
          RWID: ctx.RWID,
          JCRQ: text('JCRQ'),
          JCYY: text('JCYY'),
          JCSM: text('JCSM'),
        })
      }
    />
  );
}
