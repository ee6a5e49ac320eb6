import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { startServer } from '../../../server/index';
import { login } from '../../../server/testing';
import { createCore, type Core } from '../app';
import { coreCalls } from '../testing/reference';
import type { Events } from '../../../shared/contract';
import { BUSINESS_TYPE, UPLOADS_API } from '../../../shared/uploads/constants';
import { SLICE_SIZE, sliceCountOf } from '../../../shared/uploads/rules';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import { ATTACHMENTS_API } from '../../../shared/attachments/constants';

// The attachment manager and viewer against the real reference server over real HTTP. Files are
// put there through the chunked protocol itself (the queue is tested on its own), then listed,
// renamed, downloaded, viewed and deleted through the same handlers the screens call.

type Running = Awaited<ReturnType<typeof startServer>>;
const tmp = (p: string): string => mkdtempSync(join(tmpdir(), p));
const md5 = (b: Buffer): string => createHash('md5').update(b).digest('hex');

let server: Running;
let core: Core;
let token: string;
let task: TaskRecord;
const changed: Events['shell:dataChanged'][] = [];

const { value, refusal } = coreCalls(() => core);

async function post(path: string, form: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: {
      'Blade-Auth': `bearer ${token}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
  });
  const json = (await res.json()) as {
    code: number;
    success: boolean;
    data: Record<string, unknown>;
    msg?: string;
  };
  if (!json.success) throw new Error(`${path}: ${json.msg ?? res.status}`);
  return json.data;
}

/** check → init → PUT every slice → merge, as docs/api.md describes; answers the fileId. */
async function upload(fileName: string, bytes: Buffer, showName: string): Promise<string> {
  const uploadKey = crypto.randomUUID();
  const hash = md5(bytes);
  const business = { businessId: task.RWID, businessType: BUSINESS_TYPE.task, runId: task.runId };
  const common = { uploadKey, md5: hash, fileName, fileSize: String(bytes.length), ...business };
  const check = await post(UPLOADS_API.chunkCheck, common);
  if (Number(check.code) === 2001) return String(check.fileId);
  const sliceCount = sliceCountOf(bytes.length);
  const init = await post(UPLOADS_API.chunkInit, {
    ...common,
    sliceSize: String(SLICE_SIZE),
    sliceCount: String(sliceCount),
    showName,
    remark: '',
  });
  const urls = init.urls as string[];
  for (let i = 0; i < sliceCount; i++) {
    const url = urls[i].startsWith('http') ? urls[i] : server.url + urls[i];
    const res = await fetch(url, {
      method: 'PUT',
      body: bytes.subarray(i * SLICE_SIZE, Math.min(bytes.length, (i + 1) * SLICE_SIZE)),
    });
    expect(res.status).toBe(200);
  }
  const merged = await post(UPLOADS_API.chunkMerge, {
    uploadId: String(init.uploadId),
    uploadKey,
    md5: hash,
  });
  return String(merged.fileId);
}

const photo = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('现场照片'.repeat(5000)),
]);
const video = Buffer.alloc(SLICE_SIZE + 12_345, 9);

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tmp('xfjd-att-server-') });
  const profileDir = tmp('xfjd-att-profile-');
  const machine = join(profileDir, 'machine.json');
  writeFileSync(machine, JSON.stringify({ serverUrl: server.url, signPreviewLinks: true }));
  core = await createCore({
    profileDir,
    machineConfigPath: machine,
    downloadsDir: join(profileDir, 'downloads'),
    net: { onlineIntervalMs: 60_000 },
    requestTimeoutMs: 5000,
  });
  core.events.subscribe((event, payload) => {
    if (event === 'shell:dataChanged') changed.push(payload as Events['shell:dataChanged']);
  });
  await value('session:login', { tenantId: '000000', username: 'demo', password: 'demo123456' });
  token = (await login(server.url)).access;
  const tasks = (await value('tasks:list', { current: 1, size: 200 })).data.records;
  // An open task: archived ones take no uploads.
  const open = tasks.find((t) => t.rwzt !== '3' && t.rwzt !== '5');
  if (!open) throw new Error('no open task in the seed');
  task = open;
});

afterAll(async () => {
  await core?.dispose();
  await server?.close();
});

describe('attachments against the reference server', () => {
  let photoId = '';
  let videoId = '';

  it('lists what was uploaded to the task, sizes in bytes', async () => {
    photoId = await upload('现场照片.jpg', photo, '现场照片');
    videoId = await upload('检查视频.mp4', video, '检查视频');
    const page = await value('attachments:list', {
      runId: task.runId,
      businessId: task.RWID,
      businessType: BUSINESS_TYPE.task,
      current: 1,
      size: 10,
    });
    expect(page.source).toBe('network');
    const mine = page.data.records.filter((r) => r.ID === photoId || r.ID === videoId);
    expect(
      mine.map((r) => [r.SHOW_NAME, r.SUFFIX, r.FILE_SIZE, r.FILE_TYPE, r.MD5]).sort(),
    ).toEqual(
      [
        ['检查视频', 'mp4', video.length, '3', md5(video)],
        ['现场照片', 'jpg', photo.length, '1', md5(photo)],
      ].sort(),
    );
    const images = await value('attachments:list', {
      runId: task.runId,
      businessId: task.RWID,
      businessType: BUSINESS_TYPE.task,
      current: 1,
      size: 10,
      fileType: '1',
    });
    expect(images.data.records.map((r) => r.ID)).toContain(photoId);
    expect(images.data.records.map((r) => r.ID)).not.toContain(videoId);
  });

  it('renames, broadcasting the change, and the list shows the new name', async () => {
    changed.length = 0;
    expect(
      await value('attachments:rename', {
        runId: task.runId,
        businessId: task.RWID,
        businessType: BUSINESS_TYPE.task,
        fileId: photoId,
        showName: '灭火器检查照片',
      }),
    ).toEqual({ message: M.attachmentRenamed });
    expect(changed).toEqual([{ channel: 'attachments:rename' }]);
    const page = await value('attachments:list', {
      runId: task.runId,
      businessId: task.RWID,
      businessType: BUSINESS_TYPE.task,
      current: 1,
      size: 40,
    });
    expect(page.data.records.find((r) => r.ID === photoId)?.SHOW_NAME).toBe('灭火器检查照片');
  });

  it("downloads by fileId under the officer's name with the suffix, bytes intact", async () => {
    const saved = await value('attachments:download', {
      runId: task.runId,
      businessId: task.RWID,
      businessType: BUSINESS_TYPE.task,
      fileId: photoId,
      fileName: 'x.jpg',
    });
    expect(saved.fileName).toBe('灭火器检查照片.jpg');
    expect(md5(readFileSync(saved.savedTo))).toBe(md5(photo));
    const big = await value('attachments:download', {
      runId: task.runId,
      businessId: task.RWID,
      businessType: BUSINESS_TYPE.task,
      fileId: videoId,
      fileName: 'x.mp4',
    });
    expect(big.bytes).toBe(video.length);
  });

  it('groups the task files for the viewer, and plays them from the media link without Blade-Auth', async () => {
    const groups = await value('attachments:groups', { RWID: task.RWID });
    const files = groups.data.flatMap((g) => g.fjlist);
    expect(files.map((f) => f.ID)).toEqual(expect.arrayContaining([photoId, videoId]));
    expect(new Set(groups.data.map((g) => g.wsmc)).size).toBe(groups.data.length);

    const { url } = await value('attachments:mediaUrl', { md5: md5(photo) });
    expect(
      url.startsWith(`${server.url}${ATTACHMENTS_API.media}?md5=${md5(photo)}&expireTime=`),
    ).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/jpeg');
    expect(md5(Buffer.from(await res.arrayBuffer()))).toBe(md5(photo));
    // Video players seek with Range.
    const part = await fetch((await value('attachments:mediaUrl', { md5: md5(video) })).url, {
      headers: { Range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    expect(await refusal('attachments:mediaUrl', { md5: null })).toBe(M.attachmentNoViewer);
  });

  it('packages the mobile attachments of a task that has them, and says why not for one without', async () => {
    const tasks = (await value('tasks:list', { current: 1, size: 200 })).data.records;
    let packaged = false;
    let refused = false;
    for (const t of tasks) {
      const groups = (await value('attachments:groups', { RWID: t.RWID, FILE_TYPE: '1,2,3,4,6' }))
        .data;
      const mobile = groups.some((g) => g.wsmc === '移动端附件' && g.fjlist.length > 0);
      if (mobile && !packaged) {
        const zip = await value('attachments:mobilePackage', { RWID: t.RWID });
        expect(zip.fileName).toMatch(/\.zip$/);
        expect(readFileSync(zip.savedTo).subarray(0, 2).toString('latin1')).toBe('PK');
        packaged = true;
      }
      if (!mobile && !refused && t.RWID !== task.RWID) {
        expect(await refusal('attachments:mobilePackage', { RWID: t.RWID })).toBe(
          M.attachmentNotFound,
        );
        refused = true;
      }
      if (packaged && refused) break;
    }
    expect(refused).toBe(true);
    expect(packaged).toBe(true);
  });

  it('deletes with 删除成功!, and the file is gone from the list and from download', async () => {
    changed.length = 0;
    expect(
      await value('attachments:delete', {
        runId: task.runId,
        businessId: task.RWID,
        businessType: BUSINESS_TYPE.task,
        fileId: videoId,
      }),
    ).toEqual({
      message: M.attachmentDeleted,
    });
    expect(changed).toEqual([{ channel: 'attachments:delete' }]);
    const page = await value('attachments:list', {
      runId: task.runId,
      businessId: task.RWID,
      businessType: BUSINESS_TYPE.task,
      current: 1,
      size: 40,
    });
    expect(page.data.records.map((r) => r.ID)).not.toContain(videoId);
    expect(
      await refusal('attachments:download', {
        runId: task.runId,
        businessId: task.RWID,
        businessType: BUSINESS_TYPE.task,
        fileId: videoId,
        fileName: 'x.mp4',
      }),
    ).toBe(M.attachmentNotFound);
  });
});
