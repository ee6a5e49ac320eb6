import { describe, expect, it } from 'vitest';
import { ok, refuse } from '../testing/fake-http';
import { done, useScriptedService } from '../testing/services';
import { createStampService, streamOfPath } from './stamp-service';
import { STAMPING_API } from '../../../shared/stamping/constants';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger } from '../logger';

// The sealing service of the officer's province: the variant follows the regional unit code.

let region: string | null = '15';
const dir = mkdtempSync(join(tmpdir(), 'xfjd-stamp-'));
const rig = useScriptedService((deps) =>
  createStampService({
    client: () => deps.client,
    reads: deps.reads,
    regionCode: () => region,
    serverUrl: () => deps.client.url('/').replace(/\/$/, ''),
    downloadsDir: () => dir,
    logger: silentLogger,
  }),
);

const NMG_ROW = {
  id: 3,
  xmbh: 'X1',
  wh: '新城消限字〔2024〕1号',
  ifSign: 1,
  ifSignMsg: '已盖章',
  path: '/api/blade-xfjd/file/download?md5=abc',
  md5: 'abc',
};
const GS_ROW = { id: 4, xmbh: 'X2', wh: '城关消限字', ifSign: 0, ifAgainSign: 1, md5: null };

describe('stamp service', () => {
  it('province 15: getNmgSignWs and sealByKeyWordNmg with provinceCode 15', async () => {
    region = '150102';
    rig.answer({ [STAMPING_API.stampList]: ok([NMG_ROW]), [STAMPING_API.seal]: done('盖章成功') });
    const list = await rig.service.list({ RWID: 't1' });
    expect(list.data).toMatchObject({ variant: 'nmg', own: true });
    expect(list.data.rows[0]).toMatchObject({
      id: '3',
      ifSign: '1',
      ifAgainSign: null,
      md5: 'abc',
    });
    await expect(rig.service.seal({ runId: 'r1', wssyid: 'f1' })).resolves.toEqual({
      message: '盖章成功',
    });
    expect(rig.sent()).toEqual([
      { path: STAMPING_API.stampList, form: { rwid: 't1' } },
      {
        path: STAMPING_API.seal,
        form: { runId: 'r1', flwslb: 'cxqz', wssyid: 'f1', provinceCode: '15' },
      },
    ]);
  });

  it('province 62: getSignWs and sealByKeyWordGs with provinceCode 62', async () => {
    region = '62';
    rig.answer({ [STAMPING_API.signListGs]: ok([GS_ROW]), [STAMPING_API.sealGs]: done(null) });
    const list = await rig.service.list({ RWID: 't2' });
    expect(list.data).toMatchObject({ variant: 'gs', own: true });
    expect(list.data.rows[0]).toMatchObject({ id: '4', ifSign: '0', ifAgainSign: '1', path: null });
    await expect(rig.service.seal({ runId: 'r2', wssyid: '4' })).resolves.toEqual({
      message: '盖章成功',
    });
    expect(rig.sent()).toEqual([
      { path: STAMPING_API.signListGs, form: { rwid: 't2' } },
      {
        path: STAMPING_API.sealGs,
        // Spec 01 §7: the document in params, not flat fields.
        form: {
          runId: 'r2',
          params: JSON.stringify({ flwslb: 'cxqz', wssyid: '4' }),
          provinceCode: '62',
        },
      },
    ]);
    rig.answer({ [STAMPING_API.sealGs]: refuse('该文书已送达，不能重新盖章') });
    await expect(rig.service.seal({ runId: 'r2', wssyid: '4' })).rejects.toMatchObject({
      kind: 'server',
      message: '该文书已送达，不能重新盖章',
    });
  });

  it('another province (or none) uses the default service and says so', async () => {
    for (const [code, province] of [
      ['130102', '13'],
      ['', null],
      [null, null],
    ] as const) {
      region = code;
      rig.answer({ [STAMPING_API.stampList]: ok([]) });
      expect((await rig.service.list({ RWID: `t-${String(code)}` })).data).toEqual({
        variant: 'nmg',
        own: false,
        province,
        rows: [],
      });
    }
  });

  it('downloads by the row path of the list, and refuses a row without one', async () => {
    region = '15';
    rig.answer({
      [STAMPING_API.stampList]: ok([NMG_ROW, { ...NMG_ROW, id: 5, path: null }]),
      '/api/blade-xfjd/file/download': {
        raw: Buffer.from('%PDF-1.4 sealed'),
        headers: { 'content-type': 'application/pdf' },
      },
    });
    const saved = await rig.service.download({ RWID: 't3', id: '3', fileName: '通知书.pdf' });
    expect(saved.bytes).toBe(15);
    expect(rig.server.calls.at(-1)?.path).toBe('/api/blade-xfjd/file/download?md5=abc');
    await expect(
      rig.service.download({ RWID: 't3', id: '5', fileName: 'x.pdf' }),
    ).rejects.toMatchObject({ message: '该文件暂无法下载' });
  });

  it('never sends the token to another host', () => {
    expect(streamOfPath('/a/b?md5=1', 'http://127.0.0.1:9')).toEqual({
      path: '/a/b',
      method: 'GET',
      query: { md5: '1' },
    });
    expect(streamOfPath('http://127.0.0.1:9/f.pdf', 'http://127.0.0.1:9')?.path).toBe('/f.pdf');
    expect(streamOfPath('http://evil.example/f.pdf', 'http://127.0.0.1:9')).toBeNull();
    expect(streamOfPath('//evil.example/f.pdf', 'http://127.0.0.1:9')).toBeNull();
  });
});
