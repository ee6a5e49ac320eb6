import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { taskId } from '../tasks/seed/build';
import { call, callRaw, login, opLog, signedInServer } from '../testing';
import { UNIT_TREE_TABLE, VIDEOS_API } from '../../shared/videos/constants';
import {
  boundVideosSchema,
  orgUnitSchema,
  type VideoRecord,
  videoRecordSchema,
} from '../../shared/videos/schemas';
import { GENERIC_API } from '../../shared/generic/constants';
import { SUGGEST_SEED } from './seed';

const { server, demo } = await signedInServer();
const lisi = (await login(server.url, 'lisi')).access;

const PENALTY = taskId(3);
const QUICK = taskId(11);
const XC = '1501020000';
const pageSchema = z.object({ records: z.array(videoRecordSchema), total: z.number() });

const list = async (
  form: Record<string, string>,
  token = demo,
): Promise<z.infer<typeof pageSchema>> => {
  const { json } = await call(server.url, token, VIDEOS_API.list, form);
  expect(json.success).toBe(true);
  return pageSchema.parse(json.data);
};
const all = async (): Promise<VideoRecord[]> =>
  (await list({ current: '1', size: '1000' })).records;
const bound = async (rwid: string): Promise<VideoRecord[]> =>
  boundVideosSchema.parse((await call(server.url, demo, VIDEOS_API.bound, { rwid })).json.data);
const ids = (rows: VideoRecord[]): string[] => rows.map((r) => r.ID);

describe('getZfjlyBdJbxx', () => {
  it('answers the two videos bound to the penalty task, with URLs, and refuses other officers', async () => {
    const rows = await bound(PENALTY);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.RWID === PENALTY && r.URL?.startsWith('/preview/video/'))).toBe(
      true,
    );
    expect((await call(server.url, lisi, VIDEOS_API.bound, { rwid: PENALTY })).json.msg).toBe(
      '无权查看该任务',
    );
    expect((await call(server.url, demo, VIDEOS_API.bound, { rwid: 'nope' })).json.msg).toBe(
      '任务不存在',
    );
  });
});

describe('getZfjlyJbxx', () => {
  it('pages the platform newest first with records and total', async () => {
    const everything = await all();
    expect(everything.length).toBeGreaterThanOrEqual(40);
    const created = everything.map((r) => r.CREATETIME ?? '');
    expect([...created].sort().reverse()).toEqual(created);
    const first = await list({ current: '1', size: '20' });
    const second = await list({ current: '2', size: '20' });
    expect(first.total).toBe(everything.length);
    expect(ids(first.records)).toEqual(ids(everything.slice(0, 20)));
    expect(ids(second.records)).toEqual(ids(everything.slice(20, 40)));
    expect(everything.some((r) => r.FILENAME?.endsWith('.jpg'))).toBe(true);
    expect(everything.some((r) => r.REMARK)).toBe(true);
    expect(everything.some((r) => !r.RE_NAME)).toBe(true);
  });

  it('scopes by unit: TYGXJGFW 0 the unit only, 1 the unit and its sub-units', async () => {
    const everything = await all();
    const own = await list({
      zgdwid: XC,
      zgdwmc: '呼和浩特市新城区消防救援大队',
      TYGXJGFW: '0',
      size: '200',
    });
    expect(own.records.every((r) => r.GROUP_NAME === '呼和浩特市新城区消防救援大队')).toBe(true);
    expect(own.total).toBe(
      everything.filter((r) => r.GROUP_NAME === '呼和浩特市新城区消防救援大队').length,
    );
    const below = await list({ zgdwid: XC, TYGXJGFW: '1', size: '200' });
    expect(below.total).toBe(
      everything.filter((r) => r.GROUP_NAME?.startsWith('呼和浩特市新城区消防救援大队')).length,
    );
    expect(below.total).toBeGreaterThan(own.total);
    const city = await list({ zgdwid: '1501000000', TYGXJGFW: '1', size: '200' });
    expect(city.total).toBe(
      everything.filter((r) => r.GROUP_NAME?.startsWith('呼和浩特市')).length,
    );
    expect((await list({ zgdwid: '1501000000', TYGXJGFW: '0' })).total).toBe(
      everything.filter((r) => r.GROUP_NAME === '呼和浩特市消防救援支队').length,
    );
  });

  it('filters by name (RE_NAME or FILENAME), unit text, remark, bind state and creation time', async () => {
    const everything = await all();
    const byName = await list({ reName: '鼎盛', size: '200' });
    expect(byName.total).toBe(
      everything.filter((r) => r.RE_NAME?.includes('鼎盛') || r.FILENAME?.includes('鼎盛')).length,
    );
    expect(byName.total).toBeGreaterThan(0);
    const byFile = await list({ reName: 'ZFJLY-150103', size: '200' });
    expect(byFile.total).toBe(
      everything.filter((r) => r.FILENAME?.includes('ZFJLY-150103')).length,
    );
    expect(byFile.total).toBeGreaterThan(0);
    expect((await list({ groupName: '回民区' })).total).toBe(
      everything.filter((r) => r.GROUP_NAME?.includes('回民区')).length,
    );
    expect((await list({ zgdwmc: '包头' })).total).toBe(
      everything.filter((r) => r.GROUP_NAME?.includes('包头')).length,
    );
    expect((await list({ remark: '疏散通道' })).total).toBe(
      everything.filter((r) => r.REMARK?.includes('疏散通道')).length,
    );
    expect((await list({ remark: '%' })).total).toBe(0);
    const boundRows = await list({ bdzt: '1', size: '200' });
    const unbound = await list({ bdzt: '0', size: '200' });
    expect(boundRows.records.every((r) => r.RWID)).toBe(true);
    expect(unbound.records.every((r) => !r.RWID)).toBe(true);
    expect(boundRows.total + unbound.total).toBe(everything.length);
    const mid = everything[10].CREATETIME ?? '';
    const late = await list({ kssj: mid, size: '200' });
    expect(late.total).toBe(11);
    const day = mid.slice(0, 10);
    const upToDay = await list({ jssj: day, size: '200' });
    expect(upToDay.total).toBe(
      everything.filter((r) => (r.CREATETIME ?? '').slice(0, 10) <= day).length,
    );
    expect((await list({ kssj: mid, jssj: mid })).total).toBe(1);
  });
});

describe('recording times and the suggestion seed (issue 18)', () => {
  it('answers PSKSSJ and PSJSSJ, and seeds unbound videos on the demo officer’s recorder', async () => {
    const everything = await all();
    expect(
      everything.every(
        (r) => r.PSKSSJ && r.PSJSSJ && r.PSJSSJ >= r.PSKSSJ && r.IMPORTTIME === r.PSKSSJ,
      ),
    ).toBe(true);
    const seeded = everything.filter((r) =>
      (Object.values(SUGGEST_SEED) as string[]).includes(r.ID),
    );
    expect(seeded).toHaveLength(5);
    for (const r of seeded) {
      expect(r).toMatchObject({
        RWID: null,
        SN: 'ZFJLY-150102-01',
        POLICE_NUMBER: '1502117',
        GROUP_NAME: '呼和浩特市新城区消防救援大队',
      });
      // Imported after the recording ended.
      expect((r.CREATETIME ?? '') > (r.PSJSSJ ?? '')).toBe(true);
    }
  });
});

describe('binding, Unbind, updateRemark', () => {
  it('binds an unbound video, is idempotent for the same task, refuses another task, and unbinds', async () => {
    const free = (await list({ bdzt: '0', zgdwid: XC, TYGXJGFW: '0' })).records[0];
    const first = await call(server.url, demo, VIDEOS_API.bind, { rwid: QUICK, id: free.ID });
    expect(first.json).toMatchObject({ success: true, msg: '绑定成功' });
    expect(
      (await call(server.url, demo, VIDEOS_API.bind, { rwid: QUICK, id: free.ID })).json,
    ).toMatchObject({ success: true, msg: '绑定成功' });
    expect(ids(await bound(QUICK))).toContain(free.ID);
    expect(
      (await call(server.url, demo, VIDEOS_API.bind, { rwid: PENALTY, id: free.ID })).json,
    ).toMatchObject({ success: false, msg: '该视频已绑定其他任务' });
    expect(await opLog(server.url, demo, QUICK, 1)).toEqual([
      `绑定执法记录仪视频：${free.RE_NAME || free.FILENAME}`,
    ]);
    expect((await call(server.url, lisi, VIDEOS_API.unbind, { id: free.ID })).json.msg).toBe(
      '无权查看该任务',
    );
    expect((await call(server.url, demo, VIDEOS_API.unbind, { id: free.ID })).json).toMatchObject({
      success: true,
      msg: '解绑成功',
    });
    expect(ids(await bound(QUICK))).not.toContain(free.ID);
    expect(await opLog(server.url, demo, QUICK, 1)).toEqual([
      `解绑执法记录仪视频：${free.RE_NAME || free.FILENAME}`,
    ]);
    expect((await call(server.url, demo, VIDEOS_API.unbind, { id: free.ID })).json.msg).toBe(
      '该视频未绑定任务',
    );
  });

  it('refuses unknown videos and tasks, and tasks of other officers', async () => {
    const free = (await list({ bdzt: '0' })).records[0];
    expect(
      (await call(server.url, demo, VIDEOS_API.bind, { rwid: QUICK, id: 'nope' })).json.msg,
    ).toBe('视频不存在');
    expect((await call(server.url, demo, VIDEOS_API.bind, { rwid: QUICK })).json.msg).toBe(
      '视频ID不能为空',
    );
    expect(
      (await call(server.url, demo, VIDEOS_API.bind, { rwid: taskId(31), id: free.ID })).json.msg,
    ).toBe('无权查看该任务');
    expect((await call(server.url, demo, VIDEOS_API.unbind, { id: 'nope' })).json.msg).toBe(
      '视频不存在',
    );
    expect(
      (await call(server.url, demo, VIDEOS_API.remark, { id: 'nope', remark: 'x' })).json.msg,
    ).toBe('视频不存在');
  });

  it('refuses binding to an archived or voided task, and unbinding from an archived one, changing nothing', async () => {
    const ARCHIVED = taskId(6);
    const VOIDED = taskId(2);
    const free = (await list({ bdzt: '0' })).records[0];
    const archivedRefusal = await call(server.url, demo, VIDEOS_API.bind, {
      rwid: ARCHIVED,
      id: free.ID,
    });
    expect(archivedRefusal.json).toMatchObject({
      success: false,
      msg: '任务已归档或作废，不能绑定视频',
    });
    expect(
      (await call(server.url, demo, VIDEOS_API.bind, { rwid: VOIDED, id: free.ID })).json,
    ).toMatchObject({ success: false, msg: '任务已归档或作废，不能绑定视频' });
    expect((await all()).find((r) => r.ID === free.ID)?.RWID).toBeNull();
    // The archived task keeps the video it was archived with.
    const kept = await bound(ARCHIVED);
    expect(kept).toHaveLength(1);
    const before = await opLog(server.url, demo, ARCHIVED, 1);
    expect(
      (await call(server.url, demo, VIDEOS_API.unbind, { id: kept[0].ID })).json,
    ).toMatchObject({ success: false, msg: '任务已归档或作废，不能解绑视频' });
    expect(ids(await bound(ARCHIVED))).toEqual([kept[0].ID]);
    expect(await opLog(server.url, demo, ARCHIVED, 1)).toEqual(before);
    // Binding it again to its own archived task is refused too (not an idempotent success).
    expect(
      (await call(server.url, demo, VIDEOS_API.bind, { rwid: ARCHIVED, id: kept[0].ID })).json.msg,
    ).toBe('任务已归档或作废，不能绑定视频');
  });

  it('changes a remark (logged on the bound task), clears it, and refuses over 200 characters', async () => {
    const video = (await bound(PENALTY))[0];
    expect(
      (
        await call(server.url, demo, VIDEOS_API.remark, {
          id: video.ID,
          remark: '当事人承认违法事实',
        })
      ).json,
    ).toMatchObject({ success: true, msg: '备注修改成功' });
    expect((await bound(PENALTY)).find((r) => r.ID === video.ID)?.REMARK).toBe(
      '当事人承认违法事实',
    );
    expect(await opLog(server.url, demo, PENALTY, 1)).toEqual([
      `修改执法记录仪视频备注：${video.RE_NAME || video.FILENAME}，备注：当事人承认违法事实`,
    ]);
    expect(
      (await call(server.url, demo, VIDEOS_API.remark, { id: video.ID, remark: '' })).json.success,
    ).toBe(true);
    expect((await bound(PENALTY)).find((r) => r.ID === video.ID)?.REMARK).toBeNull();
    expect(
      (await call(server.url, demo, VIDEOS_API.remark, { id: video.ID, remark: '长'.repeat(201) }))
        .json.msg,
    ).toBe('备注长度不能超过200个字符');
  });
});

describe('video URL', () => {
  it('plays without Blade-Auth, with Range (206), and refuses expired or tampered links', async () => {
    const video = (await bound(PENALTY))[0];
    const url = video.URL ?? '';
    const whole = await fetch(server.url + url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(server.url + url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(server.url + url, { headers: { Range: `bytes=${size}-` } })).status).toBe(
      416,
    );
    const expired = await callRaw(server.url, null, url.replace(/expires=\d+/, 'expires=1000'));
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.body.toString('utf8')).msg).toBe('视频地址已过期，请重新打开');
    const tampered = await callRaw(
      server.url,
      null,
      url.replace(/signature=[0-9a-f]/, 'signature=x'),
    );
    expect(JSON.parse(tampered.body.toString('utf8')).msg).toBe('视频地址签名不正确');
    const other = (await all()).find((r) => r.ID !== video.ID)?.ID ?? '';
    const swapped = await callRaw(
      server.url,
      null,
      url.replace(/\/preview\/video\/[^?]+/, `/preview/video/${other}`),
    );
    expect(swapped.status).toBe(403);
    expect(
      JSON.parse(
        (await callRaw(server.url, null, '/preview/video/1?expires=x')).body.toString('utf8'),
      ).msg,
    ).toBe('视频地址不正确');
  });

  it('serves JPG photos as images', async () => {
    const photo = (await all()).find((r) => r.FILENAME?.endsWith('.jpg'));
    const res = await fetch(server.url + (photo?.URL ?? ''));
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});

describe('unit tree (getTreeData XFJD_ZZJG)', () => {
  it('answers the fire-rescue units flat with ID, DWQC, PARENT_ID', async () => {
    const { json } = await call(server.url, demo, GENERIC_API.treeData, {
      tableName: UNIT_TREE_TABLE,
    });
    const units = z.array(orgUnitSchema).parse(json.data);
    const xc = units.find((u) => u.ID === XC);
    expect(xc).toMatchObject({ DWQC: '呼和浩特市新城区消防救援大队', PARENT_ID: '1501000000' });
    expect(units.filter((u) => u.PARENT_ID === XC).map((u) => u.DWQC)).toEqual([
      '呼和浩特市新城区消防救援大队海东路消防救援站',
    ]);
    expect(units.filter((u) => !u.PARENT_ID).map((u) => u.DWQC)).toEqual([
      '内蒙古自治区消防救援总队',
      '河北省消防救援总队',
    ]);
  });
});
