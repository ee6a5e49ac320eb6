import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerClockRoutes } from './clock-routes';
import { registerServiceRoutes } from './service-routes';
import { registerTaskActionRoutes } from './task-routes';
import { serviceAgencies } from './tables';

/** The task actions (spec 02 §1, §3-§5, §7, §9; docs/api.md "Task actions"). */
export function registerActionsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerTaskActionRoutes(app, ctx);
  registerClockRoutes(app, ctx);
  registerServiceRoutes(app, ctx);
  // The technical-service picker (src/shared/actions/forms.ts serviceForm) looks agencies up here.
  ctx.generic.registerLookup('XFJD_JSFW_DW', {
    table: serviceAgencies,
    columns: {
      ID: serviceAgencies.id,
      DWMC: serviceAgencies.name,
      TYSHXYDM: serviceAgencies.creditCode,
      ZZDJ: serviceAgencies.grade,
      LXR: serviceAgencies.contact,
      LXDH: serviceAgencies.phone,
      DWDZ: serviceAgencies.address,
    },
  });
}
