import { UNIT_SCOPE, type BIND_STATUS } from '../../../shared/videos/constants';
import type { Request } from '../../../shared/contract';
import { defaultVideoListRange } from '../../../shared/videos/rules';
import type { OrgUnit } from '../../../shared/videos/schemas';
/** The video list's search (spec 01 §3), as the officer edits it. */
export type VideoFilters = {
  zgdwid: string;
  zgdwmc: string;
  TYGXJGFW: (typeof UNIT_SCOPE)[keyof typeof UNIT_SCOPE];
  reName: string;
  kssj: string;
  jssj: string;
  groupName: string;
  bdzt: '' | (typeof BIND_STATUS)[keyof typeof BIND_STATUS];
  remark: string;
};

/** Defaults: the officer's own unit, own level, the last 90 days, everything else empty. */
export function defaultFilters(unit: { id: string; name: string }, nowMs: number): VideoFilters {
  const range = defaultVideoListRange(nowMs);
  return {
    zgdwid: unit.id,
    zgdwmc: unit.name,
    TYGXJGFW: UNIT_SCOPE.own,
    reName: '',
    kssj: range.start,
    jssj: range.end,
    groupName: '',
    bdzt: '',
    remark: '',
  };
}

const opt = (v: string): string | undefined => (v.trim() ? v.trim() : undefined);

export function listRequest(
  rwid: string,
  f: VideoFilters,
  current: number,
  size: number,
): Request<'videos:list'> {
  const req: Request<'videos:list'> = {
    rwid,
    zgdwid: f.zgdwid,
    TYGXJGFW: f.TYGXJGFW,
    current,
    size,
  };
  const extra = {
    zgdwmc: opt(f.zgdwmc),
    kssj: opt(f.kssj),
    jssj: opt(f.jssj),
    reName: opt(f.reName),
    groupName: opt(f.groupName),
    remark: opt(f.remark),
    bdzt: f.bdzt || undefined,
  };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) Object.assign(req, { [k]: v });
  return req;
}

export type UnitOption = { ID: string; DWQC: string; depth: number };

/**
 * The units in tree order (parents before their children, depth for the indent). A unit whose
 * parent is not in the list is a root; cycles cannot hang the walk.
 */
export function unitTreeOrder(units: readonly OrgUnit[]): UnitOption[] {
  const ids = new Set(units.map((u) => u.ID));
  const children = new Map<string, OrgUnit[]>();
  const roots: OrgUnit[] = [];
  for (const u of units) {
    if (u.PARENT_ID && ids.has(u.PARENT_ID) && u.PARENT_ID !== u.ID) {
      const list = children.get(u.PARENT_ID) ?? [];
      list.push(u);
      children.set(u.PARENT_ID, list);
    } else roots.push(u);
  }
  const out: UnitOption[] = [];
  const seen = new Set<string>();
  const walk = (u: OrgUnit, depth: number): void => {
    if (seen.has(u.ID)) return;
    seen.add(u.ID);
    out.push({ ID: u.ID, DWQC: u.DWQC, depth });
    for (const c of children.get(u.ID) ?? []) walk(c, depth + 1);
  };
  for (const r of roots) walk(r, 0);
  return out;
}
