import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { dictItems } from './tables';
import { fail, ok, parseBody } from '../envelope';
import { requiredText } from '../fields';
import { DICT_API } from '../../shared/dict/constants';

const dictQuery = z.object({ code: requiredText('字典编码', 64) });

export function registerDictRoutes(app: FastifyInstance, ctx: ServerContext): void {
  // BladeX answers an unknown code with an empty list, not a refusal.
  app.get(DICT_API.dictionary, async (request) => {
    const parsed = parseBody(dictQuery, request.query);
    if (!parsed.ok) return fail(parsed.msg);
    const rows = ctx.db
      .select()
      .from(dictItems)
      .where(eq(dictItems.code, parsed.value.code))
      .orderBy(asc(dictItems.sort))
      .all();
    return ok(
      rows.map((r) => ({
        id: r.id,
        code: r.code,
        dictKey: r.dictKey,
        dictValue: r.dictValue,
        sort: r.sort,
        remark: r.remark,
      })),
    );
  });
}
