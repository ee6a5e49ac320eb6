import type { FakeHandlers } from '../../test/fakeApi';
import type { LookupRow } from '../../../shared/generic/schemas';

// The picker's fake lookup for renderer tests (kept here, not in test/fakeApi.ts): rows of one
// table filtered by the search text in the label column and by the key column, 99 at most with
// the full total, as main's generic service answers.

export function lookupRows(n: number, name = (i: number): string => `机构${i}`): LookupRow[] {
  return Array.from({ length: n }, (_, k) => ({
    ID: `id${k + 1}`,
    DWMC: name(k + 1),
    LXDH: `0991-${k + 1}`,
    SHDWID: 'dw1',
  }));
}

/** The fake lookup over `rows` (25 numbered rows by default): merge into a fake Api's handlers. */
export function lookupFakes(
  rows: readonly LookupRow[] = lookupRows(25),
): Pick<FakeHandlers, 'generic:lookup'> {
  return {
    'generic:lookup': (req) => {
      const found = rows.filter(
        (r) =>
          (!req.search || (r[req.labelField] ?? '').includes(req.search)) &&
          (!req.keyField || req.keyValue === undefined || r[req.keyField] === req.keyValue),
      );
      return {
        data: { records: found.slice(0, 99), total: found.length },
        source: 'network',
        updatedAt: Date.now(),
      };
    },
  };
}
