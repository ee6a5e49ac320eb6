import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BladeClient } from '../api/client';
import { CacheStore } from '../db/cache';
import { openDatabase } from '../db/database';
import { silentLogger } from '../logger';
import { ok, refuse, startFakeServer, type FakeReply, type FakeServer } from '../testing/fake-http';
import { ArchiveFollowUpError, createArchiveService, type ArchiveService } from './archive-service';
import { createGenericService } from '../generic/service';
import { ARCHIVE_API } from '../../../shared/archive/constants';
import { GENERIC_API } from '../../../shared/generic/constants';

const pathOf = (p: string): string => p.split('?')[0];
const form = (body: string): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(body));

describe('archive service', () => {
  let server: FakeServer;
  let service: ArchiveService;
  beforeEach(async () => {
    server = await startFakeServer();
    const client = new BladeClient({ baseUrl: () => server.url, retryDelayMs: 1 });
    const cache = new CacheStore(openDatabase(':memory:'));
    service = createArchiveService(
      () => client,
      () => ({ cache, online: () => true }),
      silentLogger,
      () => Promise.reject(new Error('no reads in these tests')),
      createGenericService(
        () => client,
        () => ({ cache, online: () => true }),
      ),
    );
  });
  afterEach(async () => {
    await server.close();
  });

  const answer = (replies: Partial<Record<string, FakeReply>>): void =>
    server.handle(
      (c) =>
        replies[pathOf(c.path)] ?? {
          body: { code: 200, success: true, data: null, msg: '操作成功' },
        },
    );
  const close = (rwlx: number): ReturnType<ArchiveService['close']> =>
    service.close({ runId: 'run1', RWID: 'rw1', rwlx, ajlb: ['11', '12'], format: 'pdf' });

  it('archives with the spec fields and returns the server message', async () => {
    answer({
      [ARCHIVE_API.archive]: { body: { code: 200, success: true, data: null, msg: '操作成功!' } },
    });
    await expect(close(61)).resolves.toEqual({ message: '操作成功!' });
    expect(server.calls).toHaveLength(1);
    expect(form(server.calls[0].body)).toEqual({
      id: 'rw1',
      ajlb: '11,12',
      rwlx: '61',
      runId: 'run1',
      gdgs: 'pdf',
    });
  });

  it.each([31, 32, 33, 74])(
    'calls socialUnitOptimization and nrssj after archiving type %i',
    async (rwlx) => {
      answer({});
      await expect(close(rwlx)).resolves.toEqual({ message: '操作成功' });
      expect(server.calls.map((c) => pathOf(c.path))).toEqual([
        ARCHIVE_API.archive,
        ARCHIVE_API.socialUnitOptimization,
        ARCHIVE_API.nrssj,
      ]);
      expect(form(server.calls[1].body)).toEqual({ rwid: 'rw1', runId: 'run1' });
      expect(form(server.calls[2].body)).toEqual({ rwid: 'rw1', runId: 'run1' });
    },
  );

  it.each([1, 30, 34, 61, 73, 75])('makes no follow-up calls for type %i', async (rwlx) => {
    answer({});
    await close(rwlx);
    expect(server.calls.map((c) => pathOf(c.path))).toEqual([ARCHIVE_API.archive]);
  });

  it('says plainly that archiving succeeded when a follow-up fails, and still tries the other', async () => {
    answer({ [ARCHIVE_API.socialUnitOptimization]: refuse('单位信息不完整') });
    const err = await close(31).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ArchiveFollowUpError);
    expect(err).toMatchObject({
      kind: 'server',
      failures: [{ step: 'socialUnitOptimization', message: '单位信息不完整' }],
    });
    expect((err as Error).message).toContain('案卷已归档');
    expect((err as Error).message).toContain('单位信息不完整');
    expect(server.calls.map((c) => pathOf(c.path))).toEqual([
      ARCHIVE_API.archive,
      ARCHIVE_API.socialUnitOptimization,
      ARCHIVE_API.nrssj,
    ]);
  });

  it('does not call the follow-ups when archiving is refused', async () => {
    answer({ [ARCHIVE_API.archive]: refuse('该任务已归档') });
    await expect(close(31)).rejects.toMatchObject({ kind: 'server', message: '该任务已归档' });
    expect(server.calls).toHaveLength(1);
  });

  it('needs a case category before calling', async () => {
    await expect(
      service.close({ runId: 'r', RWID: 't', rwlx: 31, ajlb: [], format: 'pdf' }),
    ).rejects.toMatchObject({ kind: 'invalid', message: '请选择案卷类别!' });
    await expect(
      service.close({ runId: 'r', RWID: 't', rwlx: 31, ajlb: [' '], format: 'pdf' }),
    ).rejects.toMatchObject({ message: '请选择案卷类别!' });
    expect(server.calls).toHaveLength(0);
  });

  it('reads the case categories of the task type by generic query 4680, whole', async () => {
    answer({
      [GENERIC_API.pageQuery]: ok({
        data: { records: [{ ID: 1001, CODE_DESC: '一般程序案卷', RWLX: 61 }], total: 1 },
      }),
    });
    const got = await service.caseTypes({ runId: 'run1', RWLX: 61 });
    expect(got.data).toEqual([{ ID: '1001', CODE_DESC: '一般程序案卷', RWLX: 61 }]);
    expect(form(server.calls[0].body)).toEqual({
      dwId: '4680',
      runId: 'run1',
      current: '1',
      size: '9999',
      obj: '{"RWLX":61}',
    });
  });

  it('reads the case category tree', async () => {
    answer({
      [GENERIC_API.treeData]: ok([
        { ID: 1, CODE_DESC: '行政处罚', CHILDREN_LIST: [{ ID: 11, CODE_DESC: '一般程序' }] },
      ]),
    });
    const first = await service.categories({ runId: 'run1' });
    expect(first.data).toEqual([
      {
        ID: '1',
        CODE_DESC: '行政处罚',
        CHILDREN_LIST: [{ ID: '11', CODE_DESC: '一般程序', CHILDREN_LIST: [] }],
      },
    ]);
    expect(form(server.calls[0].body)).toEqual({ tableName: 'DM_XFJD_AJLB', runId: 'run1' });
  });
});
