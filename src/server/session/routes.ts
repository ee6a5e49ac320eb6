import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerAuthRoutes } from './auth';
import { brigades, users } from './tables';
import { registerUserRoutes } from './user';
import { registerStandardUserRoutes } from './standard';
import { registerCaptchaRoutes } from './captcha';

export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerStandardUserRoutes(app, ctx);
  registerCaptchaRoutes(app, ctx);
  // Picker lookups: officers (never their password or permissions) and the fire-rescue brigades.
  ctx.generic.registerLookup('BLADE_USER', {
    table: users,
    columns: {
      ID: users.id,
      REAL_NAME: users.realName,
      ACCOUNT: users.account,
      POLICE_NUMBER: users.policeNumber,
      COMPANY_ID: users.companyId,
      DEPT_ID: users.deptId,
    },
  });
  ctx.generic.registerLookup('XFJD_ZGDW', {
    table: brigades,
    columns: {
      ID: brigades.id,
      DWMC: brigades.name,
      JC: brigades.abbr,
      REGION_CODE: brigades.regionCode,
    },
  });
}
