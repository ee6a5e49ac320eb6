import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runIdOf, taskId } from '../tasks/seed/build';
import { call, login, opLog, signedInServer } from '../testing';
import {
  enforcementVideoSchema,
  evidenceGroupSchema,
  type EvidenceGroup,
} from '../../shared/videos/schemas';
import { VIDEOS_API } from '../../shared/videos/constants';

const { server, demo } = await signedInServer();
const lisi = (await login(server.url, 'lisi')).access;

const PENALTY = taskId(3);
const RUN1 = runIdOf(1);
const pageSchema = z.object({ records: z.array(enforcementVideoSchema), total: z.number() });
const enforcement = async (form: Record<string, string>): Promise<z.infer<typeof pageSchema>> =>
  pageSchema.parse(
    (
      await call(server.url, demo, VIDEOS_API.enforcement, {
        outDataSource: 'zfsp',
        businessTable: 'XFJD_XMRW',
        businessType: 'xmrw',
        ...form,
      })
    ).json.data,
  );
const tree = async (): Promise<EvidenceGroup[]> =>
  z
    .array(evidenceGroupSchema)
    .parse((await call(server.url, demo, VIDEOS_API.evidenceTree, { rwid: PENALTY })).json.data);

describe('getOutDataByQuery', () => {
  it('pages the enforcement videos of a task, newest first, with playable URLs', async () => {
    const all = await enforcement({ businessId: PENALTY, current: '1', size: '20' });
    expect(all.total).toBe(3);
    expect(all.records.map((r) => r.crtUsername)).toEqual(['张伟', '张伟', '李强']);
    const times = all.records.map((r) => r.updTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    const second = await enforcement({ businessId: PENALTY, current: '2', size: '2' });
    expect(second.records).toHaveLength(1);
    expect(second.records[0].updIp).toBe('10.15.32.57');
    expect(
      (
        await fetch(server.url + (all.records[0].outValue ?? ''), {
          headers: { Range: 'bytes=0-9' },
        })
      ).status,
    ).toBe(206);
    expect((await enforcement({ businessId: taskId(5) })).total).toBe(0);
    expect(
      (await call(server.url, lisi, VIDEOS_API.enforcement, { businessId: PENALTY })).json.msg,
    ).toBe('无权查看该任务');
  });

  it('reads the source, table and type: ours when absent or in other case, none of another', async () => {
    const page = (form: Record<string, string>) =>
      call(server.url, demo, VIDEOS_API.enforcement, { businessId: PENALTY, ...form }).then((r) =>
        pageSchema.parse(r.json.data),
      );
    expect((await page({})).total).toBe(3);
    expect((await page({ outDataSource: 'ZFSP', businessTable: 'xfjd_xmrw' })).total).toBe(3);
    expect((await page({ businessTable: 'XFJD_XZCF' })).total).toBe(0);
    expect((await page({ businessType: 'flws' })).total).toBe(0);
    expect((await page({ outDataSource: 'zfzj' })).total).toBe(0);
  });
});

describe('getFlwsInfoListByRwid', () => {
  it('groups the evidence by category and document; some files have no fileUrl', async () => {
    const groups = await tree();
    expect(groups.length).toBeGreaterThan(0);
    const docs = groups.flatMap((g) => g.children);
    expect(docs).toHaveLength(3);
    const files = docs.flatMap((d) => d.children);
    expect(files.length).toBe(7);
    expect(files.filter((f) => !f.fileUrl)).toHaveLength(3);
    expect(
      files.filter((f) => f.fileUrl).every((f) => f.fileUrl?.startsWith('/preview/video/')),
    ).toBe(true);
    expect(files.every((f) => f.outMapId && f.uuid?.length === 32 && f.fileName)).toBe(true);
    expect(docs.every((d) => d.title && d.wssyid)).toBe(true);
    expect(
      await call(server.url, demo, VIDEOS_API.evidenceTree, { rwid: taskId(5) }),
    ).toMatchObject({ json: { success: true, data: [] } });
    expect(
      (await call(server.url, lisi, VIDEOS_API.evidenceTree, { rwid: PENALTY })).json.msg,
    ).toBe('无权查看该任务');
  });
});

describe('sycnZfzjxtData', () => {
  it('marks the chosen files synced and logs it', async () => {
    const doc = (await tree())[0].children[0];
    const ids = doc.children.map((f) => f.outMapId ?? '');
    const res = await call(server.url, demo, VIDEOS_API.evidenceSync, {
      runId: RUN1,
      wh: doc.wh ?? '',
      wssyid: doc.wssyid ?? '',
      outMapIds: ids.join(','),
    });
    expect(res.json).toMatchObject({ success: true, msg: '数据同步成功！' });
    const after = (await call(server.url, demo, VIDEOS_API.evidenceTree, { rwid: PENALTY })).json
      .data as Array<{ children: Array<{ children: Array<{ syncTime: string | null }> }> }>;
    expect(after[0].children[0].children.every((f) => f.syncTime)).toBe(true);
    expect(await opLog(server.url, demo, PENALTY, 1)).toEqual([
      `同步执法证据：${doc.title}，${ids.length}个文件`,
    ]);
  });

  it('refuses unknown files, files of another document, no files, a wrong wh or runId, and other officers', async () => {
    const docs = (await tree()).flatMap((g) => g.children);
    const [a, b] = docs;
    const form = { runId: RUN1, wh: a.wh ?? '', wssyid: a.wssyid ?? '' };
    const sync = async (extra: Record<string, string>, token = demo): Promise<unknown> =>
      (await call(server.url, token, VIDEOS_API.evidenceSync, { ...form, ...extra })).json.msg;
    expect(await sync({ outMapIds: '1,2' })).toBe('证据文件不存在');
    expect(await sync({ outMapIds: b.children[0].outMapId ?? '' })).toBe('证据文件不存在');
    expect(await sync({ outMapIds: '' })).toBe('请选择要同步的证据文件');
    expect(await sync({ outMapIds: a.children[0].outMapId ?? '', wh: 'X消字〔2000〕第1号' })).toBe(
      '文号与文书不一致',
    );
    expect(await sync({ outMapIds: a.children[0].outMapId ?? '', runId: runIdOf(2) })).toBe(
      '任务不属于该流程',
    );
    expect(await sync({ outMapIds: a.children[0].outMapId ?? '', wssyid: 'nope' })).toBe(
      '文书未找到!',
    );
    expect(await sync({ outMapIds: a.children[0].outMapId ?? '' }, lisi)).toBe('无权查看该任务');
  });
});
