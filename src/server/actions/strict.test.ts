import { describe, expect, it } from 'vitest';
import { signedInServer } from '../testing';
import { onTask } from './testing';
import { ACTIONS_API, ACTIONS_INTERFACE } from '../../shared/actions/constants';
import {
  deadlinesSchema,
  executionSchema,
  inspectionTimeSchema,
  licenceSchema,
  suspensionSchema,
} from '../../shared/actions/schemas';

// The actions' answers in strict mode (null-to-empty, the XSS filter): the client's schemas read them.

const { server, demo } = await signedInServer({ strict: true });

const data = async (
  path: Parameters<typeof onTask>[2],
  n: number,
  form: Record<string, string> = {},
) => (await onTask(server, demo, path, n, form)).json;

describe('task actions in strict mode', () => {
  it('answers nulls as null-to-empty does, which the schemas read back as null', async () => {
    expect((await data(ACTIONS_API.getXGJCSJ, 7)).data).toEqual({});
    expect(inspectionTimeSchema.parse((await data(ACTIONS_API.getXGJCSJ, 7)).data)).toBeNull();
    expect(licenceSchema.parse((await data(ACTIONS_API.getEleLicense, 13)).data)).toBeNull();
    const dates = deadlinesSchema.parse((await data(ACTIONS_API.getXqDateByRwid, 11)).data);
    expect(dates).toMatchObject({ RWLX: 63, JHJSRQ: null, LDSPSJ: null, ZZTS: 0 });
    const running = suspensionSchema.parse((await data(ACTIONS_API.suspension, 11)).data);
    expect(running).toMatchObject({ sjtbzt: '0', LDSPSJ: null, ZZYY: null });
    const execution = executionSchema.parse((await data(ACTIONS_API.execution, 27)).data);
    expect(execution).toMatchObject({ ZXQK: null, LXRQ: null });
  });

  it('refuses with the same messages, data {}', async () => {
    expect(await data({ iface: ACTIONS_INTERFACE.accept }, 18)).toEqual({
      code: 400,
      success: false,
      data: {},
      msg: '暂无法受理!',
    });
    expect((await data(ACTIONS_API.updateBjcyy, 30, { type: '2', bjcyy: '1' })).msg).toBe(
      '该任务已登记不检查，请勿重复登记',
    );
  });
});
