import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { ok, refuse, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, pathOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import { absoluteMediaUrl, createVideoService, type VideoService } from './video-service';
import { UNIT_TREE_TABLE, VIDEOS_API } from '../../../shared/videos/constants';
import { GENERIC_API } from '../../../shared/generic/constants';

const video = (id: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  ID: id,
  RE_NAME: `执法视频${id}`,
  FILENAME: `V${id}.mp4`,
  REMARK: null,
  GROUP_NAME: '乌鲁木齐市消防救援支队',
  IMPORTTIME: '2026-11-01 10:00:00',
  CREATETIME: '2026-11-01 09:00:00',
  URL: `http://media/V${id}.mp4`,
  RWID: null,
  ...extra,
});

const msgReply = (msg: string | null) => ({ body: { code: 200, success: true, data: null, msg } });

const search = {
  fileName: 'REC_0001.MP4',
  sn: 'SN01',
  policeNumber: '010203',
  date: '2026-10-01 00:00:00',
  dateZ: '2026-11-01 00:00:00',
  page: 1,
  limit: 20,
};

describe('video service', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let service: VideoService;

  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    service = createVideoService({
      client: () => deps.client,
      reads: deps.reads,
      serverUrl: () => server.url,
    });
  });
  afterEach(async () => {
    await server.close();
  });

  describe('bound videos', () => {
    it('posts rwid and reads a plain list', async () => {
      server.handle(() => ok([video(1, { RWID: 'T1' })]));
      const res = await service.bound({ rwid: 'T1' });
      expect(res.data[0]).toMatchObject({ ID: '1', RE_NAME: '执法视频1', RWID: 'T1' });
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.bound);
      expect(formOf(server.calls[0].body)).toEqual({ rwid: 'T1' });
    });

    it('also reads data.data, and answers from the cache offline', async () => {
      server.handle(() => ok({ data: [video(2)] }));
      const online = await service.bound({ rwid: 'T1' });
      expect(online.data.map((v) => v.ID)).toEqual(['2']);
      await server.close();
      deps.setOnline(false);
      expect(await service.bound({ rwid: 'T1' })).toEqual({ ...online, source: 'cache' });
      // Another task was never fetched: nothing to answer from.
      await expect(service.bound({ rwid: 'T2' })).rejects.toMatchObject({ kind: 'needs-network' });
      server = await startFakeServer();
    });
  });

  it('makes server-relative media addresses absolute, keeps absolute ones, and an empty one is none', async () => {
    expect(absoluteMediaUrl('http://h:1/', '/preview/video/1?expires=2&signature=ab')).toBe(
      'http://h:1/preview/video/1?expires=2&signature=ab',
    );
    expect(absoluteMediaUrl('http://h:1', 'https://cdn/x.mp4')).toBe('https://cdn/x.mp4');
    expect(absoluteMediaUrl('http://h:1', '')).toBeNull();
    server.handle(() => ok([video(1, { URL: '/preview/video/1?expires=2&signature=ab' })]));
    expect((await service.bound({ rwid: 'T1' })).data[0].URL).toBe(
      `${server.url}/preview/video/1?expires=2&signature=ab`,
    );
  });

  describe('video list', () => {
    it('posts the filters given, leaves out the ones not given, and parses the page', async () => {
      server.handle(() => ok({ records: [video(1), video(2, { RWID: 'T9' })], total: 42 }));
      const page = await service.list({
        rwid: 'T1',
        zgdwid: 'U1',
        zgdwmc: '支队',
        kssj: '2026-08-01 00:00:00',
        jssj: '2026-11-01 00:00:00',
        bdzt: '0',
        TYGXJGFW: '1',
        current: 2,
        size: 50,
      });
      expect(page.data.total).toBe(42);
      expect(page.data.records[1].RWID).toBe('T9');
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.list);
      expect(formOf(server.calls[0].body)).toEqual({
        rwid: 'T1',
        zgdwid: 'U1',
        zgdwmc: '支队',
        kssj: '2026-08-01 00:00:00',
        jssj: '2026-11-01 00:00:00',
        bdzt: '0',
        TYGXJGFW: '1',
        current: '2',
        size: '50',
      });
    });

    it('refuses an answer of the wrong shape with a clear error', async () => {
      server.handle(() => ok({ records: 'x' }));
      await expect(
        service.list({ rwid: 'T1', zgdwid: 'U1', TYGXJGFW: '0', current: 1, size: 20 }),
      ).rejects.toMatchObject({ kind: 'server', message: M.errBadResponse });
    });
  });

  describe('writes', () => {
    it('bind posts rwid and id and answers the server message', async () => {
      server.handle(() => msgReply('绑定成功'));
      expect(await service.bind({ rwid: 'T1', id: '7' })).toEqual({ message: '绑定成功' });
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.bind);
      expect(formOf(server.calls[0].body)).toEqual({ rwid: 'T1', id: '7' });
    });

    it('unbind posts id; without a message the spec text is used', async () => {
      server.handle(() => msgReply(null));
      expect(await service.unbind({ id: '7' })).toEqual({ message: M.videoUnbound });
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.unbind);
      expect(formOf(server.calls[0].body)).toEqual({ id: '7' });
    });

    it('remark posts id and remark', async () => {
      server.handle(() => msgReply(null));
      expect(await service.remark({ id: '7', remark: '现场检查' })).toEqual({
        message: M.videoRemarkChanged,
      });
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.remark);
      expect(formOf(server.calls[0].body)).toEqual({ id: '7', remark: '现场检查' });
    });

    it("a refusal is the server's message, never a silent success", async () => {
      server.handle(() => refuse('该视频已绑定其他任务'));
      await expect(service.bind({ rwid: 'T1', id: '7' })).rejects.toMatchObject({
        message: '该视频已绑定其他任务',
      });
    });

    it('sync posts the row fields, leaving out nulls', async () => {
      server.handle(() => msgReply(null));
      expect(
        await service.sync({
          row: { fileName: 'REC_0001.MP4', policeNumber: '010203', rename: null },
        }),
      ).toEqual({ message: M.videoSynced });
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.syncMissing);
      expect(formOf(server.calls[0].body)).toEqual({
        fileName: 'REC_0001.MP4',
        policeNumber: '010203',
      });
    });
  });

  describe('units', () => {
    it('reads the unit tree table through the generic tree query', async () => {
      server.handle(() =>
        ok([
          { ID: 1, DWQC: '新疆消防救援总队', PARENT_ID: null },
          { ID: 2, DWQC: '乌鲁木齐支队', PARENT_ID: 1 },
        ]),
      );
      const res = await service.units();
      expect(res.data).toEqual([
        { ID: '1', DWQC: '新疆消防救援总队', PARENT_ID: null },
        { ID: '2', DWQC: '乌鲁木齐支队', PARENT_ID: '1' },
      ]);
      expect(pathOf(server.calls[0].path)).toBe(GENERIC_API.treeData);
      expect(formOf(server.calls[0].body)).toEqual({ tableName: UNIT_TREE_TABLE });
    });
  });

  describe('missing videos', () => {
    it('checks the search again in main, in the spec order, without calling the server', async () => {
      await expect(service.missing({ ...search, fileName: ' ' })).rejects.toMatchObject({
        kind: 'invalid',
        message: M.missingFileNameRequired,
      });
      await expect(service.missing({ ...search, sn: '' })).rejects.toMatchObject({
        message: M.missingSnRequired,
      });
      await expect(service.missing({ ...search, policeNumber: '' })).rejects.toMatchObject({
        message: M.missingPoliceNumberRequired,
      });
      await expect(
        service.missing({ ...search, date: '2026-11-02 00:00:00' }),
      ).rejects.toMatchObject({ message: M.missingStartAfterEnd });
      expect(server.calls).toHaveLength(0);
    });

    it('posts the search and reads data.list and data.total', async () => {
      server.handle(() =>
        ok({
          list: [
            {
              fileName: 'REC_0001.MP4',
              importTime: '2026-10-02 08:00:00',
              policeNumber: '010203',
              reName: null,
              extra: 'kept',
            },
          ],
          total: '1',
        }),
      );
      const res = await service.missing(search);
      expect(res.total).toBe(1);
      expect(res.list[0]).toMatchObject({
        fileName: 'REC_0001.MP4',
        policeNumber: '010203',
        extra: 'kept',
      });
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.missing);
      expect(formOf(server.calls[0].body)).toEqual({
        limit: '20',
        page: '1',
        date: search.date,
        dateZ: search.dateZ,
        fileName: 'REC_0001.MP4',
        policeNumber: '010203',
        sn: 'SN01',
      });
    });
  });

  describe('enforcement videos', () => {
    it('posts the business and paging, and answers from the cache offline', async () => {
      server.handle(() =>
        ok({
          records: [
            {
              crtUsername: '张警官',
              updIp: '10.0.0.1',
              updTime: '2026-11-01 10:00:00',
              outValue: 'http://m/1.mp4',
            },
          ],
          total: 1,
        }),
      );
      const req = { businessId: 'T1', businessType: 'xzcf', current: 1, size: 5 };
      const res = await service.enforcement(req);
      expect(res.data.records[0].outValue).toBe('http://m/1.mp4');
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.enforcement);
      // All six fields of spec 02 §7: the caller's type, our source and table (ENFORCEMENT_QUERY).
      expect(formOf(server.calls[0].body)).toEqual({
        outDataSource: 'zfsp',
        businessId: 'T1',
        businessTable: 'XFJD_XMRW',
        businessType: 'xzcf',
        current: '1',
        size: '5',
      });
      deps.setOnline(false);
      expect((await service.enforcement(req)).source).toBe('cache');
    });
  });

  describe('evidence', () => {
    it('reads the tree by rwid', async () => {
      server.handle(() =>
        ok([
          {
            wslbmc: '询问笔录',
            children: [
              {
                title: '询问笔录（张三）',
                wh: '乌消询〔2026〕1号',
                wssyid: 'W1',
                children: [
                  { fileName: 'a.mp4', fileUrl: '', outMapId: 'O1', uuid: 'u1' },
                  { fileName: 'b.mp4', fileUrl: '/preview/video/9', outMapId: 'O2', uuid: 'u2' },
                ],
              },
            ],
          },
          { wslbmc: '空', children: null },
        ]),
      );
      const res = await service.evidenceTree({ rwid: 'T1' });
      expect(res.data[0].children[0].children[0]).toEqual({
        fileName: 'a.mp4',
        fileUrl: null,
        outMapId: 'O1',
        uuid: 'u1',
      });
      expect(res.data[0].children[0].children[1].fileUrl).toBe(`${server.url}/preview/video/9`);
      expect(res.data[1].children).toEqual([]);
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.evidenceTree);
      expect(formOf(server.calls[0].body)).toEqual({ rwid: 'T1' });
    });

    it('sync sends outMapIds comma-joined', async () => {
      server.handle(() => msgReply(null));
      expect(
        await service.evidenceSync({
          runId: 'R1',
          wh: '乌消询〔2026〕1号',
          wssyid: 'W1',
          outMapIds: ['O1', 'O2'],
        }),
      ).toEqual({ message: M.evidenceSynced });
      expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.evidenceSync);
      expect(formOf(server.calls[0].body)).toEqual({
        runId: 'R1',
        wh: '乌消询〔2026〕1号',
        wssyid: 'W1',
        outMapIds: 'O1,O2',
      });
    });
  });
});
