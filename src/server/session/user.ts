import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentUser, type ServerContext } from '../context';
import { brigades } from './tables';
import { fail, ok } from '../envelope';
import { SESSION_API } from '../../shared/session/constants';

export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(SESSION_API.userInfo, async (request) => {
    const user = currentUser(request);
    const brigade = ctx.db.select().from(brigades).where(eq(brigades.id, user.companyId)).get();
    if (!brigade) return fail('用户所属单位不存在');
    return ok({
      user_id: user.id,
      account: user.account,
      real_name: user.realName,
      tenant_id: user.tenantId,
      company_id: brigade.id,
      company_name: brigade.name,
      region_code: brigade.regionCode,
      dept_id: user.deptId,
      police_number: user.policeNumber,
      role_name: user.roleName,
      permissions: JSON.parse(user.permissions) as string[],
    });
  });
}
