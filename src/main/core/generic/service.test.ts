import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, pathOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import type { GenericService } from './service';
import { GENERIC_API } from '../../../shared/generic/constants';

const row = z.object({ ID: z.union([z.string(), z.number()]).transform(String), DWMC: z.string() });
const page = (records: unknown[], total = records.length): unknown => ({
  data: { records, total, current: 1, size: 10 },
});

describe('generic calls', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let generic: GenericService;
  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    generic = deps.generic;
  });
  afterEach(async () => {
    await server.close();
  });

  describe('lookup', () => {
    it('asks the shared paged query for page 1 of 99 with queryType 1 and extendTreeType 3, reading data.data.records', async () => {
      server.handle(() => ok(page([{ ID: 7, DWMC: '某商场', SFYX: true, BZ: null }], 120)));
      const answer = await generic.lookup({
        runId: 'r1',
        table: 'XFJD_SHDW',
        labelField: 'DWMC',
        keyField: 'SSJG',
        keyValue: '6501',
        search: '商场',
      });
      expect(answer.source).toBe('network');
      expect(answer.data).toEqual({
        records: [{ ID: '7', DWMC: '某商场', SFYX: 'true', BZ: null }],
        total: 120,
        current: 1,
        size: 10,
      });
      expect(pathOf(server.calls[0].path)).toBe(GENERIC_API.pageQuery);
      const form = formOf(server.calls[0].body);
      expect(form).toEqual({
        current: '1',
        size: '99',
        runId: 'r1',
        queryType: '1',
        extendTreeType: '3',
        obj: expect.any(String),
      });
      expect(JSON.parse(form.obj)).toEqual({
        tableName: 'XFJD_SHDW',
        labelField: 'DWMC',
        keyField: 'SSJG',
        keyValue: '6501',
        search: '商场',
      });
    });

    it('answers the last lookup from the cache when offline', async () => {
      server.handle(() => ok(page([{ ID: '1', DWMC: '甲' }])));
      const req = { table: 'XFJD_SHDW', labelField: 'DWMC' };
      await generic.lookup(req);
      deps.setOnline(false);
      const cached = await generic.lookup(req);
      expect(cached.source).toBe('cache');
      expect(cached.data.records).toEqual([{ ID: '1', DWMC: '甲' }]);
      expect(server.calls).toHaveLength(1);
    });
  });

  describe('pageQuery', () => {
    it('sends dwId, runId, the page and the filter as JSON, and parses every row with the schema', async () => {
      server.handle(() => ok(page([{ ID: 3, DWMC: '乙' }], 31)));
      const answer = await generic.pageQuery(
        4372,
        { RWID: 't1' },
        { runId: 'r1', current: 2, size: 10 },
        row,
      );
      expect(answer).toEqual({
        records: [{ ID: '3', DWMC: '乙' }],
        total: 31,
        current: 1,
        size: 10,
      });
      expect(pathOf(server.calls[0].path)).toBe(GENERIC_API.pageQuery);
      expect(formOf(server.calls[0].body)).toEqual({
        dwId: '4372',
        runId: 'r1',
        current: '2',
        size: '10',
        obj: '{"RWID":"t1"}',
      });
    });

    it('refuses an answer whose rows have another shape, and the server refusal with its message', async () => {
      server.handle(() => ok(page([{ ID: 3 }])));
      await expect(
        generic.pageQuery(4372, {}, { current: 1, size: 10 }, row),
      ).rejects.toMatchObject({ name: 'BadResponseError', message: M.errBadResponse });
      server.handle(() => ok({ records: [{ ID: 3, DWMC: '乙' }], total: 1 }));
      await expect(
        generic.pageQuery(4372, {}, { current: 1, size: 10 }, row),
      ).rejects.toMatchObject({ name: 'BadResponseError' });
      server.handle(() => refuse('查询配置不存在'));
      await expect(generic.pageQuery(1, {}, { current: 1, size: 10 }, row)).rejects.toMatchObject({
        kind: 'server',
        message: '查询配置不存在',
      });
    });

    it('is a read: retried after a 503', async () => {
      let n = 0;
      server.handle(() => (n++ === 0 ? { status: 503, body: '' } : ok(page([]))));
      await expect(
        generic.pageQuery(4372, {}, { current: 1, size: 10 }, row),
      ).resolves.toMatchObject({ records: [], total: 0 });
      expect(server.calls).toHaveLength(2);
    });
  });

  describe('saveOrUpdate', () => {
    it('sends dwId, runId and the data as JSON, and answers the record ID in any of its shapes', async () => {
      server.handle(() => ok('rec-1'));
      await expect(generic.saveOrUpdate(4653, { XM: '张三', GSQ: 6 }, 'r1')).resolves.toBe('rec-1');
      expect(pathOf(server.calls[0].path)).toBe(GENERIC_API.saveOrUpdate);
      expect(formOf(server.calls[0].body)).toEqual({
        dwId: '4653',
        runId: 'r1',
        data: '{"XM":"张三","GSQ":6}',
      });
      server.handle(() => ok(42));
      await expect(generic.saveOrUpdate(4653, { ID: '42' }, 'r1')).resolves.toBe('42');
      server.handle(() => ok({ ID: 43, XM: '李四' }));
      await expect(generic.saveOrUpdate(4653, { ID: '43' }, 'r1')).resolves.toBe('43');
    });

    it('says the refusal, refuses an answer without an ID, and is never retried', async () => {
      server.handle(() => refuse('公示期限不能为空'));
      await expect(generic.saveOrUpdate(4653, {}, 'r1')).rejects.toMatchObject({
        kind: 'server',
        message: '公示期限不能为空',
      });
      server.handle(() => ok(null));
      await expect(generic.saveOrUpdate(4653, {}, 'r1')).rejects.toMatchObject({
        name: 'BadResponseError',
      });
      server.calls.length = 0;
      server.handle(() => ({ status: 503, body: '' }));
      await expect(generic.saveOrUpdate(4653, {}, 'r1')).rejects.toMatchObject({ kind: 'server' });
      expect(server.calls).toHaveLength(1);
    });
  });

  describe('execInterface', () => {
    it('sends the interface id, runId and obj as JSON, and answers the server message or the fallback', async () => {
      server.handle(() => ({
        body: { code: 200, success: true, data: null, msg: '删除文书成功!' },
      }));
      await expect(generic.execInterface(32, { FLWSID: 'd1' }, 'r1')).resolves.toEqual({
        message: '删除文书成功!',
      });
      expect(pathOf(server.calls[0].path)).toBe(GENERIC_API.execInterface);
      expect(formOf(server.calls[0].body)).toEqual({
        id: '32',
        runId: 'r1',
        obj: '{"FLWSID":"d1"}',
      });
      server.handle(() => ({ body: { code: 200, success: true, data: null } }));
      await expect(generic.execInterface(44, {}, 'r1')).resolves.toEqual({ message: M.actionDone });
      await expect(generic.execInterface(32, {}, 'r1', M.docDeleted)).resolves.toEqual({
        message: M.docDeleted,
      });
      server.handle(() => refuse('接口不存在'));
      await expect(generic.execInterface(1, {}, 'r1')).rejects.toMatchObject({
        kind: 'server',
        message: '接口不存在',
      });
    });
  });

  describe('saveEntities', () => {
    it("sends runId and the mapList as JSON, and answers the server message with every record's ID", async () => {
      server.handle(() => ({
        body: { code: 200, success: true, data: ['n1', 9], msg: '保存成功' },
      }));
      const mapList = [
        { dwId: 4653, data: { XM: '张三' } },
        { dwId: 3238, data: { ID: '9', BZ: '备注' } },
      ];
      await expect(generic.saveEntities('r1', mapList)).resolves.toEqual({
        ids: ['n1', '9'],
        message: '保存成功',
      });
      expect(pathOf(server.calls[0].path)).toBe(GENERIC_API.saveEntities);
      const form = formOf(server.calls[0].body);
      expect(form.runId).toBe('r1');
      expect(JSON.parse(form.mapList)).toEqual(mapList);
    });

    it('refuses an answer without the IDs, says the refusal, and is never retried', async () => {
      server.handle(() => ({ body: { code: 200, success: true, data: null, msg: '保存成功' } }));
      await expect(generic.saveEntities('r1', [{ dwId: 4653, data: {} }])).rejects.toMatchObject({
        name: 'BadResponseError',
      });
      server.calls.length = 0;
      server.handle(() => ({ destroy: true }));
      await expect(generic.saveEntities('r1', [{ dwId: 4653, data: {} }])).rejects.toMatchObject({
        kind: 'offline',
      });
      expect(server.calls).toHaveLength(1);
      server.handle(() => refuse('保存失败：查询配置不存在'));
      await expect(generic.saveEntities('r1', [{ dwId: 1, data: {} }])).rejects.toMatchObject({
        kind: 'server',
        message: '保存失败：查询配置不存在',
      });
    });
  });
});
