import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { call, signedInServer } from '../testing';
import { onTask, runOf } from '../actions/testing';
import { casesFor } from './testing';
import { PENALTY_API } from '../../shared/penalty/constants';
import { penaltyItemSchema, reductionSchema } from '../../shared/penalty/schemas';

// The penalty answers in strict mode (null-to-empty, the XSS filter): the client's schemas read them.

const { server, demo } = await signedInServer({ strict: true });

const data = async (path: string, n: number) => (await onTask(server, demo, path, n)).json;

describe('penalty calls in strict mode', () => {
  it('answers a missing item or reduction as {}, which the schemas read as null', async () => {
    expect((await data(PENALTY_API.item, 7)).data).toEqual({});
    expect(penaltyItemSchema.parse((await data(PENALTY_API.item, 7)).data)).toBeNull();
    expect(reductionSchema.parse((await data(PENALTY_API.reduction, 23)).data)).toBeNull();
    expect(penaltyItemSchema.parse((await data(PENALTY_API.item, 1)).data)?.CFRWID).toBe(taskId(3));
  });

  it('sends empty source lists as "", read as null', async () => {
    const rows = await casesFor(server, demo, 7);
    expect(rows.find((r) => r.CFRWID === taskId(23))).toMatchObject({
      LYRWID: null,
      LYCPRWID: null,
    });
  });

  it('refuses with the same messages, data {}', async () => {
    const { json } = await call(server.url, demo, PENALTY_API.unlink, {
      runId: runOf(1),
      lyrwid: taskId(1),
      cfrwid: taskId(3),
    });
    expect(json).toEqual({
      code: 400,
      success: false,
      data: {},
      msg: '该处罚案件由本任务立案生成，不能取消关联',
    });
  });
});
