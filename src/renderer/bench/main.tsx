import { FluentProvider } from '@fluentui/react-components';
import { useEffect, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { appTheme } from '../platform/theme';
import type { DictMap } from '../components/useDict';
import { DocTree, expandableKeys, flattenTree, type TreeDicts } from '../features/detail';
import { ClockView } from '../features/tasks';
import { WorkCalendar } from '../../shared/common/calendar';
import { chinaToday } from '../../shared/common/dates';
import { taskClock } from '../../shared/tasks/clock';
import '../styles.css';
import { DICT_CODES } from '../../shared/dict/constants';
import type { TreeRow } from '../../shared/detail/schemas';

// Benchmark page (out/renderer/bench.html?rows=5000): mounts the document tree with N visible rows
// and reports, in window.__bench, the time from render start to the first frame after the commit
// and how many rows were actually mounted (virtualisation keeps that near the viewport's count).

export type BenchResult = { ms: number; mounted: number; rows: number };

declare global {
  interface Window {
    __bench?: BenchResult;
  }
}

const DOCS_PER_CATEGORY = 48;
const CATEGORIES_PER_TASK = 20;

const blank = (
  UUID: string,
  TITLE: string,
  TREE_LEVEL: number,
  children: TreeRow[] = [],
): TreeRow => ({
  UUID,
  ID: null,
  TREE_LEVEL,
  TITLE,
  WH: null,
  WSLBMC: null,
  RWMC: null,
  FLWSID: null,
  FLWSLB: null,
  RWWSSZID: null,
  RWID: null,
  RWLX: 2,
  SFFJ: null,
  DCTLJG: null,
  SFYCX: null,
  RW_ISDELETED: null,
  CRT_USERNAME: null,
  CRT_TIME: null,
  SPRXM: null,
  SPSJ: null,
  STATUS: null,
  RWSTATUS: null,
  SFSD: null,
  STATUS1: null,
  STATUS2: null,
  STATUS3: null,
  ZXQK: null,
  GDBZ: null,
  XZURL: null,
  XGURL: null,
  DYMBID: null,
  MD5: null,
  KGLSH: null,
  IS_CURRENT: null,
  FILE_DESC: null,
  WSYLLX: null,
  XGCZ_BUTTONS: [],
  JBCZ_BUTTONS: [],
  JHKSRQ: null,
  RWFLID: null,
  LSCFJZRQ: null,
  children,
});

/** A run with enough tasks, categories and documents (all expanded) for `n` visible rows. */
export function benchTree(n: number): TreeRow[] {
  const perTask = 1 + CATEGORIES_PER_TASK * (1 + DOCS_PER_CATEGORY);
  const tasks = Math.max(1, Math.ceil(n / perTask));
  return Array.from({ length: tasks }, (_, t) =>
    blank(
      `t${t}`,
      `任务${t + 1}`,
      1,
      Array.from({ length: CATEGORIES_PER_TASK }, (_, c) =>
        blank(
          `t${t}c${c}`,
          `文书类别${c + 1}`,
          2,
          Array.from({ length: DOCS_PER_CATEGORY }, (_, d) => ({
            ...blank(`t${t}c${c}d${d}`, `文书${t + 1}-${c + 1}-${d + 1}`, 3),
            WH: `宁消〔2024〕第${d + 1}号`,
            CRT_USERNAME: '张伟',
            CRT_TIME: '2024-05-01 10:00:00',
            STATUS: '3',
            SFSD: '2',
            STATUS1: '2',
            MD5: `md5-${t}-${c}-${d}`,
            XGCZ_BUTTONS: [{ BUTTON_NAME: '编辑', BUTTON_TYPE: 'edit' }],
            JBCZ_BUTTONS: [
              { BUTTON_NAME: '查看', BUTTON_TYPE: 'view' },
              { BUTTON_NAME: '下载', BUTTON_TYPE: 'download' },
            ],
          })),
        ),
      ),
    ),
  );
}

const requested = Number(new URLSearchParams(location.search).get('rows'));
const n = Number.isFinite(requested) && requested > 0 ? Math.floor(requested) : 5000;
const tree = benchTree(n);
const rows = flattenTree(tree, expandableKeys(tree)).slice(0, n);
const empty: DictMap = new Map();
const dicts = Object.fromEntries(DICT_CODES.map((c) => [c, empty])) as TreeDicts;
const noop = (): void => undefined;

let started = 0;

function Probe(): null {
  useEffect(() => {
    requestAnimationFrame(() => {
      window.__bench = {
        ms: performance.now() - started,
        mounted: document.querySelectorAll('[data-testid="doc-tree-row"]').length,
        rows: rows.length,
      };
      document.title = `bench ${window.__bench.ms.toFixed(1)}ms`;
    });
  }, []);
  return null;
}

// The statutory clock shown with the tree, as on the detail screen (a paused penalty case).
const clock = taskClock(
  {
    RWLX: 61,
    rwzt: '1',
    RW_ISDELETED: '0',
    CRT_TIME: '2026-01-05 09:00:00',
    LARQ: '2026-01-05',
    JHKSRQ: null,
    JHJSRQ: null,
    sjtbzt: '1',
    LDSPSJ: '2026-02-01 09:00:00',
    ZZTS: 3,
    SLSJ: null,
    ISSTOP: null,
    BJC: null,
  },
  chinaToday(Date.now()),
  new WorkCalendar(),
);

function Bench(): ReactElement {
  return (
    <FluentProvider theme={appTheme} style={{ padding: 8 }}>
      <ClockView clock={clock} />
      <DocTree
        rows={rows}
        dicts={dicts}
        onToggle={noop}
        onRowButton={noop}
        viewportHeight={Math.max(200, window.innerHeight - 16)}
      />
      <Probe />
    </FluentProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from bench.html');
started = performance.now();
createRoot(container).render(<Bench />);
