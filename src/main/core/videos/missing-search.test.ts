import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { dispatch } from '../dispatch';
import { ok, startFakeServer, type FakeServer } from '../testing/fake-http';
import { formOf, pathOf, serviceDeps } from '../testing/services';
import { createVideoService } from './video-service';
import type { Handlers, Request } from '../../../shared/contract';
import { VIDEOS_API } from '../../../shared/videos/constants';

// The missing-video search as a renderer call reaches main: the contract lets empty fields through
// so that main's own check answers the spec's message for each (spec 01 §5), never a generic
// "invalid argument", and nothing reaches the server.

const valid: Request<'videos:missing'> = {
  fileName: 'ZFJLY-150102-01',
  sn: 'ZFJLY-150102-01',
  policeNumber: '1502117',
  date: '2026-10-01 00:00:00',
  dateZ: '2026-10-31 23:59:59',
  page: 1,
  limit: 20,
};

describe('video:missing through dispatch', () => {
  let server: FakeServer;
  let handlers: Handlers;

  beforeEach(async () => {
    server = await startFakeServer();
    const deps = serviceDeps(server);
    const service = createVideoService({
      client: () => deps.client,
      reads: deps.reads,
      serverUrl: () => server.url,
    });
    // Only the channel under test; dispatch looks the handler up by channel.
    handlers = { 'videos:missing': service.missing } as unknown as Handlers;
  });
  afterEach(async () => {
    await server.close();
  });

  const refusal = async (req: Request<'videos:missing'>): Promise<unknown> =>
    dispatch(handlers, 'videos:missing', req);

  it('answers the spec message of the first empty field, in the spec order', async () => {
    const empty = { ...valid, fileName: '', sn: '', policeNumber: '', date: '', dateZ: '' };
    expect(await refusal(empty)).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.missingFileNameRequired },
    });
    expect(await refusal({ ...empty, fileName: valid.fileName })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.missingSnRequired },
    });
    expect(await refusal({ ...empty, fileName: valid.fileName, sn: valid.sn })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.missingPoliceNumberRequired },
    });
    expect(await refusal({ ...valid, date: '', dateZ: '' })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.missingStartRequired },
    });
    expect(await refusal({ ...valid, dateZ: '' })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.missingEndRequired },
    });
    expect(await refusal({ ...valid, date: valid.dateZ, dateZ: valid.date })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.missingStartAfterEnd },
    });
    expect(server.calls).toHaveLength(0);
  });

  it('treats blanks as empty, with the exact Chinese texts of the spec', async () => {
    expect(await refusal({ ...valid, fileName: '   ' })).toMatchObject({
      error: { message: '请输入采集平台原始视频文件名' },
    });
    expect(await refusal({ ...valid, sn: ' ' })).toMatchObject({
      error: { message: '请输入执法记录仪编号' },
    });
    expect(await refusal({ ...valid, policeNumber: '\t' })).toMatchObject({
      error: { message: '请输入警号' },
    });
    expect(await refusal({ ...valid, date: ' ' })).toMatchObject({
      error: { message: '请选择采集开始时间' },
    });
    expect(await refusal({ ...valid, dateZ: ' ' })).toMatchObject({
      error: { message: '请选择采集结束时间' },
    });
    expect(server.calls).toHaveLength(0);
  });

  it('still refuses over-long fields as invalid arguments, and passes a complete search on', async () => {
    expect(await refusal({ ...valid, fileName: 'x'.repeat(201) })).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.errInvalidArgs },
    });
    server.handle(() => ok({ list: [], total: 0 }));
    expect(await refusal({ ...valid, fileName: ` ${valid.fileName} ` })).toEqual({
      ok: true,
      value: { list: [], total: 0 },
    });
    expect(pathOf(server.calls[0].path)).toBe(VIDEOS_API.missing);
    expect(formOf(server.calls[0].body)).toMatchObject({
      fileName: valid.fileName,
      sn: valid.sn,
      policeNumber: valid.policeNumber,
    });
  });
});
