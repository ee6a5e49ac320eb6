import { and, eq } from 'drizzle-orm';
import type { ServerContext } from '../context';
import { brigades, units, type UserRow } from '../db/schema';

// Generic query dwId 3045: a social unit by ID, as the unit dialog reads it. Officers see the units
// of their own brigade; any other ID gives an empty page (the client says 暂无该单位信息).

const CATEGORY_LABEL: Record<string, string> = { '1': '消防安全重点单位', '2': '一般单位' };

export function unitPage(ctx: ServerContext, user: UserRow, filter: Record<string, unknown>, current: number, size: number) {
  const raw = filter.ID;
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
  const row = id
    ? ctx.db
        .select({ unit: units, brigade: brigades })
        .from(units)
        .innerJoin(brigades, eq(brigades.id, units.brigadeId))
        .where(and(eq(units.id, id), eq(units.brigadeId, user.companyId)))
        .get()
    : undefined;
  const records = row
    ? [
        {
          ID: row.unit.id,
          DWBM: row.unit.id,
          DWMC: row.unit.name,
          DWDZ: row.unit.address,
          TYSHXYDM: row.unit.creditCode,
          FDDBR: row.unit.legalPerson,
          LXDH: row.unit.phone,
          XFAQZRR: row.unit.safetyOwner,
          XFAQGLR: row.unit.safetyManager,
          JGDWLB: row.unit.category,
          JGDWLBMC: CATEGORY_LABEL[row.unit.category] ?? null,
          DWXZ: row.unit.nature,
          ZGDWID: row.brigade.id,
          ZGDWMC: row.brigade.name,
          ...(row.unit.extra ? (JSON.parse(row.unit.extra) as Record<string, string | number>) : {}),
        },
      ]
    : [];
  return { records: current === 1 ? records.slice(0, size) : [], total: records.length, current, size, pages: records.length ? 1 : 0 };
}
