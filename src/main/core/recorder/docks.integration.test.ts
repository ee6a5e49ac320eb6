import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { startServer } from '../../../server/index';
import { taskId } from '../../../server/tasks/seed/build';
import { createCore, type Core } from '../app';
import { coreCalls } from '../testing/reference';
import { makeSampleMedia, md5Of, type SampleMedia } from './testing';
import type { Events, Request } from '../../../shared/contract';
import type { RecorderImport } from '../../../shared/recorder/contract';
import { UNIT_SCOPE } from '../../../shared/videos/constants';

// The dock import wired into the app, against the real reference server: settings start the
// watcher, imports go through the upload queue to the collection platform, the video list shows
// them, the original is deleted only after the server confirms the MD5, and a restart imports and
// uploads nothing twice.

type Running = Awaited<ReturnType<typeof startServer>>;
const tmp = (p: string): string => mkdtempSync(join(tmpdir(), p));
const FAST = { pollMs: 40, stablePolls: 2, presenceMs: 100, rescanMs: 500 };
const PENALTY = taskId(3);

let server: Running;
let media: SampleMedia;
let profileDir: string;
let machine: string;
let dock: string;
let core: Core;
const finished: Events['recorder:dockFinished'][] = [];

async function open(): Promise<Core> {
  const c = await createCore({
    profileDir,
    machineConfigPath: machine,
    net: { onlineIntervalMs: 60_000 },
    requestTimeoutMs: 5000,
    recorder: { timing: FAST, workstation: 'WS-TEST' },
  });
  c.events.subscribe((event, payload) => {
    if (event === 'recorder:dockFinished')
      finished.push(payload as Events['recorder:dockFinished']);
  });
  return c;
}

const { call, value } = coreCalls(() => core);

async function until<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const uploaded = async (n: number): Promise<RecorderImport[] | null> => {
  const rows = await value('recorder:imports', { limit: 100 });
  return rows.length === n &&
    rows.every((r) => r.state === 'done' && r.upload === 'done' && r.confirmed)
    ? rows
    : null;
};

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tmp('xfjd-dock-server-') });
  media = await makeSampleMedia(tmp('xfjd-dock-media-'));
  profileDir = tmp('xfjd-dock-profile-');
  machine = join(profileDir, 'machine.json');
  // IT deploys one dock share and one recorder; the officer adds the rest.
  writeFileSync(
    machine,
    JSON.stringify({
      serverUrl: server.url,
      recorder: { folders: [join(profileDir, 'it-share')], recorders: { DSJ9000: '019000' } },
    }),
  );
  dock = tmp('xfjd-dock-');
  core = await open();
  await value('session:login', { tenantId: '000000', username: 'demo', password: 'demo123456' });
}, 60_000);

afterAll(async () => {
  await core?.dispose();
  await server?.close();
});

describe('recorder docks in the app', () => {
  it("checks the officer's settings with exact messages and keeps IT's entries locked", async () => {
    const bad = async (req: Request<'recorder:saveSettings'>): Promise<string> => {
      const r = await call('recorder:saveSettings', req);
      return r.ok ? 'ok' : r.error.message;
    };
    expect(
      await bad({ folders: [], recorders: [{ recorderNumber: ' ', policeNumber: '010001' }] }),
    ).toBe(M.recorderNumberRequired);
    expect(
      await bad({ folders: [], recorders: [{ recorderNumber: 'DSJ0001', policeNumber: '' }] }),
    ).toBe(M.recorderPoliceRequired);
    expect(
      await bad({
        folders: [],
        recorders: [
          { recorderNumber: 'DSJ0001', policeNumber: '1' },
          { recorderNumber: 'DSJ0001', policeNumber: '2' },
        ],
      }),
    ).toBe('记录仪编号重复：DSJ0001');
    expect(
      await bad({ folders: [], recorders: [{ recorderNumber: 'DSJ9000', policeNumber: '2' }] }),
    ).toBe('记录仪编号重复：DSJ9000');
    expect(await bad({ folders: ['relative/dir'], recorders: [] })).toBe(
      '请填写完整的目录路径：relative/dir',
    );

    const view = await value('recorder:saveSettings', {
      folders: [dock, dock],
      recorders: [{ recorderNumber: 'DSJ0001', policeNumber: '010001' }],
    });
    expect(view.folders).toEqual([
      { path: join(profileDir, 'it-share'), locked: true },
      { path: dock, locked: false },
    ]);
    expect(view.recorders).toEqual([
      { recorderNumber: 'DSJ9000', policeNumber: '019000', locked: true },
      { recorderNumber: 'DSJ0001', policeNumber: '010001', locked: false },
    ]);
    expect(view.workstation).toBe('WS-TEST');
    expect(view.evidenceDir.startsWith(join(profileDir, 'evidence'))).toBe(true);
    // Saved in the profile: a new settings read gives the same.
    expect((await value('recorder:settings', undefined)).recorders).toEqual(view.recorders);
  });

  it('imports docked files, uploads them to the platform and lists them ready to bind', async () => {
    const named = join(dock, '010001_DSJ0001_20261120093000.mp4');
    copyFileSync(media.mp4, named);
    // Recorder folder layout: the recorder number comes from the folder, the officer from the map.
    mkdirSync(join(dock, 'DSJ0001', '20261120'), { recursive: true });
    copyFileSync(media.jpg, join(dock, 'DSJ0001', '20261120', '093500.jpg'));

    const rows = await until('two uploaded imports', () => uploaded(2));
    const mp4 = rows.find((r) => r.name.endsWith('.mp4'));
    const jpg = rows.find((r) => r.name.endsWith('.jpg'));
    expect(mp4).toMatchObject({
      recorderNumber: 'DSJ0001',
      policeNumber: '010001',
      kind: 'video',
      md5: md5Of(media.mp4),
      resolution: '160×120',
    });
    expect(mp4?.durationSec).toBeGreaterThan(1);
    expect(jpg).toMatchObject({
      recorderNumber: 'DSJ0001',
      policeNumber: '010001',
      kind: 'photo',
      md5: md5Of(media.jpg),
    });
    expect(finished.some((f) => f.folder === dock && f.imported >= 1)).toBe(true);

    const boot = await value('shell:bootstrap', undefined);
    const unit = boot.session?.user.company_id ?? '';
    const page = await value('videos:list', {
      rwid: PENALTY,
      zgdwid: unit,
      TYGXJGFW: UNIT_SCOPE.own,
      current: 1,
      size: 200,
    });
    const video = page.data.records.find((v) => v.MD5 === mp4?.md5);
    expect(video).toMatchObject({
      FILENAME: '010001_DSJ0001_20261120093000.mp4',
      SN: 'DSJ0001',
      POLICE_NUMBER: '010001',
      IMPORTTIME: '2026-11-20 09:30:00',
    });
    expect(page.data.records.some((v) => v.MD5 === jpg?.md5)).toBe(true);
    // Ready to bind to the task.
    expect((await value('videos:bind', { rwid: PENALTY, id: video?.ID ?? '' })).message).toBe(
      M.videoBound,
    );
  });

  it('deletes the original only after the server confirms the MD5; the custody log verifies and exports', async () => {
    const rows = await value('recorder:imports', { limit: 100 });
    const mp4 = rows.find((r) => r.name.endsWith('.mp4'));
    const source = join(dock, '010001_DSJ0001_20261120093000.mp4');
    expect(existsSync(source)).toBe(true);
    expect((await value('recorder:deleteOriginal', { importId: mp4?.id ?? '' })).message).toBe(
      M.recorderOriginalDeleted,
    );
    expect(existsSync(source)).toBe(false);
    expect(
      (await value('recorder:imports', { limit: 100 })).find((r) => r.id === mp4?.id)
        ?.originalDeleted,
    ).toBe(true);

    const missing = await call('recorder:deleteOriginal', { importId: 'no-such-import' });
    expect(missing).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.recorderImportNotFound },
    });

    const check = await value('recorder:verifyCustody', undefined);
    expect(check).toMatchObject({ ok: true, brokenAt: null, reason: null });
    // Two imports and one deletion at least.
    expect(check.count).toBeGreaterThanOrEqual(3);
    const saved = await value('recorder:exportCustody', undefined);
    expect(saved.fileName).toMatch(/^执法记录仪保管链-demo-\d{4}-\d{2}-\d{2}\.jsonl$/);
    const lines = readFileSync(saved.savedTo, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(check.count);
    expect(saved.bytes).toBeGreaterThan(0);
  });

  it('a file no officer can be named for waits for 指定警号, then uploads under that police number', async () => {
    // Time stamp only, in a folder that is no recorder of the map.
    mkdirSync(join(dock, 'misc'), { recursive: true });
    copyFileSync(media.wav, join(dock, 'misc', 'REC_20261121_101500.wav'));
    const row = await until('the unnamed import', async () =>
      (await value('recorder:imports', { limit: 100 })).find(
        (r) => r.name.endsWith('.wav') && r.state === 'done',
      ),
    );
    expect(row).toMatchObject({
      policeNumber: null,
      upload: null,
      confirmed: false,
      kind: 'audio',
    });
    expect((await value('uploads:list', undefined)).some((u) => u.id === row.id)).toBe(false);

    const empty = await call('recorder:assignOfficer', { importId: row.id, policeNumber: '  ' });
    expect(empty).toEqual({
      ok: false,
      error: { kind: 'invalid', message: M.recorderPoliceRequired },
    });
    expect(
      (await value('recorder:assignOfficer', { importId: row.id, policeNumber: '010003' }))
        .policeNumber,
    ).toBe('010003');
    await until('its upload', async () =>
      (await value('recorder:imports', { limit: 100 })).find(
        (r) => r.id === row.id && r.upload === 'done',
      ),
    );
    const boot = await value('shell:bootstrap', undefined);
    const page = await value('videos:list', {
      rwid: PENALTY,
      zgdwid: boot.session?.user.company_id ?? '',
      TYGXJGFW: UNIT_SCOPE.own,
      current: 1,
      size: 200,
    });
    expect(page.data.records.find((v) => v.MD5 === row.md5)).toMatchObject({
      POLICE_NUMBER: '010003',
      IMPORTTIME: '2026-11-21 10:15:00',
    });
  });

  it('after a restart the same files are neither imported nor uploaded again', async () => {
    const before = await value('recorder:imports', { limit: 100 });
    const queued = (await value('uploads:list', undefined)).length;
    await core.dispose();
    core = await open();
    // The test's secret store is in memory: sign in again, as the officer would after a restart.
    await value('session:login', { tenantId: '000000', username: 'demo', password: 'demo123456' });
    await core.docksReady();
    const status = await until('the dock scanned again', async () => {
      const s = await value('recorder:status', undefined);
      return s.running && s.docks.some((d) => d.folder === dock && d.present && d.found >= 1)
        ? s
        : null;
    });
    expect(status.files.every((f) => f.state === 'done')).toBe(true);
    // A copy of an imported file on a second recorder is the same evidence: not imported again.
    copyFileSync(media.jpg, join(dock, '010002_DSJ0002_20261121080000.jpg'));
    await until('the duplicate seen', async () =>
      (await value('recorder:status', undefined)).files.some((f) => f.state === 'duplicate'),
    );
    await core.docksReady();
    const after = await value('recorder:imports', { limit: 100 });
    expect(
      after
        .filter((r) => r.state === 'done')
        .map((r) => r.id)
        .sort(),
    ).toEqual(before.map((r) => r.id).sort());
    expect((await value('uploads:list', undefined)).length).toBe(queued);
  });

  it('signed out, the import centre is empty and refuses actions', async () => {
    await value('session:logout', undefined);
    await core.docksReady();
    expect(await value('recorder:status', undefined)).toEqual({
      running: false,
      docks: [],
      files: [],
    });
    expect(await value('recorder:imports', { limit: 10 })).toEqual([]);
    const r = await call('recorder:verifyCustody', undefined);
    expect(r).toEqual({ ok: false, error: { kind: 'expired', message: M.recorderNotSignedIn } });
  });
});
