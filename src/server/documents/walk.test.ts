import type { FieldFormat } from '../../shared/forms/formats';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { USERS } from '../session/seed';
import { runIdOf, taskId } from '../tasks/seed/build';
import { FIRST_DEMO_TASKS } from '../tasks/seed/demo';
import { OTHER_TASKS } from '../tasks/seed/others';
import { ACTION_TASKS } from '../tasks/seed/action-tasks';
import { GUARD_TASKS } from '../tasks/seed/guard-tasks';
import type { TaskSeed } from '../tasks/seed/task-spec';
import { SAMPLING_RECORD_TYPE, sendRefusal } from '../../shared/documents/send-prerequisites';
import { call, login, signedInServer, treeRows } from '../testing';
import { ADD_ERRORS } from './documents';
import {
  beforeAddSchema,
  flwsDetailSchema,
  formDefinitionSchema,
  saveResultSchema,
} from '../../shared/documents/schemas';
import { detailConfigSchema } from '../../shared/detail/schemas';
import { DETAIL_API } from '../../shared/detail/constants';
import type { ServerField } from '../../shared/forms/serverFields';
import {
  ENFORCEMENT_DOCUMENTS,
  ENFORCEMENT_FORM,
  VERBAL_NOTICES,
} from '../../shared/actions/constants';

// The walk an officer makes through every seeded task: each document type 新增文书 offers, and each
// the header actions open (临时查封, 强制执行, 口头告知), is added (beforeaddflws), saved through its
// form and sent, or refused with the spec's deliberate answer on the task made to show it
// (README "Demo tasks"). Nothing may fail with a configuration error anywhere else.

const { server } = await signedInServer();
const SEEDS: readonly TaskSeed[] = [
  ...FIRST_DEMO_TASKS,
  ...OTHER_TASKS,
  ...ACTION_TASKS,
  ...GUARD_TASKS,
];
const tokens = new Map<string, string>();
async function tokenOf(account: string): Promise<string> {
  const known = tokens.get(account);
  if (known) return known;
  const fresh = (await login(server.url, account)).access;
  tokens.set(account, fresh);
  return fresh;
}

/** The header actions that open document pages: the types each opens and their pages' forms. */
const ACTION_DOCS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  seizure: { '502': 'lscfxcbl', '88': 'jtyajllscf' },
  enforcement: Object.fromEntries(ENFORCEMENT_DOCUMENTS.map((d) => [d.value, ENFORCEMENT_FORM])),
  verbalNotice: Object.fromEntries(VERBAL_NOTICES.map((n) => [n.rwwsszid, n.form])),
};
const SIMPLE_PROCEDURE = 62;
const GUARDS: Readonly<Record<string, string>> = {
  '9101': ADD_ERRORS.noPage,
  '9102': ADD_ERRORS.noDefinition,
  '9103': ADD_ERRORS.noSettingId,
  '9104': ADD_ERRORS.noTemplateId,
  '9105': ADD_ERRORS.templateUnbound,
};

const isOpen = (seed: TaskSeed): boolean =>
  (seed.state === '0' || seed.state === '1') && seed.voided !== true;

/** The spec's deliberate refusal of adding the type to the task, or null when it must work. */
function refusalOf(seed: TaskSeed, type: string): string | null {
  if (!isOpen(seed)) return ADD_ERRORS.taskClosed;
  if (type === '93') return ADD_ERRORS.registration;
  if (GUARDS[type]) return GUARDS[type];
  if (seed.type === SIMPLE_PROCEDURE && ACTION_DOCS.seizure[type]) return ADD_ERRORS.notConfigured;
  // Issue 16: a fresh sampling record has no photos yet; sending it names what is missing.
  if (type === SAMPLING_RECORD_TYPE) return `send: ${sendRefusal(['sampleFiles']) ?? ''}`;
  return null;
}

/** A value each kind of field accepts (shared/forms/formats.ts), check characters included. */
const VALID_OF_FORMAT: Readonly<Record<FieldFormat, string>> = {
  idNumber: '11010519491231002X',
  creditCode: '91350100M000100Y43',
  phone: '13904710000',
  money: '5000',
};

/** A value the shared rules accept for each field; a picker chooses the officer signing in. */
function valuesFor(fields: readonly ServerField[], officerId: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    if (f.hidden) continue;
    if (f.type === 'picker') values[f.name] = officerId;
    else if (f.type === 'date') values[f.name] = '2026-03-20';
    else if (f.type === 'datetime') values[f.name] = '2026-03-20 09:30:00';
    else if (f.type === 'number') values[f.name] = '1';
    else if (f.type === 'select' || f.type === 'radio')
      values[f.name] = f.options?.[0]?.value ?? '1';
    else if (f.format) values[f.name] = VALID_OF_FORMAT[f.format];
    else values[f.name] = `${f.label}（核查）`;
  }
  return values;
}

type Outcome = { task: number; type: string; result: string };

/** beforeaddflws, then the form's definition, the save and the send: what the officer sees. */
async function walk(
  seed: TaskSeed,
  type: string,
  token: string,
  actionForm: string | null,
): Promise<string> {
  const rwid = taskId(seed.n);
  const runId = runIdOf(seed.run);
  const post = async (path: string, form: Record<string, string>) =>
    (await call(server.url, token, path, form)).json;
  const added = await post(PATHS.beforeAdd, { rwid, runId, wssid: type });
  // A header action opens the page directly: its refusal comes from the save.
  if (!added.success && actionForm === null) return String(added.msg);
  const { form, rwwsszid } = added.success
    ? beforeAddSchema.parse(added.data)
    : { form: actionForm ?? '', rwwsszid: type };
  const def = formDefinitionSchema.parse(
    (await post(PATHS.formDefinition, { form, rwwsszid })).data,
  );
  const officer = USERS.find((u) => u.account === seed.owner)?.id ?? '';
  const saved = await post(PATHS.saveFlws, {
    RWID: rwid,
    runId,
    form: def.form,
    rwwsszid,
    data: JSON.stringify(valuesFor(def.fields, officer)),
  });
  if (!saved.success) return String(saved.msg);
  const { FLWSID } = saveResultSchema.parse(saved.data);
  const sent = await post(PATHS.sendFlws, { srcid: FLWSID, runId, xdlx: '1' });
  return sent.success ? 'sent' : `send: ${String(sent.msg)}`;
}

describe('every document of every seeded task', () => {
  it('is added, saved and sent, or refused on purpose', async () => {
    const outcomes: Outcome[] = [];
    const expected: Outcome[] = [];
    for (const seed of SEEDS) {
      const token = await tokenOf(seed.owner);
      const { json } = await call(server.url, token, DETAIL_API.detailConfig, {
        rwid: taskId(seed.n),
        runId: runIdOf(seed.run),
        pagetype: '1',
      });
      const config = detailConfigSchema.parse(json.data);
      const buttons = new Set(config.btnsList.map((b) => b.btnType));
      // 新增文书 is offered on open tasks only; on the others its types meet the finished-task guard.
      expect(buttons.has('addDoc'), String(seed.n)).toBe(isOpen(seed));
      const offered: { type: string; form: string | null }[] = config.wssList.map((w) => ({
        type: w.id,
        form: null,
      }));
      for (const [button, forms] of Object.entries(ACTION_DOCS))
        if (buttons.has(button))
          offered.push(...Object.entries(forms).map(([type, form]) => ({ type, form })));
      for (const { type, form } of offered) {
        outcomes.push({ task: seed.n, type, result: await walk(seed, type, token, form) });
        expected.push({ task: seed.n, type, result: refusalOf(seed, type) ?? 'sent' });
      }
    }
    expect(outcomes).toEqual(expected);
    // The walk covered the everyday documents the demo data is about, and every deliberate refusal.
    const results = new Set(outcomes.map((o) => o.result));
    const sent = new Set(outcomes.filter((o) => o.result === 'sent').map((o) => o.type));
    for (const type of ['9001', '9002', '502', '88', '420', '404', '9007', '101', '417', '579'])
      expect(sent.has(type), type).toBe(true);
    // Issue 18: the fire-investigation, transfer, case-file and inspection-record types.
    for (const type of ['9021', '528', '320', '460', '117', '9022', '9023', '214', '126', '725'])
      expect(sent.has(type), type).toBe(true);
    for (const msg of [
      ADD_ERRORS.registration,
      ADD_ERRORS.noPage,
      ADD_ERRORS.noDefinition,
      ADD_ERRORS.noSettingId,
      ADD_ERRORS.noTemplateId,
      ADD_ERRORS.templateUnbound,
      ADD_ERRORS.notConfigured,
      ADD_ERRORS.taskClosed,
    ])
      expect(results.has(msg), msg).toBe(true);

    // The general-procedure case n 3 showed no 强制措施文书: its seizure records brought the category.
    const rows = await treeRows(server.url, await tokenOf('demo'), taskId(3), runIdOf(1));
    const categories = rows.filter((r) => r.TREE_LEVEL === 2 && r.RWID === taskId(3));
    expect(categories.map((c) => c.TITLE)).toEqual([
      '立案文书',
      '调查取证',
      '处罚文书',
      '送达文书',
      '其他材料',
      '强制措施文书',
    ]);
    expect(new Set(categories[5].children.map((d) => d.TITLE))).toEqual(
      new Set(['临时查封现场笔录', '临时查封决定书']),
    );
  }, 120_000);

  it('gives the everyday records the fields officers fill in', async () => {
    const token = await tokenOf('demo');
    const labels = async (form: string): Promise<string[]> => {
      const { json } = await call(server.url, token, PATHS.formDefinition, { form });
      return formDefinitionSchema
        .parse(json.data)
        .fields.filter((f) => !f.hidden)
        .map((f) => f.label);
    };
    expect(await labels('xwbl')).toEqual([
      '询问开始时间',
      '询问结束时间',
      '询问地点',
      '询问人',
      '记录人',
      '被询问人姓名',
      '性别',
      '身份证号',
      '联系电话',
      '住址',
      '工作单位及职务',
      '问答内容',
    ]);
    expect(await labels('qtcl')).toEqual([
      '材料名称',
      '材料类型',
      '提供人',
      '获取日期',
      '材料说明',
    ]);
    expect(await labels('lscfxcbl')).toEqual(
      expect.arrayContaining(['查封开始时间', '查封地点', '查封范围', '执法人员', '当事人']),
    );
    // A seeded 询问笔录 names the person its title names.
    const rows = await treeRows(server.url, token, taskId(3), runIdOf(1));
    const record = rows.find((r) => r.TITLE === '询问笔录（赵建国）');
    const { json } = await call(server.url, token, PATHS.flwsDetail, {
      FLWSID: record?.FLWSID ?? '',
    });
    expect(flwsDetailSchema.parse(json.data).values).toMatchObject({
      BXWR: '赵建国',
      XWR: '张伟、李强',
    });
  });
});
