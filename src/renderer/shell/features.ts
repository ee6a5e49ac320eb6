import type { ComponentType } from 'react';
import { shellParts as detail } from '../features/detail';
import { shellParts as documents } from '../features/documents';
import { shellParts as drafts } from '../features/drafts';
import { shellParts as history } from '../features/history';
import { shellParts as notices } from '../features/notices';
import { shellParts as penalty } from '../features/penalty';
import { shellParts as inspection } from '../features/inspection';
import { shellParts as fire } from '../features/fire';
import { shellParts as recorder } from '../features/recorder';
import { shellParts as session } from '../features/session';
import { shellParts as settings } from '../features/settings';
import { shellParts as tasks } from '../features/tasks';
import { shellParts as units } from '../features/units';
import { shellParts as uploads } from '../features/uploads';
import type { HeaderTool, NavLink, PageRoute, ShellParts } from '../platform/features';

/** Every feature's part of the frame, one line per feature, in the order the frame shows them. */
const FEATURES: readonly ShellParts[] = [
  tasks,
  history,
  settings,
  detail,
  documents,
  units,
  session,
  recorder,
  uploads,
  drafts,
  notices,
  penalty,
  inspection,
  fire,
];

export const PAGE_ROUTES: readonly PageRoute[] = FEATURES.flatMap((f) => f.routes ?? []);
export const NAV_LINKS: readonly NavLink[] = FEATURES.flatMap((f) => f.nav ?? []);
export const HEADER_TOOLS: readonly HeaderTool[] = FEATURES.flatMap((f) => f.headerTools ?? []);
export const OVERLAYS: readonly ComponentType[] = FEATURES.flatMap((f) => f.overlays ?? []);
