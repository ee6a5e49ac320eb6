import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { isOpen } from '../actions/state';
import { todayOf } from '../actions/guard';
import { taskFor } from '../detail/access';
import { recordOperation } from '../detail/oplog';
import { parseBody } from '../envelope';
import type { EntityHandler } from '../generic/registry';
import { INSPECTION_ERRORS as E } from './errors';
import { hiddenDangers } from './tables';
import { RECTIFIED } from '../../shared/inspection/constants';
import { rectifyRefusal } from '../../shared/inspection/rules';

// Save by dwId 3408 (the hidden-danger table): the officer confirms a danger rectified (ZGQK 1 and
// ZGRQ), from the re-inspection task re-checking it or the open task that found it. Nothing else
// of a danger is edited here.

const text = z.union([z.string(), z.number()]).transform(String);

const rectifyData = z.object({
  ID: text.pipe(z.string().min(1, { error: E.unknownDanger })),
  RWID: text.pipe(z.string().min(1, { error: E.missingRwid })),
  ZGQK: z.literal(RECTIFIED, { error: E.alreadyRectified }).default(RECTIFIED),
  ZGRQ: z.string({ error: '请选择整改日期' }).default(''),
});

export function rectifyEntity(ctx: ServerContext): EntityHandler {
  return {
    label: '隐患整改',
    save: (call, data) => {
      const checked = parseBody(rectifyData, data);
      if (!checked.ok) return checked;
      const { ID, RWID, ZGRQ } = checked.value;
      const access = taskFor(ctx, call.user, RWID, call.runId);
      if (!access.ok) return access;
      const task = access.task;
      const danger = ctx.db.select().from(hiddenDangers).where(eq(hiddenDangers.id, ID)).get();
      if (!danger || (danger.rwid !== task.rwid && danger.reinspectionId !== task.rwid))
        return { ok: false, msg: E.dangerNotHere };
      if (!isOpen(task)) return { ok: false, msg: E.rectifyClosed };
      if (danger.rectified === RECTIFIED) return { ok: false, msg: E.alreadyRectified };
      const refused = rectifyRefusal(ZGRQ, danger.foundOn, todayOf(ctx));
      if (refused) return { ok: false, msg: refused };
      ctx.db
        .update(hiddenDangers)
        .set({ rectified: RECTIFIED, rectifiedOn: ZGRQ })
        .where(eq(hiddenDangers.id, ID))
        .run();
      recordOperation(ctx, task.rwid, call.user, call.ip, `确认隐患已整改：${danger.description}`);
      return { ok: true, value: ID };
    },
  };
}
