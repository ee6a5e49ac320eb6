import { TREE_LEVEL } from './constants';
import type { TreeRow } from './schemas';

// Walking the detail answer's tree (the whole run: tasks, their categories, their documents).

/** A row neither deleted (RW_ISDELETED 1) nor voided (2). */
export const isLiveRow = (r: { RW_ISDELETED: string | null }): boolean =>
  r.RW_ISDELETED === null || r.RW_ISDELETED === '' || r.RW_ISDELETED === '0';

/** The live documents of task `RWID`, in tree order (a row without RWID belongs to its task row). */
export function ownDocumentRows(tree: readonly TreeRow[], RWID: string): TreeRow[] {
  const out: TreeRow[] = [];
  const walk = (rows: readonly TreeRow[], task: string | null): void => {
    for (const r of rows) {
      const owner = r.TREE_LEVEL === TREE_LEVEL.task ? r.RWID : (r.RWID ?? task);
      if (r.TREE_LEVEL === TREE_LEVEL.document && owner === RWID && isLiveRow(r)) out.push(r);
      walk(r.children, owner);
    }
  };
  walk(tree, null);
  return out;
}
