import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mp4Clip } from '../seed/media';
import { call, signedInServer } from '../testing';
import { check, init, merge, patternBytes, putAll, testFile } from '../uploads/testing';
import { BUSINESS_TYPE } from '../../shared/uploads/constants';
import { CHECK_CODE } from '../../shared/uploads/rules';
import { type VideoRecord, videoRecordSchema } from '../../shared/videos/schemas';
import { VIDEOS_API } from '../../shared/videos/constants';

// Uploads with businessType 'zfjly' feed the collection platform (the dock import's path).

const { server, demo } = await signedInServer();

const RECORDER = { businessId: 'ZFJLY-150102-01', businessType: BUSINESS_TYPE.recorder };
const find = async (reName: string): Promise<VideoRecord[]> => {
  const { json } = await call(server.url, demo, VIDEOS_API.list, {
    reName,
    zgdwid: '1501020000',
    TYGXJGFW: '0',
  });
  return z.object({ records: z.array(videoRecordSchema) }).parse(json.data).records;
};

describe('upload with businessType zfjly', () => {
  it('lands in the platform in the uploader unit, with the recorder fields given at init, once', async () => {
    const f = testFile(patternBytes(700_000, 7), RECORDER, 'ZFJLY-150102-01_20260301093000.mp4', {
      policeNumber: '1502121',
      recordTime: '2026-03-01 09:30:00',
    });
    expect((await check(server.url, demo, f)).code).toBe(CHECK_CODE.notUploaded);
    const session = await init(server.url, demo, f);
    await putAll(server.url, f, session.urls);
    const merged = await merge(server.url, demo, f, session.uploadId);
    expect(merged.json).toMatchObject({
      success: true,
      data: { md5: f.md5, size: f.bytes.length },
    });
    const fileId = (merged.json.data as { fileId: string }).fileId;
    expect(await merge(server.url, demo, f, session.uploadId)).toMatchObject({
      json: { data: { fileId } },
    });
    expect(await check(server.url, demo, f)).toMatchObject({ code: CHECK_CODE.done, fileId });
    const rows = await find('ZFJLY-150102-01_20260301093000');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ID: fileId,
      FILENAME: 'ZFJLY-150102-01_20260301093000.mp4',
      RE_NAME: null,
      GROUP_NAME: '呼和浩特市新城区消防救援大队',
      SN: 'ZFJLY-150102-01',
      POLICE_NUMBER: '1502121',
      IMPORTTIME: '2026-03-01 09:30:00',
      RWID: null,
      MD5: f.md5,
      // The recorder's start is its recording start; the upload tells no end.
      PSKSSJ: '2026-03-01 09:30:00',
      PSJSSJ: null,
    });
    const bytes = Buffer.from(await (await fetch(server.url + (rows[0].URL ?? ''))).arrayBuffer());
    expect(bytes.equals(f.bytes)).toBe(true);
  });

  it('links bytes already stored instantly (check answers done) with the officer defaults', async () => {
    const clip = mp4Clip();
    if (!clip) return;
    const f = testFile(clip, { ...RECORDER, businessId: 'ZFJLY-150102-03' }, '现场复查.mp4', {
      showName: '鼎盛购物中心复查录像',
    });
    const done = await check(server.url, demo, f);
    expect(done.code).toBe(CHECK_CODE.done);
    const rows = await find('鼎盛购物中心复查录像');
    expect(rows.map((r) => r.ID)).toEqual([done.fileId]);
    expect(rows[0]).toMatchObject({
      FILENAME: '现场复查.mp4',
      SN: 'ZFJLY-150102-03',
      POLICE_NUMBER: '1502117',
      PSKSSJ: null,
    });
  });

  it('refuses files that are not recordings or photos, and a malformed record time', async () => {
    const doc = testFile(patternBytes(100, 2), RECORDER, '说明.docx');
    expect((await check(server.url, demo, doc)).raw.json).toMatchObject({
      success: false,
      msg: '您的附件【说明.docx】后缀系统不支持，请修改后缀后重新上传',
    });
    const badTime = testFile(patternBytes(100, 3), RECORDER, 'a.mp4', { recordTime: '2026/03/01' });
    expect((await check(server.url, demo, badTime)).raw.json.msg).toBe('录制时间格式不正确');
  });
});
