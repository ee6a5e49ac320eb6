import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../server/testing';
import { LOOKUP_ERRORS, SAVE_ERRORS, INTERFACE_ERRORS } from '../../../server/generic/errors';
import { BladeClient } from '../api/client';
import { CacheStore } from '../db/cache';
import { openDatabase } from '../db/database';
import { useReferenceCore } from '../testing/reference';
import { createGenericService, type GenericService } from './service';
import { M } from '../../../shared/messages';
import { CREDIT_DW_ID } from '../../../shared/credit/constants';
import { DW_ID } from '../../../shared/detail/constants';
import { opLogRowSchema } from '../../../shared/detail/schemas';
import type { TaskRecord } from '../../../shared/tasks/schemas';

// The generic calls against the real reference server over real HTTP: the picker's lookup through
// its channel as the renderer calls it, and the calls the areas' services make (paged query by
// dwId, save or update by dwId, saveEntities, the generic interface) through the generic service.

const ref = useReferenceCore('generic');
let generic: GenericService;
let task: TaskRecord;
let other: TaskRecord;

beforeAll(async () => {
  const { access } = await login(ref.server.url);
  const client = new BladeClient({
    baseUrl: () => ref.server.url,
    tokens: { accessToken: () => access, refresh: async () => false, expired: () => undefined },
  });
  const cache = new CacheStore(openDatabase(':memory:'));
  generic = createGenericService(
    () => client,
    () => ({ cache, online: () => true }),
  );
  [task, other] = ref.tasks;
});

/** An individual dishonesty record (dwId 4653) of a task, as the credit dialog sends it. */
const person = (t: TaskRecord, fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  RWID: t.RWID,
  PERSON_NAME: '张三',
  ID_CARD: '650102199001011239',
  CFNR: '罚款',
  GSQ: 6,
  ...fields,
});

describe('generic calls against the reference server', () => {
  it('looks up units by their name through generic:lookup: all, by search, by key field, and refuses unknown tables', async () => {
    const all = (await ref.value('generic:lookup', { table: 'XFJD_SHDW', labelField: 'DWMC' }))
      .data;
    expect(all.records.length).toBeGreaterThan(1);
    expect(all.records.length).toBeLessThanOrEqual(99);
    const name = all.records[0].DWMC;
    expect(name).toBeTruthy();

    const search = name!.slice(0, 2);
    const found = (
      await ref.value('generic:lookup', { table: 'XFJD_SHDW', labelField: 'DWMC', search })
    ).data;
    expect(found.records.map((r) => r.DWMC)).toContain(name);
    expect(found.records.every((r) => r.DWMC?.includes(search))).toBe(true);
    expect(found.total).toBe(found.records.length);
    expect(
      (
        await ref.value('generic:lookup', {
          table: 'XFJD_SHDW',
          labelField: 'DWMC',
          search: '无此单位名称',
        })
      ).data,
    ).toMatchObject({ records: [], total: 0 });

    const brigade = all.records[0].ZGDWID!;
    const ofBrigade = (
      await ref.value('generic:lookup', {
        table: 'XFJD_SHDW',
        labelField: 'DWMC',
        keyField: 'ZGDWID',
        keyValue: brigade,
      })
    ).data;
    expect(ofBrigade.records.length).toBeGreaterThan(0);
    expect(ofBrigade.records.every((r) => r.ZGDWID === brigade)).toBe(true);

    expect(await ref.refusal('generic:lookup', { table: 'XFJD_NOPE', labelField: 'DWMC' })).toBe(
      LOOKUP_ERRORS.unknownTable('XFJD_NOPE'),
    );
  });

  it('reads the operation log by dwId 4372 page by page, as detail:opLog shows it', async () => {
    // Opening a task logs 查看任务详情: two openings make sure the log has more than one page of one.
    for (let i = 0; i < 2; i++)
      await ref.value('detail:get', { runId: task.runId, RWID: task.RWID });
    const first = await generic.pageQuery(
      DW_ID.operationLog,
      { RWID: task.RWID },
      { runId: task.runId, current: 1, size: 10 },
      opLogRowSchema,
    );
    expect(first.total).toBeGreaterThan(1);
    expect(first.records.length).toBe(Math.min(10, first.total));
    const shown = (
      await ref.value('detail:opLog', { runId: task.runId, RWID: task.RWID, current: 1, size: 10 })
    ).data;
    expect(first.records).toEqual(shown.records);
    const second = await generic.pageQuery(
      DW_ID.operationLog,
      { RWID: task.RWID },
      { runId: task.runId, current: 2, size: 1 },
      opLogRowSchema,
    );
    expect(second.records).toEqual([first.records[1]]);
    await expect(
      generic.pageQuery(999_999, {}, { current: 1, size: 10 }, opLogRowSchema),
    ).rejects.toMatchObject({ kind: 'server' });
  });

  it('creates an individual dishonesty record by dwId 4653, updates it by its ID, and refuses bad ones', async () => {
    const id = await generic.saveOrUpdate(CREDIT_DW_ID.person, person(task), task.runId);
    expect(id).toBeTruthy();
    expect(
      await generic.saveOrUpdate(
        CREDIT_DW_ID.person,
        person(task, { ID: id, PERSON_NAME: '张三丰', GSQ: 12 }),
        task.runId,
      ),
    ).toBe(id);

    // The record is stored under its task: another task may not take it over.
    await expect(
      generic.saveOrUpdate(CREDIT_DW_ID.person, person(other, { ID: id }), other.runId),
    ).rejects.toMatchObject({ kind: 'server', message: M.creditRecordOtherTask });
    await expect(
      generic.saveOrUpdate(CREDIT_DW_ID.person, person(task, { ID: 'no-such-record' }), task.runId),
    ).rejects.toMatchObject({ message: M.creditRecordNotFound });
    await expect(
      generic.saveOrUpdate(CREDIT_DW_ID.person, person(task, { GSQ: 13 }), task.runId),
    ).rejects.toMatchObject({ message: M.creditPublicityRange });
    await expect(
      generic.saveOrUpdate(CREDIT_DW_ID.person, person(task, { PERSON_NAME: '' }), task.runId),
    ).rejects.toMatchObject({ message: M.formsRequired(M.creditPersonName) });
    await expect(generic.saveOrUpdate(1, {}, task.runId)).rejects.toMatchObject({
      message: SAVE_ERRORS.unknownDwId,
    });
  });

  it('saves several records in one transaction with saveEntities, and refuses the whole list for one bad item', async () => {
    const saved = await generic.saveEntities(task.runId, [
      { dwId: CREDIT_DW_ID.person, data: person(task, { PERSON_NAME: '李四' }) },
      { dwId: CREDIT_DW_ID.person, data: person(task, { PERSON_NAME: '王五', GSQ: 3 }) },
    ]);
    expect(saved.message).toBeTruthy();
    expect(saved.ids).toHaveLength(2);
    expect(new Set(saved.ids).size).toBe(2);
    // Both exist: each updates by its ID.
    for (const id of saved.ids)
      expect(
        await generic.saveOrUpdate(CREDIT_DW_ID.person, person(task, { ID: id }), task.runId),
      ).toBe(id);

    const refused = generic.saveEntities(task.runId, [
      { dwId: CREDIT_DW_ID.person, data: person(task, { PERSON_NAME: '赵六' }) },
      { dwId: CREDIT_DW_ID.person, data: person(task, { GSQ: 0 }) },
    ]);
    await expect(refused).rejects.toMatchObject({
      kind: 'server',
      message: SAVE_ERRORS.item(2, M.creditPersonTitle, M.creditPublicityRange),
    });
  });

  it('refuses a generic interface id nothing serves', async () => {
    await expect(generic.execInterface(999_999, {}, task.runId)).rejects.toMatchObject({
      kind: 'server',
      message: INTERFACE_ERRORS.unknownInterface,
    });
  });
});
