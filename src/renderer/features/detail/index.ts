import { ProjectDetailPage } from './ProjectDetailPage';
import { ROUTES } from '../../platform/routes';
import type { ShellParts } from '../../platform/features';

export { ProjectDetailPage };
// The tree's renderer, for the rendering benchmark (src/renderer/bench).
export { DocTree } from './DocTree';
export { expandableKeys, flattenTree } from './flattenTree';
export type { TreeDicts } from './useTreeDicts';

export const shellParts: ShellParts = {
  // The fire-investigation variant is the same screen (task type 80).
  routes: [
    { path: ROUTES.projectDetail, page: ProjectDetailPage },
    { path: ROUTES.fireDetail, page: ProjectDetailPage },
  ],
};
export { detailTaskButtons } from './buttonHandlers';
