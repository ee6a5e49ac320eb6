import type { ComponentType } from 'react';

// What a feature hands the shell. Each feature's index.ts exports its `shellParts`; the shell
// merges them (one line per feature), so a new page or header button touches only its feature.

/** A page: the route path it answers, or a test on the path (document pages are /ws/{form}). */
export type PageRoute =
  { path: string; page: ComponentType } | { match(path: string): boolean; page: ComponentType };

/** A link of the frame's main navigation. */
export type NavLink = { path: string; label: string; icon: ComponentType };

/** A button of the frame's header (a drawer such as the upload centre); it takes the header's button class. */
/** A header tool: `className` for its button, `labelClassName` for its text (hidden on narrow windows). */
export type HeaderTool = ComponentType<{ className?: string; labelClassName?: string }>;

export type ShellParts = {
  routes?: readonly PageRoute[];
  nav?: readonly NavLink[];
  headerTools?: readonly HeaderTool[];
  /** Mounted once in the signed-in frame (the relogin prompt). */
  overlays?: readonly ComponentType[];
};

/** The page for a path: an exact path first, else the first route whose test accepts it. */
export function findPage(routes: readonly PageRoute[], path: string): ComponentType | null {
  const exact = routes.find((r) => 'path' in r && r.path === path);
  const matched = exact ?? routes.find((r) => 'match' in r && r.match(path));
  return matched?.page ?? null;
}
