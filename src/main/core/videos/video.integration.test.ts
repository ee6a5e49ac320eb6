import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { startServer } from '../../../server/index';
import { taskId } from '../../../server/tasks/seed/build';
import { call as serverCall, login } from '../../../server/testing';
import { createCore, type Core } from '../app';
import { coreCalls } from '../testing/reference';
import type { Events } from '../../../shared/contract';
import { UNIT_SCOPE, VIDEOS_API } from '../../../shared/videos/constants';
import { bindStateOf } from '../../../shared/videos/rules';
import { SUGGEST_SEED } from '../../../server/videos/seed';

// The video and evidence handlers against the real reference server over real HTTP: the same
// calls the dialogs make, binding state kept by the server, media addresses that really play.

type Running = Awaited<ReturnType<typeof startServer>>;
const tmp = (p: string): string => mkdtempSync(join(tmpdir(), p));

let server: Running;
let core: Core;
let token: string;
const changed: Events['shell:dataChanged'][] = [];
const PENALTY = taskId(3);
const XC = '1501020000';

const { call, value } = coreCalls(() => core);

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tmp('xfjd-video-server-') });
  const profileDir = tmp('xfjd-video-profile-');
  const machine = join(profileDir, 'machine.json');
  writeFileSync(machine, JSON.stringify({ serverUrl: server.url }));
  core = await createCore({
    profileDir,
    machineConfigPath: machine,
    net: { onlineIntervalMs: 60_000 },
    requestTimeoutMs: 5000,
  });
  core.events.subscribe((event, payload) => {
    if (event === 'shell:dataChanged') changed.push(payload as Events['shell:dataChanged']);
  });
  await value('session:login', { tenantId: '000000', username: 'demo', password: 'demo123456' });
  token = (await login(server.url)).access;
});

afterAll(async () => {
  await core?.dispose();
  await server?.close();
});

describe('videos against the reference server', () => {
  it('answers the bound videos with absolute addresses that play without Blade-Auth', async () => {
    const bound = await value('videos:bound', { rwid: PENALTY });
    expect(bound.data.length).toBeGreaterThan(0);
    const url = bound.data[0].URL ?? '';
    expect(url.startsWith(`${server.url}/preview/video/`)).toBe(true);
    const res = await fetch(url, { headers: { Range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toMatch(/^(video|image)\//);
  });

  it('reads the unit tree and lists a unit and its sub-units', async () => {
    const units = (await value('videos:units', null)).data;
    expect(units.find((u) => u.ID === XC)?.DWQC).toBe('呼和浩特市新城区消防救援大队');
    const own = await value('videos:list', {
      rwid: PENALTY,
      zgdwid: XC,
      TYGXJGFW: UNIT_SCOPE.own,
      current: 1,
      size: 200,
    });
    const below = await value('videos:list', {
      rwid: PENALTY,
      zgdwid: XC,
      TYGXJGFW: UNIT_SCOPE.ownAndBelow,
      current: 1,
      size: 200,
    });
    expect(below.data.total).toBeGreaterThan(own.data.total);
  });

  it('binds, remarks and unbinds a video, each broadcast, the lists following', async () => {
    const page = await value('videos:list', {
      rwid: PENALTY,
      zgdwid: XC,
      TYGXJGFW: UNIT_SCOPE.ownAndBelow,
      bdzt: '0',
      current: 1,
      size: 20,
    });
    const row = page.data.records[0];
    expect(bindStateOf(row, PENALTY)).toBe('unbound');
    changed.length = 0;
    expect((await value('videos:bind', { rwid: PENALTY, id: row.ID })).message).toBe(M.videoBound);
    expect((await value('videos:bound', { rwid: PENALTY })).data.map((v) => v.ID)).toContain(
      row.ID,
    );
    expect((await value('videos:remark', { id: row.ID, remark: '复查录像' })).message).toBe(
      M.videoRemarkChanged,
    );
    expect(
      (await value('videos:bound', { rwid: PENALTY })).data.find((v) => v.ID === row.ID)?.REMARK,
    ).toBe('复查录像');
    expect((await value('videos:unbind', { id: row.ID })).message).toBe(M.videoUnbound);
    expect((await value('videos:bound', { rwid: PENALTY })).data.map((v) => v.ID)).not.toContain(
      row.ID,
    );
    expect(changed.map((c) => c.channel)).toEqual([
      'videos:bind',
      'videos:remark',
      'videos:unbind',
    ]);
  });

  it('refuses a video bound to another task with the server message', async () => {
    const other = await value('videos:bound', { rwid: taskId(11) });
    const r = await call('videos:bind', { rwid: PENALTY, id: other.data[0].ID });
    expect(r).toMatchObject({ ok: false, error: { message: '该视频已绑定其他任务' } });
  });

  it('checks the missing-video search in main, then queries and syncs a row into the platform', async () => {
    const empty = await call('videos:missing', {
      fileName: '',
      sn: '',
      policeNumber: '',
      date: '',
      dateZ: '',
      page: 1,
      limit: 20,
    });
    expect(empty).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: M.missingFileNameRequired },
    });
    const bad = await call('videos:missing', {
      fileName: 'a',
      sn: 'x',
      policeNumber: 'y',
      date: '2026-01-02 00:00:00',
      dateZ: '2026-01-01 00:00:00',
      page: 1,
      limit: 20,
    });
    expect(bad).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: M.missingStartAfterEnd },
    });
    // A row the recorder system holds (the server needs no filter; the client always sends all five).
    const { json } = await serverCall(server.url, token, VIDEOS_API.missing, {
      page: '1',
      limit: '1',
    });
    const seed = (json.data as { list: Array<Record<string, string>> }).list[0];
    const found = await value('videos:missing', {
      fileName: seed.fileName,
      sn: seed.sn,
      policeNumber: seed.policeNumber,
      date: '2000-01-01 00:00:00',
      dateZ: '2100-01-01 00:00:00',
      page: 1,
      limit: 20,
    });
    expect(found.list.map((r) => r.fileName)).toContain(seed.fileName);
    const row = found.list.find((r) => r.fileName === seed.fileName);
    const text = Object.fromEntries(
      Object.entries(row ?? {}).map(([k, v]) => [
        k,
        v === null || v === undefined ? null : String(v),
      ]),
    );
    expect((await value('videos:sync', { row: text })).message).toBe(M.videoSynced);
    const after = await value('videos:list', {
      rwid: PENALTY,
      zgdwid: '1500000000',
      TYGXJGFW: UNIT_SCOPE.ownAndBelow,
      reName: seed.fileName,
      current: 1,
      size: 20,
    });
    expect(after.data.total).toBeGreaterThan(0);
  });

  it('pages the enforcement videos of a task with playable addresses', async () => {
    const page = await value('videos:enforcement', { businessId: PENALTY, current: 1, size: 5 });
    expect(page.data.total).toBeGreaterThan(0);
    expect(page.data.records[0].outValue?.startsWith(server.url)).toBe(true);
  });

  it("reads the evidence tree and syncs a document's files (outMapIds comma-joined)", async () => {
    const tasks = (await value('tasks:list', { current: 1, size: 200 })).data.records;
    const runId = tasks.find((t) => t.RWID === PENALTY)?.runId ?? '';
    const groups = (await value('videos:evidenceTree', { rwid: PENALTY })).data;
    const doc = groups.flatMap((g) => g.children).find((d) => d.children.some((f) => f.outMapId));
    expect(doc).toBeTruthy();
    const files = doc?.children.filter((f) => f.outMapId) ?? [];
    changed.length = 0;
    const r = await value('videos:evidenceSync', {
      runId,
      wh: doc?.wh ?? '',
      wssyid: doc?.wssyid ?? '',
      outMapIds: files.map((f) => f.outMapId ?? ''),
    });
    expect(r.message).toBe(M.evidenceSynced);
    expect(changed.map((c) => c.channel)).toEqual(['videos:evidenceSync']);
    expect(
      groups
        .flatMap((g) => g.children)
        .flatMap((d) => d.children)
        .some((f) => f.fileUrl === null),
    ).toBe(true);
  });

  it('suggests the seeded videos of task 12, binds one, and lists the stale ones with their tasks', async () => {
    const TASK12 = taskId(12);
    const tasks = (await value('tasks:list', { current: 1, size: 200 })).data.records;
    const runId = tasks.find((t) => t.RWID === TASK12)?.runId ?? '';
    const suggested = async (): Promise<string[]> =>
      (await value('videos:suggest', { runId, rwid: TASK12 })).data.suggestions.map(
        (s) => s.video.ID,
      );
    const first = (await value('videos:suggest', { runId, rwid: TASK12 })).data;
    expect(first.suggestions.slice(0, 2).map((s) => s.video.ID)).toEqual([
      SUGGEST_SEED.task12Overlap,
      SUGGEST_SEED.task12Inside,
    ]);
    expect(first.suggestions.map((s) => s.video.ID)).not.toContain(SUGGEST_SEED.task12Outside);
    // The platform's police number names the 承办人 (no recorder settings on this workstation);
    // the inspection record has a start only.
    expect(first.suggestions[0].reason).toMatch(
      /^警号 1502117 为承办人张伟；拍摄时段与现场检查时段（\d\d:\d\d 起，未记录结束时间，按 2 小时计）重叠$/,
    );
    // 李强 is an officer of the brigade (BLADE_USER, police number 1502121): his number is known.
    expect(first.notes).not.toContain('协办人李强的警号未能确定，未按其记录仪推荐');

    expect(
      (await value('videos:bind', { rwid: TASK12, id: SUGGEST_SEED.task12Inside })).message,
    ).toBe(M.videoBound);
    expect(await suggested()).not.toContain(SUGGEST_SEED.task12Inside);
    await value('videos:unbind', { id: SUGGEST_SEED.task12Inside });

    const stale = (await value('videos:stale', null)).data;
    const rowOf = (id: string) => stale.rows.find((r) => r.video.ID === id);
    expect(rowOf(SUGGEST_SEED.task17Stale)?.tasks[0]).toMatchObject({
      RWID: taskId(17),
      reason: expect.stringContaining('拍摄于现场检查时段（') as string,
    });
    expect(rowOf(SUGGEST_SEED.task13Delivery)?.tasks[0]).toMatchObject({
      RWID: taskId(13),
      reason: expect.stringContaining('拍摄时段包含文书送达时间（') as string,
    });
    expect(rowOf(SUGGEST_SEED.task17Stale)?.workingDays).toBeGreaterThan(3);
    // Imported today: not waiting yet.
    expect(rowOf(SUGGEST_SEED.task12Overlap)).toBeUndefined();
  });
});
