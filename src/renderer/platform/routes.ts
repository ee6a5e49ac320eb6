import { FIRE_TASK_TYPE } from '../../shared/fire/constants';

// Route paths mirror the web system's, so links and `path` query values officers already have work.
export const ROUTES = {
  tasks: '/tasks',
  projectDetail: '/xfjd/projectDetail',
  /** The detail screen in its fire-investigation variant (task type 80). */
  fireDetail: '/xfjd/hzdc/fireDetail',
  send: '/xfjd/send',
  approval: '/xfjd/approval',
  unitDetail: '/xfjd/unitDetail',
  /** The three-stop check application (三停核查申请) of a task: runId, RWID. */
  threeStopCheck: '/xfjd/xzcf/sthc/sthcsq',
  /** The re-check application (复查申请) of a task: runId, RWID. */
  reinspection: '/xfjd/aqjc/fcsq',
  /** The fire registration (火灾信息) of a fire case: TYPE=HD (登记), runId, RWID. */
  fireInfo: '/xfjd/hzdc/hzxxdj/djhzxx',
  history: '/xfjd/lsgdwj',
  settings: '/settings',
} as const;

/** Where a task opens: fire-investigation cases (type 80) in the detail screen's 火灾调查 variant. */
export const detailRouteFor = (rwlx: number | null | undefined): string =>
  rwlx === FIRE_TASK_TYPE ? ROUTES.fireDetail : ROUTES.projectDetail;

/** Document pages are /ws/{form}. */
export const DOC_PAGE_PREFIX = '/ws/';
export const docPagePath = (form: string): string => `${DOC_PAGE_PREFIX}${form}`;
export const isDocPage = (path: string): boolean =>
  path.startsWith(DOC_PAGE_PREFIX) && path.length > DOC_PAGE_PREFIX.length;

export const DEFAULT_PATH = ROUTES.tasks;

export type Query = Readonly<Record<string, string>>;
export type Route = { path: string; query: Query; fullPath: string };

/** '/a/b?x=1' → { path: '/a/b', query: { x: '1' } }; anything odd falls back to the task list. */
export function parseRoute(fullPath: string): Route {
  const raw = fullPath.trim();
  const normalized = raw.startsWith('/') ? raw : raw ? `/${raw}` : DEFAULT_PATH;
  const q = normalized.indexOf('?');
  const path = (q === -1 ? normalized : normalized.slice(0, q)) || DEFAULT_PATH;
  const query: Record<string, string> = {};
  if (q !== -1) new URLSearchParams(normalized.slice(q + 1)).forEach((v, k) => (query[k] = v));
  return {
    path: path === '/' ? DEFAULT_PATH : path,
    query,
    fullPath: normalized === '/' ? DEFAULT_PATH : normalized,
  };
}

export function buildPath(
  path: string,
  query: Record<string, string | null | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== null && v !== undefined && v !== '') params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * What makes two routes "the same tab": one tab per task (runId + RWID) however it was reached,
 * one per other page whatever its query.
 */
export function routeKey(fullPath: string): string {
  const { path, query } = parseRoute(fullPath);
  if (
    path === ROUTES.projectDetail ||
    path === ROUTES.fireDetail ||
    path === ROUTES.threeStopCheck ||
    path === ROUTES.reinspection ||
    path === ROUTES.fireInfo
  )
    return `${path}:${query.runId ?? ''}:${query.RWID ?? ''}`;
  // One tab per document (a new one per task and document type until it is saved).
  if (isDocPage(path))
    return `${path}:${query.FLWSID ?? `new:${query.RWID ?? ''}:${query.rwwsszid ?? ''}`}`;
  if (path === ROUTES.send) return `${path}:${query.srcid ?? ''}`;
  if (path === ROUTES.approval) return `${path}:${query.flwssyid ?? ''}`;
  if (path === ROUTES.unitDetail) return `${path}:${query.id ?? ''}`;
  return path;
}

export const hashToPath = (hash: string): string | null => {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  return h ? parseRoute(h).fullPath : null;
};
