import { fresh, type FakeHandlers } from '../../test/fakes';
import type { CaseCategory } from '../../../shared/archive/schemas';

// The archive area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts).

export const caseCategories: CaseCategory[] = [
  {
    ID: '1',
    CODE_DESC: '监督检查类',
    CHILDREN_LIST: [
      { ID: '11', CODE_DESC: '日常检查', CHILDREN_LIST: [] },
      { ID: '12', CODE_DESC: '专项检查', CHILDREN_LIST: [] },
    ],
  },
  { ID: '2', CODE_DESC: '行政处罚类', CHILDREN_LIST: [] },
];

export const archiveFakes = (): FakeHandlers => ({
  'archive:categories': () => fresh(caseCategories),
  // No category configured for the task's type unless a test says so: the whole tree.
  'archive:caseTypes': () => fresh([]),
  'archive:close': () => ({ message: '操作成功!' }),
  // Nothing holds the archive unless a test says so.
  'archive:readiness': () => fresh({ blockers: [], unchecked: [] }),
});
