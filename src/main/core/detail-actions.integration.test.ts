import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/index';
import { createCore, type Core } from './app';
import { dispatch } from './dispatch';
import type { Channel, IpcResult, Request, Response } from '../../shared/contract';
import type { FormField } from '../../shared/documents/schemas';
import type { TaskRecord } from '../../shared/tasks/schemas';
import type { TreeRow } from '../../shared/detail/schemas';

// The detail actions against the real reference server over real HTTP. The seed is explored, not
// assumed: tasks, documents and files are found through the same reads the screens use.

type Running = Awaited<ReturnType<typeof startServer>>;
const tmp = (p: string): string => mkdtempSync(join(tmpdir(), p));

let server: Running;
let core: Core;
let downloads: string;
let tasks: TaskRecord[];

const call = <C extends Channel>(channel: C, req: Request<C>): Promise<IpcResult<Response<C>>> =>
  dispatch(core.handlers, channel, req) as Promise<IpcResult<Response<C>>>;

async function value<C extends Channel>(channel: C, req: Request<C>): Promise<Response<C>> {
  const r = await call(channel, req);
  if (!r.ok) throw new Error(`${channel}: ${r.error.kind} ${r.error.message}`);
  return r.value;
}

async function refusal<C extends Channel>(channel: C, req: Request<C>): Promise<string> {
  const r = await call(channel, req);
  if (r.ok) throw new Error(`${channel} was accepted: ${JSON.stringify(r.value)}`);
  return r.error.message;
}

const flatten = (rows: TreeRow[]): TreeRow[] => rows.flatMap((r) => [r, ...flatten(r.children)]);
const docsOf = async (t: TaskRecord): Promise<TreeRow[]> =>
  flatten((await value('detail:get', { runId: t.runId, RWID: t.RWID })).data.tree).filter((r) => r.TREE_LEVEL === 3 && r.FLWSID);

/** The first task (in list order) whose documents satisfy `pick`. */
async function findTask<T>(pick: (docs: TreeRow[], t: TaskRecord) => T | null | undefined): Promise<{ task: TaskRecord; found: T }> {
  for (const t of tasks) {
    const found = pick(await docsOf(t), t);
    if (found) return { task: t, found };
  }
  throw new Error('no seeded task fits');
}

function sampleValue(f: FormField): string {
  if (f.type === 'select') return f.options?.[0]?.value ?? '1';
  if (f.type === 'date') return '2024-05-01';
  if (f.type === 'datetime') return '2024-05-01 10:00:00';
  if (f.type === 'number') return '1';
  return `测试${f.label}`;
}

const md5 = (file: string): string => createHash('md5').update(readFileSync(file)).digest('hex');

beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: tmp('xfjd-actions-server-') });
  const profileDir = tmp('xfjd-actions-profile-');
  downloads = join(profileDir, 'my-downloads');
  const machine = join(profileDir, 'machine.json');
  writeFileSync(machine, JSON.stringify({ serverUrl: server.url }));
  core = await createCore({ profileDir, machineConfigPath: machine, downloadsDir: downloads, net: { onlineIntervalMs: 60_000 }, requestTimeoutMs: 5000 });
  await value('session:login', { tenantId: '000000', username: 'demo', password: 'demo123456' });
  tasks = (await value('tasks:list', { current: 1, size: 200 })).data.records;
});

afterAll(async () => {
  await core?.dispose();
  await server?.close();
});

describe('detail actions against the reference server', () => {
  it('adds a document through beforeAdd, form and save, then reads, sends, recalls and deletes it', async () => {
    let added: { task: TaskRecord; wssid: string } | null = null;
    for (const t of tasks) {
      const { config } = (await value('detail:get', { runId: t.runId, RWID: t.RWID })).data;
      const wss = config.wssList.find((w) => w.tjfs === '1' && w.xzurl && w.wsdyid);
      if (wss) {
        added = { task: t, wssid: wss.id };
        break;
      }
    }
    expect(added).not.toBeNull();
    const { task, wssid } = added!;

    const before = await value('documents:beforeAdd', { runId: task.runId, RWID: task.RWID, wssid });
    const form = await value('documents:form', { form: before.form });
    expect(form.source).toBe('network');
    const values = Object.fromEntries(form.data.fields.map((f) => [f.name, sampleValue(f)]));
    const saved = await value('documents:save', { runId: task.runId, RWID: task.RWID, form: before.form, rwwsszid: before.rwwsszid, values });
    expect(saved.message).toBe('保存成功!');

    const row = (await docsOf(task)).find((r) => r.FLWSID === saved.FLWSID);
    expect(row).toBeDefined();
    expect(row!.STATUS).toBe('1');

    const detail = await value('documents:get', { FLWSID: saved.FLWSID });
    expect(detail.data.form).toBe(before.form);
    expect(detail.data.values).toMatchObject(values);

    const sent = await value('documents:send', { runId: task.runId, FLWSID: saved.FLWSID, FLWSLB: row!.FLWSLB ?? undefined, xdlx: '1' });
    expect(sent.message).toBe('发送成功！');
    expect((await docsOf(task)).find((r) => r.FLWSID === saved.FLWSID)?.STATUS1).toBe('2');

    const approvals = await value('documents:approvals', { flwslb: row!.FLWSLB ?? '', flwssyid: saved.FLWSID });
    expect(Array.isArray(approvals.data)).toBe(true);

    expect(await value('documents:recall', { runId: task.runId, FLWSID: saved.FLWSID })).toEqual({ message: '撤回成功!' });
    expect(await refusal('documents:recall', { runId: task.runId, FLWSID: saved.FLWSID })).toBe('该文书未发送，无需撤回');
    expect(await value('documents:delete', { runId: task.runId, FLWSID: saved.FLWSID })).toEqual({ message: '删除文书成功!' });
    expect((await docsOf(task)).find((r) => r.FLWSID === saved.FLWSID)?.RW_ISDELETED).toBe('1');
  });

  it('shows the approval history of seeded documents past the draft state', async () => {
    let rows: Response<'documents:approvals'>['data'] = [];
    for (const t of tasks) {
      for (const d of (await docsOf(t)).filter((x) => x.STATUS !== null && Number(x.STATUS) > 1 && x.STATUS !== '10')) {
        rows = (await value('documents:approvals', { flwslb: d.FLWSLB ?? '', flwssyid: d.FLWSID! })).data;
        if (rows.length > 0) break;
      }
      if (rows.length > 0) break;
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].SPJD).toBeTruthy();
  });

  it('downloads a seeded file whose bytes match the row MD5, twice without overwriting', async () => {
    const { found } = await findTask((docs) => docs.find((d) => d.MD5));
    const first = await value('documents:download', { md5: found.MD5, fileName: `${found.TITLE}.pdf` });
    expect(md5(first.savedTo)).toBe(found.MD5);
    expect(first.savedTo.startsWith(downloads)).toBe(true);
    const second = await value('documents:download', { md5: found.MD5, fileName: `${found.TITLE}.pdf` });
    expect(second.fileName).not.toBe(first.fileName);
    expect(md5(second.savedTo)).toBe(found.MD5);
    expect(readdirSync(downloads).some((f) => f.endsWith('.part'))).toBe(false);

    expect(await refusal('documents:download', { md5: '0'.repeat(32), fileName: 'x.pdf' })).toBe('附件没找到！');
    expect(await refusal('documents:download', { md5: null, fileName: 'x.pdf' })).toBe('该文件暂无法下载');
  });

  it('packages two files into a zip', async () => {
    const { task, found } = await findTask((docs) => {
      const withFiles = docs.filter((d) => d.MD5);
      return withFiles.length >= 2 ? withFiles.slice(0, 2) : null;
    });
    const zip = await value('documents:package', { runId: task.runId, RWID: task.RWID, md5s: found.map((d) => d.MD5!), fileName: '打包.zip' });
    expect(zip.bytes).toBeGreaterThan(0);
    expect(readFileSync(zip.savedTo).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(await refusal('documents:package', { runId: task.runId, RWID: task.RWID, md5s: [], fileName: 'p.zip' })).toBe('请选择要打包的文件');
  });

  it('builds a preview link the server answers, and prints by template', async () => {
    const { found } = await findTask((docs) => docs.find((d) => d.MD5));
    const { url } = await value('documents:previewUrl', { md5: found.MD5 });
    expect(url.startsWith(`${server.url}/preview/onlinePreview?md5=${found.MD5}&expireTime=`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
    expect(await refusal('documents:previewUrl', { md5: null })).toBe('该文件暂无法预览');

    const printable = await findTask((docs) => docs.find((d) => d.DYMBID));
    const { html } = await value('documents:print', { FLWSID: printable.found.FLWSID!, DYMBID: printable.found.DYMBID });
    expect(html).toMatch(/<html|<body|<div|<table/i);
  });

  it('stamps a document that carries no seal yet', async () => {
    let target: { task: TaskRecord; id: string } | null = null;
    for (const t of tasks) {
      const row = (await value('stamping:list', { RWID: t.RWID })).data.find((r) => r.ifSign === '0');
      if (row) {
        target = { task: t, id: row.id };
        break;
      }
    }
    expect(target).not.toBeNull();
    const { task, id } = target!;
    expect(await value('stamping:seal', { runId: task.runId, wssyid: id })).toEqual({ message: '盖章成功' });
    expect((await value('stamping:list', { RWID: task.RWID })).data.find((r) => r.id === id)?.ifSign).toBe('1');
    expect(await refusal('stamping:seal', { runId: task.runId, wssyid: id })).toBe('该文书已盖章');
  });

  it('archives finished tasks once, with the follow-up calls only for types 31, 32, 33 and 74', async () => {
    const categories = (await value('archive:categories', { runId: tasks[0].runId })).data;
    expect(categories.length).toBeGreaterThan(0);
    const leaf = (c: (typeof categories)[number]): string => (c.CHILDREN_LIST.length ? leaf(c.CHILDREN_LIST[0]) : c.ID);
    const followUpType = (t: TaskRecord): boolean => t.RWLX !== null && [31, 32, 33, 74].includes(t.RWLX);
    // The server archives finished tasks (rwzt 2): one of a follow-up type, one of another type.
    const finished = tasks.filter((t) => t.rwzt === '2');
    const picks = [finished.find(followUpType), finished.find((t) => !followUpType(t))];
    expect(picks.every(Boolean)).toBe(true);

    for (const task of picks as TaskRecord[]) {
      const req = { runId: task.runId, RWID: task.RWID, rwlx: task.RWLX ?? 0, ajlb: [leaf(categories[0])], format: 'pdf' as const };
      expect(await refusal('archive:close', { ...req, ajlb: [] })).toBe('请选择案卷类别!');
      expect(await value('archive:close', req)).toEqual({ message: '操作成功!' });
      expect((await value('detail:get', { runId: task.runId, RWID: task.RWID })).data.config.rwxx.rwzt).toBe('3');
      expect(await refusal('archive:close', req)).toBe('该任务已归档');
      const log = (await value('detail:opLog', { runId: task.runId, RWID: task.RWID, current: 1, size: 10 })).data.records.map((r) => r.OP_CONTENT);
      expect(log.some((c) => c.includes('社会单位优化'))).toBe(followUpType(task));
      expect(log.some((c) => c.includes('纳入双随机'))).toBe(followUpType(task));
    }
  });

  it('says whether a task may be opened now: some blocked with the reminder, others allowed', async () => {
    const answers = await Promise.all(tasks.map((t) => call('detail:canSwitch', { runId: t.runId, RWID: t.RWID })));
    const blocked = answers.flatMap((a) => (a.ok ? [] : [a.error.message]));
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked[0]).toMatch(/^请于\d{4}-\d{2}-\d{2}后办理/);
    expect(answers.find((a) => a.ok)).toEqual({ ok: true, value: { message: '操作成功' } });
  });

  it('reads a unit by id, and says so when there is none', async () => {
    const t = tasks.find((x) => x.SHDWID)!;
    const unit = await value('units:get', { runId: t.runId, id: t.SHDWID! });
    expect(unit.data.ID).toBe(t.SHDWID);
    expect(unit.data.DWMC).toBeTruthy();
    expect(await refusal('units:get', { runId: t.runId, id: 'no-such-unit' })).toBe('暂无该单位信息');
  });
});
