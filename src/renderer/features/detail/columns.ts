import { M } from '../../../shared/messages';
import { loadPref, savePref } from './prefs';
import type { FlatRow } from './flattenTree';
import type { TreeRow } from '../../../shared/detail/schemas';

// The tree's columns: the name takes whatever the others leave (never less than its set width);
// the others have a width the officer may drag, kept per officer; a column with no value in any
// visible row shrinks to its header so that the names get the room (docs/decisions.md
// "Issue 14: the tree at a glance").

export type ColumnId =
  'title' | 'wh' | 'creator' | 'createdAt' | 'approver' | 'approvedAt' | 'status' | 'actions';

export type Column = {
  id: ColumnId;
  label: string;
  /** Default width (px); for the name, the least it keeps. */
  width: number;
  min: number;
  max: number;
  /** The cell's value, for columns that shrink when every visible row leaves them empty. */
  cellOf?: (row: TreeRow) => string | null;
};

export const COLUMNS: readonly Column[] = [
  { id: 'title', label: M.colTitle, width: 200, min: 120, max: 1200 },
  // A whole number ('新城消行罚决字〔2026〕第0031号') in the cell's small type.
  { id: 'wh', label: M.colWh, width: 216, min: 64, max: 480, cellOf: (r) => r.WH },
  {
    id: 'creator',
    label: M.colCreator,
    width: 64,
    min: 56,
    max: 240,
    cellOf: (r) => r.CRT_USERNAME,
  },
  {
    id: 'createdAt',
    label: M.colCreatedAt,
    width: 148,
    min: 88,
    max: 240,
    cellOf: (r) => r.CRT_TIME,
  },
  { id: 'approver', label: M.colApprover, width: 64, min: 56, max: 240, cellOf: (r) => r.SPRXM },
  {
    id: 'approvedAt',
    label: M.colApprovedAt,
    width: 148,
    min: 88,
    max: 240,
    cellOf: (r) => r.SPSJ,
  },
  { id: 'status', label: M.colStatus, width: 220, min: 96, max: 480 },
  { id: 'actions', label: M.colActions, width: 196, min: 96, max: 480 },
];

const BY_ID = new Map(COLUMNS.map((c) => [c.id, c]));

/** Step of one arrow key on a column's edge (px). */
export const RESIZE_STEP = 16;

export type ColumnWidths = Partial<Record<ColumnId, number>>;

export type ColumnLayout = {
  id: ColumnId;
  label: string;
  /** Width in px; null for the name, which takes the rest of the row. */
  width: number | null;
  /** The width the officer set (or the default): what the resize handle reports and changes. */
  setWidth: number;
  /** Empty in every visible row: shrunk to its header, not resizable until a value shows. */
  collapsed: boolean;
};

const hasValue = (v: string | null): boolean => v !== null && v.trim() !== '';

/** Columns whose cell is empty in every one of `rows` (only columns that may shrink). */
export function emptyColumns(rows: readonly FlatRow[]): ReadonlySet<ColumnId> {
  const empty = new Set<ColumnId>();
  for (const col of COLUMNS) {
    const cellOf = col.cellOf;
    if (cellOf && !rows.some((r) => hasValue(cellOf(r.row)))) empty.add(col.id);
  }
  return empty;
}

/** Width of a column shrunk to its header: its label, the cell's padding and the edge. */
export const collapsedWidth = (label: string): number => label.length * 14 + 24;

export function clampWidth(id: ColumnId, width: number): number {
  const col = BY_ID.get(id);
  if (!col || !Number.isFinite(width)) return col?.width ?? 0;
  return Math.round(Math.min(col.max, Math.max(col.min, width)));
}

export function columnLayout(widths: ColumnWidths, empty: ReadonlySet<ColumnId>): ColumnLayout[] {
  return COLUMNS.map((col) => {
    const setWidth = clampWidth(col.id, widths[col.id] ?? col.width);
    const collapsed = empty.has(col.id);
    const width =
      col.id === 'title'
        ? null
        : collapsed
          ? Math.min(setWidth, collapsedWidth(col.label))
          : setWidth;
    return { id: col.id, label: col.label, width, setWidth, collapsed };
  });
}

/** The table is never narrower than its fixed columns plus the least the name keeps. */
export const tableMinWidth = (layout: readonly ColumnLayout[]): number =>
  layout.reduce((sum, c) => sum + (c.width ?? c.setWidth), 0);

const PREF = 'treeColumns';

/** The officer's column widths; unknown columns and non-numbers in the stored data are dropped. */
export function loadColumnWidths(scope: string, store?: Storage): ColumnWidths {
  const raw = loadPref(PREF, scope, store);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: ColumnWidths = {};
  for (const [id, w] of Object.entries(raw as Record<string, unknown>)) {
    if (BY_ID.has(id as ColumnId) && typeof w === 'number' && Number.isFinite(w))
      out[id as ColumnId] = clampWidth(id as ColumnId, w);
  }
  return out;
}

export function saveColumnWidths(scope: string, widths: ColumnWidths, store?: Storage): void {
  savePref(PREF, scope, Object.keys(widths).length > 0 ? widths : null, store);
}
