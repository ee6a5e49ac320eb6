import { describe, expect, it } from 'vitest';
import { findPage, type PageRoute } from './features';

const Tasks = (): null => null;
const Doc = (): null => null;
const Catch = (): null => null;
const routes: PageRoute[] = [
  { match: (p) => p.startsWith('/ws/'), page: Doc },
  { match: () => true, page: Catch },
  { path: '/tasks', page: Tasks },
];

describe('findPage', () => {
  it('prefers an exact path, then the first route whose test accepts the path', () => {
    expect(findPage(routes, '/tasks')).toBe(Tasks);
    expect(findPage(routes, '/ws/xfjdjcjl')).toBe(Doc);
    expect(findPage(routes, '/elsewhere')).toBe(Catch);
  });

  it('finds nothing for a path no route takes', () => {
    expect(findPage([{ path: '/tasks', page: Tasks }], '/nowhere')).toBeNull();
  });
});
