import { ROUTES, buildPath, detailRouteFor } from '../../platform/routes';
import { M } from '../../../shared/messages';
import { HISTORY_MODULE_ID, PAGETYPE, WITH_HISTORY_DATA } from '../../../shared/history/constants';
import { moduleName } from '../../../shared/history/rules';

/**
 * Where an archived task opens: its detail screen (the fire variant for a fire case) read-only
 * (pagetype 2) with its historical data (SFCXLSSJ 1), opened from 历史归档文件 (MODULE_ID, the
 * breadcrumb's parentName) and going back to it (path).
 */
export function historyDetailPath(task: {
  runId: string;
  RWID: string;
  RWLX: number | null;
}): string {
  return buildPath(detailRouteFor(task.RWLX), {
    runId: task.runId,
    RWID: task.RWID,
    pagetype: PAGETYPE.history,
    SFCXLSSJ: WITH_HISTORY_DATA,
    parentName: M.historyTitle,
    path: ROUTES.history,
    MODULE_ID: HISTORY_MODULE_ID,
  });
}

/** The menu module a detail screen was opened from (MODULE_ID): its name and page, or null. */
export function moduleRoot(MODULE_ID: string | undefined): { name: string; path: string } | null {
  const name = moduleName(MODULE_ID);
  return name && MODULE_ID === HISTORY_MODULE_ID ? { name, path: ROUTES.history } : null;
}
