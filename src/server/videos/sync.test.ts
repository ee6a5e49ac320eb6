import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, signedInServer } from '../testing';
import { missingVideoPageSchema, videoRecordSchema } from '../../shared/videos/schemas';
import { VIDEOS_API } from '../../shared/videos/constants';

const { server, demo } = await signedInServer();

type Page = z.infer<typeof missingVideoPageSchema>;
const pull = async (form: Record<string, string>): Promise<Page> => {
  const { json } = await call(server.url, demo, VIDEOS_API.missing, form);
  expect(json.success).toBe(true);
  return missingVideoPageSchema.parse(json.data);
};
const rowSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  sn: z.string(),
  policeNumber: z.string(),
  importTime: z.string(),
});
const rowsOf = (page: Page): Array<z.infer<typeof rowSchema>> =>
  page.list.map((r) => rowSchema.parse(r));

describe('pullZfjdyJbxxV2', () => {
  it('lists the recorder files not imported, newest first, paged by page and limit', async () => {
    const everything = rowsOf(await pull({ limit: '100' }));
    expect(everything).toHaveLength(15);
    const times = everything.map((r) => r.importTime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await pull({ page: '2', limit: '10' });
    expect(second.total).toBe(15);
    expect(rowsOf(second).map((r) => r.id)).toEqual(everything.slice(10).map((r) => r.id));
    expect((await call(server.url, demo, VIDEOS_API.missing, { limit: '0' })).json.msg).toBe(
      '每页条数必须是正整数',
    );
  });

  it('filters by file name (contains), recorder and police number (exact) and the date range', async () => {
    const everything = rowsOf(await pull({ limit: '100' }));
    const one = rowsOf(
      await pull({ sn: 'ZFJLY-150102-01', policeNumber: '1502117', limit: '100' }),
    );
    expect(one.length).toBe(
      everything.filter((r) => r.sn === 'ZFJLY-150102-01' && r.policeNumber === '1502117').length,
    );
    expect(one.length).toBeGreaterThan(1);
    expect((await pull({ sn: 'ZFJLY-150102' })).total).toBe(0);
    expect((await pull({ policeNumber: '150211' })).total).toBe(0);
    expect((await pull({ fileName: 'ZFJLY-150102-0' })).total).toBe(
      everything.filter((r) => r.fileName.includes('ZFJLY-150102-0')).length,
    );
    const target = everything[4];
    expect(rowsOf(await pull({ fileName: target.fileName.slice(0, -4) })).map((r) => r.id)).toEqual(
      [target.id],
    );
    const day = target.importTime.slice(0, 10);
    const sameDay = rowsOf(await pull({ date: `${day} 00:00:00`, dateZ: day, limit: '100' }));
    expect(sameDay.map((r) => r.id)).toContain(target.id);
    expect(sameDay.every((r) => r.importTime.startsWith(day))).toBe(true);
  });
});

describe('saveZfjly', () => {
  it('imports the row into the platform once and drops it from the missing list', async () => {
    const target = rowsOf(await pull({ sn: 'ZFJLY-150102-02', limit: '100' }))[0];
    const res = await call(server.url, demo, VIDEOS_API.syncMissing, {
      ...target,
      reName: '',
      rename: '',
    });
    expect(res.json).toMatchObject({ success: true, msg: '同步成功' });
    expect(
      (await call(server.url, demo, VIDEOS_API.syncMissing, { id: target.id })).json,
    ).toMatchObject({ success: true, msg: '同步成功' });
    expect(rowsOf(await pull({ limit: '100' })).map((r) => r.id)).not.toContain(target.id);
    const { json } = await call(server.url, demo, VIDEOS_API.list, { reName: target.fileName });
    const page = z
      .object({ records: z.array(videoRecordSchema), total: z.number() })
      .parse(json.data);
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      FILENAME: target.fileName,
      SN: 'ZFJLY-150102-02',
      POLICE_NUMBER: target.policeNumber,
      IMPORTTIME: target.importTime,
      GROUP_NAME: '呼和浩特市新城区消防救援大队',
      RWID: null,
    });
  });

  it('finds a row by file name and recorder when no id is given, and refuses unknown rows', async () => {
    const target = rowsOf(await pull({ sn: 'ZFJLY-150203-01', limit: '100' }))[0];
    expect(
      (
        await call(server.url, demo, VIDEOS_API.syncMissing, {
          fileName: target.fileName,
          sn: target.sn,
        })
      ).json.success,
    ).toBe(true);
    expect(
      (await call(server.url, demo, VIDEOS_API.syncMissing, { id: 'nope' })).json,
    ).toMatchObject({ success: false, msg: '未找到该视频的采集记录' });
    expect(
      (
        await call(server.url, demo, VIDEOS_API.syncMissing, {
          fileName: target.fileName,
          sn: 'ZFJLY-0',
        })
      ).json.msg,
    ).toBe('未找到该视频的采集记录');
    expect((await call(server.url, demo, VIDEOS_API.syncMissing, {})).json.msg).toBe(
      '未找到该视频的采集记录',
    );
  });
});
