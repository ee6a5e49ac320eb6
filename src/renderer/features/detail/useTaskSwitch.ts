import { useCallback } from 'react';
import { useCall } from '../../platform/ApiProvider';
import { useWorkCalendar } from '../../platform/calendar';
import { errorKind, errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { useRouter } from '../../platform/router';
import { buildPath, detailRouteFor } from '../../platform/routes';
import { chinaToday } from '../../../shared/common/dates';
import { checkTaskSwitch } from '../../../shared/detail/task-switch';
import type { TreeRow } from '../../../shared/detail/schemas';

/**
 * Opening another task of the run from the tree: the date guard first (as the officer clicks),
 * then the server's own check, then the task replaces this one in the same tab (spec 02 §2).
 * `carried` query values go along (the history view's pagetype, SFCXLSSJ, MODULE_ID and path).
 */
export function useTaskSwitch(
  runId: string,
  parentName: string | undefined,
  now: () => number = Date.now,
  carried?: Readonly<Record<string, string | undefined>>,
): (row: TreeRow) => Promise<void> {
  const call = useCall();
  const notify = useNotify();
  const { navigate } = useRouter();
  const calendar = useWorkCalendar();
  return useCallback(
    async (row: TreeRow) => {
      const check = checkTaskSwitch(
        { RWLX: row.RWLX, RWFLID: row.RWFLID, JHKSRQ: row.JHKSRQ, LSCFJZRQ: row.LSCFJZRQ },
        chinaToday(now()),
        calendar,
      );
      if (!check.ok) return notify(check.message, 'warning');
      if (!row.RWID) return;
      try {
        await call('detail:canSwitch', { runId, RWID: row.RWID });
      } catch (e) {
        return notify(errorMessage(e), errorKind(e) === 'server' ? 'warning' : 'error');
      }
      navigate(
        buildPath(detailRouteFor(row.RWLX), { ...carried, runId, RWID: row.RWID, parentName }),
        { replace: true },
      );
    },
    [calendar, call, carried, navigate, notify, now, parentName, runId],
  );
}
