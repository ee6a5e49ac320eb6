import type { FastifyInstance } from 'fastify';
import { fieldsOf } from '../body';
import { currentUser, type ServerContext } from '../context';
import { fail, ok } from '../envelope';
import { unitPage } from './page';
import { registerUnitSaves, savePersons } from './save';
import { units } from './tables';
import { DW_ID_UNIT, UNITS_API } from '../../shared/units/constants';
import { unitsMessages as T } from '../../shared/units/messages';

/** JSON text of the list, or undefined when it is none. */
function listOf(text: string | undefined): unknown {
  if (text === undefined) return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The units area: the unit query (dwId 3045), the unit picker's lookup, the record's saves (dwId
 * 3033 key units, 3014 the others) and the supplementary persons (saveOrupdateShdwBqcb).
 */
export function registerUnitsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(DW_ID_UNIT, unitPage(ctx));
  registerUnitSaves(ctx);
  ctx.generic.registerLookup('XFJD_SHDW', {
    table: units,
    columns: {
      ID: units.id,
      DWMC: units.name,
      DWDZ: units.address,
      TYSHXYDM: units.creditCode,
      FDDBR: units.legalPerson,
      LXDH: units.phone,
      XFAQZRR: units.safetyOwner,
      XFAQGLR: units.safetyManager,
      JGDWLB: units.category,
      DWXZ: units.nature,
      ZGDWID: units.brigadeId,
    },
  });

  // dwid, shdwJbxxBqcbList (JSON list), RWID (the task it is logged on), runId.
  app.post(UNITS_API.saveSupplement, async (request) => {
    const f = fieldsOf(request);
    const list = listOf(f.shdwJbxxBqcbList);
    if (list === undefined) return fail(T.unitSaveBadList);
    const saved = savePersons(ctx, currentUser(request), request.ip, f.runId, {
      dwid: f.dwid ?? '',
      rwid: f.RWID ?? f.rwid ?? '',
      list,
    });
    return saved.ok ? ok(saved.value, T.unitEditDone) : fail(saved.msg);
  });
}
