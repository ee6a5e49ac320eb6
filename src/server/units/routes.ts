import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { unitPage } from './page';
import { units } from './tables';
import { DW_ID_UNIT } from '../../shared/units/constants';

/** The units area has no paths of its own: the unit query (dwId 3045) and the unit picker's lookup. */
export function registerUnitsRoutes(_app: FastifyInstance, ctx: ServerContext): void {
  ctx.generic.registerPage(DW_ID_UNIT, unitPage(ctx));
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
}
