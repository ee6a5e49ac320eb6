import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { pageOf } from '../db/page';
import type { PageProvider } from '../generic/registry';
import { brigades } from '../session/tables';
import { personsOf } from './save';
import { units, type UnitRow } from './tables';
import { UNIT_AREAS, UNIT_CATEGORIES } from '../../shared/units/constants';
import { idText } from '../generic/fields';

// Generic query dwId 3045: a social unit by ID, as the unit dialog reads it. Officers see the units
// of their own brigade; any other ID gives an empty page (the client says 暂无该单位信息).

const CATEGORY_LABEL: Readonly<Record<string, string>> = Object.fromEntries(
  UNIT_CATEGORIES.map((c) => [c.value, c.label]),
);

/** A seeded unit's ID begins with its county's code (行政区划) until the officer records one. */
const areaOf = (id: string): string | null => {
  const code = id.slice(0, 6);
  return UNIT_AREAS.some((a) => a.value === code) ? code : null;
};

/** A unit's basic fields as the BladeX tables name them (the unit page and a task's dataMap). */
export function unitFields(unit: UnitRow): Record<string, string | null> {
  return {
    DWMC: unit.name,
    DWDZ: unit.address,
    TYSHXYDM: unit.creditCode,
    FDDBR: unit.legalPerson,
    LXDH: unit.phone,
    XFAQZRR: unit.safetyOwner,
    XFAQGLR: unit.safetyManager,
    JGDWLB: unit.category,
    DWXZ: unit.nature,
  };
}

export function unitPage(ctx: ServerContext): PageProvider {
  return (call, filter, page) => {
    const raw = filter.ID;
    const id = idText(raw);
    const query = ctx.db
      .select({ unit: units, brigade: brigades })
      .from(units)
      .innerJoin(brigades, eq(brigades.id, units.brigadeId))
      // No ID matches nothing (an empty ID is not "every unit").
      .where(and(eq(units.id, id), eq(units.brigadeId, call.user.companyId)))
      .orderBy(units.id);
    const value = pageOf(ctx.db, query, page, ({ unit, brigade }) => ({
      ID: unit.id,
      DWBM: unit.id,
      ...unitFields(unit),
      JGDWLBMC: CATEGORY_LABEL[unit.category] ?? null,
      ZGDWID: brigade.id,
      ZGDWMC: brigade.name,
      XZQH: areaOf(unit.id),
      ...(unit.extra ? (JSON.parse(unit.extra) as Record<string, string | number>) : {}),
      // The supplementary persons (saveOrupdateShdwBqcb) travel with the record.
      shdwJbxxBqcbList: personsOf(ctx, unit.id),
    }));
    return { ok: true, value };
  };
}
