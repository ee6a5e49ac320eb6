import type { FakeHandlers } from '../../test/fakes';
import type { Draft, SaveDraftRequest } from '../../../shared/drafts/contract';

// The drafts area's fixtures and default fakes (merged by src/renderer/test/fakeApi.ts): an
// in-memory store, new for each fake Api, so a page's autosave can be read back as main would.

export const storedDraft = (over: Partial<Draft> = {}): Draft => ({
  key: 'ws1',
  path: '/ws/xfjdjcjl?runId=run1&RWID=rw1&rwwsszid=420&FLWSID=ws1',
  title: '消防监督检查记录',
  task: '南京某商场监督检查',
  runId: 'run1',
  RWID: 'rw1',
  FLWSID: 'ws1',
  form: 'xfjdjcjl',
  base: null,
  values: {},
  offline: false,
  savedAt: Date.parse('2024-05-02T09:30:05+08:00'),
  ...over,
});

/** Default fakes holding `initial` drafts; saves stamp the time they are made. */
export const draftsFakes = (initial: readonly Draft[] = []): FakeHandlers => {
  const store = new Map<string, Draft>(initial.map((d) => [d.key, d]));
  return {
    'drafts:save': (req: SaveDraftRequest) => {
      const savedAt = Date.now();
      store.set(req.key, { ...req, savedAt });
      return { savedAt };
    },
    'drafts:get': ({ key }) => store.get(key) ?? null,
    'drafts:list': () =>
      [...store.values()]
        .sort((a, b) => b.savedAt - a.savedAt)
        .map(({ values: _values, ...summary }) => summary),
    'drafts:discard': ({ key }) => ({ discarded: store.delete(key) }),
  };
};
