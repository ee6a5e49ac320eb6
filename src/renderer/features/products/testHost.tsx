import { useState, type ReactElement } from 'react';
import { useCall } from '../../platform/ApiProvider';
import { useNotify } from '../../platform/notify';
import { useRunAction } from '../../platform/useRunAction';
import { session } from '../../platform/testing';
import type { ButtonContext } from '../../platform/buttons';
import type { Cached } from '../../../shared/common/types';
import type { Page } from '../../../shared/common/schemas';
import type { LookupRequest } from '../../../shared/generic/contract';
import type { DetailConfig, TreeRow } from '../../../shared/detail/schemas';

// The products dialogs' renderer tests open a dialog the way a header button does, without the
// whole app: a button context on the fake Api whose show and close swap the one dialog shown, and
// a log of the pages it opened and how often the task was read again.

export type HostLog = {
  readonly opened: string[];
  readonly refreshed: number;
  open(path: string): void;
  refresh(): void;
};

export function hostLog(): HostLog {
  let refreshed = 0;
  const opened: string[] = [];
  return {
    opened,
    get refreshed() {
      return refreshed;
    },
    open: (path) => void opened.push(path),
    refresh: () => {
      refreshed += 1;
    },
  };
}

type Props = {
  open(ctx: ButtonContext): ReactElement;
  config: DetailConfig;
  tree?: readonly TreeRow[];
  log: HostLog;
};

export function DialogHost({ open, config, tree = [], log }: Props): ReactElement | null {
  const call = useCall();
  const notify = useNotify();
  const run = useRunAction();
  // undefined: the first dialog, still open.
  const [shown, setShown] = useState<ReactElement | null | undefined>(undefined);
  const ctx: ButtonContext = {
    runId: 'run1',
    RWID: 'rw1',
    config,
    tree,
    user: session.user,
    call,
    run,
    notify,
    navigate: log.open,
    openDocument: async (path) => log.open(path),
    show: setShown,
    close: () => setShown(null),
    confirm: (_message, action) => void action(),
    refresh: async () => log.refresh(),
    togglePacking: () => undefined,
  };
  const [first] = useState(() => open(ctx));
  return shown === undefined ? first : shown;
}

type LookupRow = Record<string, string | null>;

/** The picker's lookup over rows per table, filtered by the key column as the server does. */
export const lookupByTable =
  (tables: Readonly<Record<string, readonly LookupRow[]>>) =>
  (req: LookupRequest): Cached<Page<LookupRow>> => {
    const rows = (tables[req.table] ?? []).filter(
      (r) =>
        (!req.keyField || r[req.keyField] === req.keyValue) &&
        (!req.search || (r[req.labelField] ?? '').includes(req.search)),
    );
    return { data: { records: rows, total: rows.length }, source: 'network', updatedAt: 0 };
  };

/** The lookup rows of the seeded 鼎盛 task: its products by purpose and two testing agencies. */
export const LOOKUP_TABLES: Readonly<Record<string, readonly LookupRow[]>> = {
  XFCP_JCCP: [
    {
      ID: 'p1',
      CPMC: '手提式干粉灭火器（MFZ/ABC4）',
      KXSJ: 'rw1',
      SJLX: '1',
      KXJG: null,
      KXFY: null,
      JYRWID: null,
      JYBGWSID: null,
    },
    {
      ID: 'p4',
      CPMC: '推车式干粉灭火器（MFTZ/ABC35）',
      KXSJ: null,
      SJLX: null,
      KXJG: 'rw1',
      KXFY: 'rw1',
      JYRWID: 'j4',
      JYBGWSID: 'bg4',
    },
  ],
  XFCP_JYJG: [
    { ID: 'a1', DWMC: '国家消防装备质量检验检测中心' },
    { ID: 'a2', DWMC: '内蒙古自治区产品质量检验研究院' },
  ],
};
