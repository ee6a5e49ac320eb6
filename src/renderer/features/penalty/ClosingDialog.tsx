import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useToday } from '../../platform/calendar';
import { closingDefaults, closingForm } from '../../../shared/penalty/forms';
import { PenaltyFormDialog } from './ClosingDialog.form';
import type { ButtonContext } from '../../platform/buttons';

/**
 * 处罚结案 (xzcf_cjwb, spec 01 §3, §5): the state (1 by default), the actual end date (today) and
 * the description; any empty field says '请检查输入内容，内容不能为空'.
 */
export function ClosingDialog({ ctx }: { ctx: ButtonContext }): ReactElement {
  const today = useToday();
  return (
    <PenaltyFormDialog
      ctx={ctx}
      definition={closingForm}
      initialValues={{ ...closingDefaults, SJJSRQ: today }}
      done={M.penaltyCloseDone}
      send={(text) =>
        ctx.call('penalty:close', {
          runId: ctx.runId,
          RWID: ctx.RWID,
          CRWZT: text('CRWZT'),
          SJJSRQ: text('SJJSRQ'),
          JAMS: text('JAMS'),
        })
      }
    />
  );
}
