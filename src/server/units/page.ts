import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { pageOf } from '../db/page';
import type { PageProvider } from '../generic/registry';
import { brigades } from '../session/tables';
import { units, type UnitRow } from './tables';

// Generic query dwId 3045: a social unit by ID, as the unit dialog reads it. Officers see the units
// of their own brigade; any other ID gives an empty page (the client says 暂无该单位信息).

const CATEGORY_LABEL: Record<string, string> = { '1': '消防安全重点单位', '2': '一般单位' };

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
    const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
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
      ...(unit.extra ? (JSON.parse(unit.extra) as Record<string, string | number>) : {}),
    }));
    return { ok: true, value };
  };
}
