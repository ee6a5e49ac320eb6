import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import type { Response } from '../../../shared/contract';
import type { FormField } from '../../../shared/documents/schemas';
import type { TaskRecord } from '../../../shared/tasks/schemas';
import type { TreeRow } from '../../../shared/detail/schemas';
import { docTypeOf, sendModeOf } from '../../../shared/documents/rules';
import { isLiveRow } from '../../../shared/detail/tree';
import type { SendType } from '../../../shared/documents/send-prerequisites';

// The documents of a task against the real reference server over real HTTP. The seed is explored,
// not assumed: tasks, documents and files are found through the same reads the screens use.

const ref = useReferenceCore('documents');

const flatten = (rows: TreeRow[]): TreeRow[] => rows.flatMap((r) => [r, ...flatten(r.children)]);
const docsOf = async (t: TaskRecord): Promise<TreeRow[]> =>
  flatten((await ref.value('detail:get', { runId: t.runId, RWID: t.RWID })).data.tree).filter(
    (r) => r.TREE_LEVEL === 3 && r.FLWSID,
  );

/** The first task (in list order) whose documents satisfy `pick`. */
async function findTask<T>(
  pick: (docs: TreeRow[], t: TaskRecord) => T | null | undefined,
): Promise<{ task: TaskRecord; found: T }> {
  for (const t of ref.tasks) {
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

describe('documents against the reference server', () => {
  it('adds a document through beforeAdd, form and save, then reads, sends, recalls and deletes it', async () => {
    let added: { task: TaskRecord; wssid: string } | null = null;
    for (const t of ref.tasks) {
      const { config } = (await ref.value('detail:get', { runId: t.runId, RWID: t.RWID })).data;
      const wss = config.wssList.find((w) => w.tjfs === '1' && w.xzurl && w.wsdyid);
      if (wss) {
        added = { task: t, wssid: wss.id };
        break;
      }
    }
    expect(added).not.toBeNull();
    const { task, wssid } = added!;

    const before = await ref.value('documents:beforeAdd', {
      runId: task.runId,
      RWID: task.RWID,
      wssid,
    });
    const form = await ref.value('documents:form', { form: before.form });
    expect(form.source).toBe('network');
    // A picker's value is a row it offers (the server refuses anything else); hidden fields are the server's to fill.
    const picked = async (f: FormField): Promise<string> => {
      const req = {
        table: f.table ?? '',
        labelField: f.labelField ?? '',
        ...(f.keyField ? { keyField: f.keyField, keyValue: f.keyValue ?? '' } : {}),
      };
      return (await ref.value('generic:lookup', req)).data.records[0]?.[f.valueField ?? 'ID'] ?? '';
    };
    const shown = form.data.fields.filter((f) => !f.hidden);
    const values = Object.fromEntries(
      await Promise.all(
        shown.map(
          async (f) => [f.name, f.type === 'picker' ? await picked(f) : sampleValue(f)] as const,
        ),
      ),
    );
    const saved = await ref.value('documents:save', {
      runId: task.runId,
      RWID: task.RWID,
      form: before.form,
      rwwsszid: before.rwwsszid,
      values,
    });
    expect(saved.message).toBe('保存成功!');

    const row = (await docsOf(task)).find((r) => r.FLWSID === saved.FLWSID);
    expect(row).toBeDefined();
    expect(row!.STATUS).toBe('1');

    const detail = await ref.value('documents:get', { FLWSID: saved.FLWSID });
    expect(detail.data.form).toBe(before.form);
    expect(detail.data.values).toMatchObject(values);

    const sent = await ref.value('documents:send', {
      runId: task.runId,
      FLWSID: saved.FLWSID,
      FLWSLB: row!.FLWSLB ?? undefined,
      xdlx: '1',
    });
    expect(sent.message).toBe('发送成功！');
    expect((await docsOf(task)).find((r) => r.FLWSID === saved.FLWSID)?.STATUS1).toBe('2');

    const approvals = await ref.value('documents:approvals', {
      flwslb: row!.FLWSLB ?? '',
      flwssyid: saved.FLWSID,
    });
    expect(Array.isArray(approvals.data)).toBe(true);

    expect(
      await ref.value('documents:recall', { runId: task.runId, FLWSID: saved.FLWSID }),
    ).toEqual({ message: '撤回成功!' });
    expect(await ref.refusal('documents:recall', { runId: task.runId, FLWSID: saved.FLWSID })).toBe(
      '该文书未发送，无需撤回',
    );
    expect(
      await ref.value('documents:delete', { runId: task.runId, FLWSID: saved.FLWSID }),
    ).toEqual({ message: '删除文书成功!' });
    expect((await docsOf(task)).find((r) => r.FLWSID === saved.FLWSID)?.RW_ISDELETED).toBe('1');
  });

  it('judges the inspection record with the shared rules in main, and the officer picker in the server', async () => {
    let found: { task: TaskRecord; wssid: string } | null = null;
    for (const t of ref.tasks) {
      const wss = (
        await ref.value('detail:get', { runId: t.runId, RWID: t.RWID })
      ).data.config.wssList.find((w) => w.xzurl === '/ws/xfjdjcjl');
      if (wss) {
        found = { task: t, wssid: wss.id };
        break;
      }
    }
    const { task, wssid } = found!;
    const before = await ref.value('documents:beforeAdd', {
      runId: task.runId,
      RWID: task.RWID,
      wssid,
    });
    const form = await ref.value('documents:form', { form: 'xfjdjcjl' });
    const officers = form.data.fields.find((f) => f.name === 'JCRYID')!;
    const mine = (
      await ref.value('generic:lookup', {
        table: 'BLADE_USER',
        labelField: 'REAL_NAME',
        keyField: 'COMPANY_ID',
        keyValue: officers.keyValue ?? '',
      })
    ).data.records;
    const others = (
      await ref.value('generic:lookup', {
        table: 'BLADE_USER',
        labelField: 'REAL_NAME',
        search: '李思远',
      })
    ).data.records;
    const values = Object.fromEntries(
      form.data.fields.filter((f) => f.required).map((f) => [f.name, sampleValue(f)]),
    );
    const save = (v: Record<string, string>) =>
      ref.call('documents:save', {
        runId: task.runId,
        RWID: task.RWID,
        form: 'xfjdjcjl',
        rwwsszid: before.rwwsszid,
        values: v,
      });

    // Refused in main (kind 'invalid'): the server never sees it.
    expect(await save({ ...values, JCRYID: '' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: '检查人员不能为空' },
    });
    expect(await save({ ...values, JCRYID: mine[0].ID!, JCSJ: '明天' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: '检查时间格式不正确' },
    });
    // Passes the rules, refused by the server: 李思远 is no officer of the demo officer's unit.
    expect(await save({ ...values, JCRYID: others[0].ID! })).toMatchObject({
      ok: false,
      error: { kind: 'server', message: '检查人员只能选择本单位的执法人员' },
    });
    const saved = await save({ ...values, JCRYID: mine[0].ID! });
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const detail = await ref.value('documents:get', { FLWSID: saved.value.FLWSID });
    expect(detail.data.values).toMatchObject({ JCRYID: mine[0].ID, JCRY: mine[0].REAL_NAME });
  });

  it('shows the approval history of seeded documents past the draft state', async () => {
    let rows: Response<'documents:approvals'>['data'] = [];
    for (const t of ref.tasks) {
      for (const d of (await docsOf(t)).filter(
        (x) => x.STATUS !== null && Number(x.STATUS) > 1 && x.STATUS !== '10',
      )) {
        rows = (
          await ref.value('documents:approvals', { flwslb: d.FLWSLB ?? '', flwssyid: d.FLWSID! })
        ).data;
        if (rows.length > 0) break;
      }
      if (rows.length > 0) break;
    }
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0].SPJD).toBeTruthy();
  });

  it('downloads a seeded file whose bytes match the row MD5, twice without overwriting', async () => {
    const { found } = await findTask((docs) => docs.find((d) => d.MD5));
    const first = await ref.value('documents:download', {
      md5: found.MD5,
      fileName: `${found.TITLE}.pdf`,
    });
    expect(md5(first.savedTo)).toBe(found.MD5);
    expect(first.savedTo.startsWith(ref.downloads)).toBe(true);
    const second = await ref.value('documents:download', {
      md5: found.MD5,
      fileName: `${found.TITLE}.pdf`,
    });
    expect(second.fileName).not.toBe(first.fileName);
    expect(md5(second.savedTo)).toBe(found.MD5);
    expect(readdirSync(ref.downloads).some((f) => f.endsWith('.part'))).toBe(false);

    expect(
      await ref.refusal('documents:download', { md5: '0'.repeat(32), fileName: 'x.pdf' }),
    ).toBe('附件没找到！');
    expect(await ref.refusal('documents:download', { md5: null, fileName: 'x.pdf' })).toBe(
      '该文件暂无法下载',
    );
  });

  it('packages two files into a zip', async () => {
    const { task, found } = await findTask((docs) => {
      const withFiles = docs.filter((d) => d.MD5);
      return withFiles.length >= 2 ? withFiles.slice(0, 2) : null;
    });
    const zip = await ref.value('documents:package', {
      runId: task.runId,
      RWID: task.RWID,
      md5s: found.map((d) => d.MD5!),
      fileName: '打包.zip',
    });
    expect(zip.bytes).toBeGreaterThan(0);
    expect(readFileSync(zip.savedTo).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(
      await ref.refusal('documents:package', {
        runId: task.runId,
        RWID: task.RWID,
        md5s: [],
        fileName: 'p.zip',
      }),
    ).toBe('请选择要打包的文件');
  });

  it('builds a preview link the server answers, and prints by template', async () => {
    const { found } = await findTask((docs) => docs.find((d) => d.MD5));
    const { url } = await ref.value('documents:previewUrl', { md5: found.MD5 });
    expect(
      url.startsWith(`${ref.server.url}/preview/onlinePreview?md5=${found.MD5}&expireTime=`),
    ).toBe(true);
    expect((await fetch(url)).status).toBe(200);
    expect(await ref.refusal('documents:previewUrl', { md5: null })).toBe('该文件暂无法预览');

    const printable = await findTask((docs) => docs.find((d) => d.DYMBID));
    const { html } = await ref.value('documents:print', {
      FLWSID: printable.found.FLWSID!,
      DYMBID: printable.found.DYMBID,
    });
    expect(html).toMatch(/<html|<body|<div|<table/i);
  });

  it('passes a page query on: the re-inspection record starts from its notice and record', async () => {
    const { task, found } = await findTask((docs) => {
      const live = docs.filter((d) => Number(d.RW_ISDELETED ?? 0) === 0);
      const notice = live.find((d) => d.RWWSSZID === '404' && d.WH);
      const record = live.find((d) => d.RWWSSZID === '420');
      return notice && record ? { notice, record } : null;
    });
    const req = {
      runId: task.runId,
      RWID: task.RWID,
      form: 'xfjdjcjlfc',
      rwwsszid: '344',
      lyId: found.notice.FLWSID ?? '',
      jcjlid: found.record.FLWSID ?? '',
    };
    const start = await ref.value('documents:prefill', req);
    expect(start.data).toMatchObject({
      title: '消防监督检查记录（复查）',
      LYWSID: found.notice.FLWSID,
      source: { FLWSID: found.notice.FLWSID, WH: found.notice.WH },
      JCJLID: found.record.FLWSID,
      LSH: null,
      values: { YWSWH: found.notice.WH },
    });
    expect(await ref.refusal('documents:prefill', { ...req, lyId: 'nope' })).toBe(
      '来源文书不存在或与当前任务无关!',
    );
  });

  it('sends in the mode the type approval setting (sfsp) names, and the document ends as the page said', async () => {
    // A live document in an editable state (an earlier test deletes the one it added: the tree
    // still lists it, deleted).
    const editable = (r: TreeRow): boolean =>
      isLiveRow(r) && ['1', '5', '9'].includes(r.STATUS ?? '');
    const outcomes: Array<[string, SendType, string | null]> = [];
    for (const want of ['46', null] as const) {
      const { task, found: row } = await findTask((docs) =>
        docs.find((r) => editable(r) && (want ? r.RWWSSZID === want : r.RWWSSZID !== '46')),
      );
      const { config } = (await ref.value('detail:get', { runId: task.runId, RWID: task.RWID }))
        .data;
      const mode = sendModeOf(docTypeOf(config.wssList, row.RWWSSZID)?.sfsp);
      expect(mode).not.toBeNull();
      expect(
        (
          await ref.value('documents:send', {
            runId: task.runId,
            FLWSID: row.FLWSID ?? '',
            FLWSLB: row.FLWSLB ?? undefined,
            xdlx: mode!,
          })
        ).message,
      ).toBe('发送成功！');
      const after = (await docsOf(task)).find((r) => r.FLWSID === row.FLWSID);
      outcomes.push([row.RWWSSZID ?? '', mode!, after?.STATUS ?? null]);
      // 直接下达 ends 无需审批 (10); 提交审批 ends 审批中 (2).
      expect(after?.STATUS).toBe(mode === '2' ? '10' : '2');
    }
    // The 送达回证 needs no approval: the page preselects 直接下达.
    expect(outcomes[0]?.slice(0, 2)).toEqual(['46', '2']);
  });
});
