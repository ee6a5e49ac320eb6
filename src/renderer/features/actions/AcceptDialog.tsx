import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ACCEPT_WORKING_DAYS, inspectionWord } from '../../../shared/actions/constants';
import { useClockContext } from '../../platform/calendar';
import { taskOf, type ActionDialogProps } from './write';

/**
 * 受理任务: the officer is told the date the sampling (抽样, spec 02 §9) is due (3 working days from today, on the
 * working-day calendar with its holidays and make-up days) before accepting. The server's refusal
 * ('暂无法受理!') is its warning; either way the question closes.
 */
export function AcceptDialog({ ctx }: ActionDialogProps): ReactElement {
  const { today, calendar } = useClockContext();
  const due = calendar.addWorkingDays(today, ACCEPT_WORKING_DAYS);
  return (
    <ConfirmDialog
      title={M.acceptTitle}
      message={M.acceptConfirm(due, inspectionWord(ctx.config.rwxx.RWLX))}
      onCancel={ctx.close}
      onConfirm={async () => {
        const done = await ctx.run(
          () => ctx.call('actions:accept', taskOf(ctx)),
          (r) => r.message || M.acceptDone,
        );
        ctx.close();
        if (done) await ctx.refresh();
      }}
    />
  );
}
