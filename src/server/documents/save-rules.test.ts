import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { USERS } from '../session/seed';
import { runIdOf, taskId } from '../tasks/seed/build';
import {
  call,
  callRaw,
  login,
  startTestServer,
  treeRows,
  withDatabase,
  type TestServer,
} from '../testing';
import {
  flwsDetailSchema,
  formDefinitionSchema,
  saveResultSchema,
} from '../../shared/documents/schemas';
import { checkDocumentValues } from '../../shared/documents/forms';

// saveFlws judges with the shared form rules (src/shared/forms, as the renderer and main do) and
// checks the inspection record's officer picker against the officers of the signer's own unit.

let server: TestServer;
let demo: string;
let lisi: string;
const [ZHANG, LI_SIYUAN] = USERS; // 张伟 (新城 brigade, signs in as demo), 李思远 (长安 brigade)
const COLLEAGUE = { id: '1123598821738675299', name: '陈晓' };

beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
  lisi = (await login(server.url, 'lisi')).access;
  // A second officer of 张伟's brigade (the seed has one per brigade).
  withDatabase(server.dataDir, (db) =>
    db
      .prepare(
        `INSERT INTO blade_user (ID, TENANT_ID, ACCOUNT, PASSWORD_MD5, REAL_NAME, COMPANY_ID, DEPT_ID, POLICE_NUMBER, ROLE_NAME, PERMISSIONS)
         SELECT ?, TENANT_ID, 'chenxiao', PASSWORD_MD5, ?, COMPANY_ID, DEPT_ID, '1502118', ROLE_NAME, '[]' FROM blade_user WHERE ID = ?`,
      )
      .run(COLLEAGUE.id, COLLEAGUE.name, ZHANG.id),
  );
});
afterAll(async () => {
  await server.dispose();
});

const DAILY = taskId(7); // open, run 3, category 检查文书
const RUN3 = runIdOf(3);
const RECORD = {
  JCSJ: '2026-03-20 09:30:00',
  JCDD: '呼和浩特市新城区中山东路126号',
  JCRYID: `${ZHANG.id},${COLLEAGUE.id}`,
  DWMC: '呼和浩特市新城区老绥远烧麦馆',
  XCFZR: '刘海',
  JCLX: '1',
  JCQK: '消防设施完好',
  JCJL: '1',
};
const post = (path: string, form: Record<string, string>, token = demo) =>
  call(server.url, token, path, form);
const save = (values: Record<string, unknown>, token = demo) =>
  post(
    PATHS.saveFlws,
    { runId: RUN3, RWID: DAILY, form: 'xfjdjcjl', rwwsszid: '420', data: JSON.stringify(values) },
    token,
  );

describe('the inspection record form', () => {
  it("offers a picker of the signed-in officer's own unit, its names in a hidden field", async () => {
    const def = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'xfjdjcjl' })).json.data,
    );
    expect(def.fields.find((f) => f.name === 'JCRYID')).toMatchObject({
      label: '检查人员',
      type: 'picker',
      required: true,
      table: 'BLADE_USER',
      labelField: 'REAL_NAME',
      valueField: 'ID',
      keyField: 'COMPANY_ID',
      keyValue: '1501020000',
      multiple: true,
      labelTarget: 'JCRY',
    });
    expect(def.fields.find((f) => f.name === 'JCRY')).toMatchObject({ type: 'text', hidden: true });
    expect(def.fields.some((f) => 'refusal' in f || 'sample' in f)).toBe(false);
    const theirs = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'xfjdjcjl' }, lisi)).json.data,
    );
    expect(theirs.fields.find((f) => f.name === 'JCRYID')?.keyValue).toBe('1301020000');
  });
});

describe('saveFlws with the shared rules', () => {
  it('answers exactly what the shared rules answer, field by field in form order', async () => {
    const def = formDefinitionSchema.parse(
      (await post(PATHS.formDefinition, { form: 'xfjdjcjl' })).json.data,
    );
    const cases: Record<string, string>[] = [
      {},
      { ...RECORD, JCSJ: '' },
      { ...RECORD, JCRYID: '' },
      { ...RECORD, JCSJ: '3月20日' },
      { ...RECORD, JCJL: '9' },
      { ...RECORD, XCFZR: '  ' },
    ];
    for (const broken of cases) {
      const expected = checkDocumentValues(
        def.fields,
        Object.fromEntries(Object.entries(broken).map(([k, v]) => [k, v.trim()])),
      );
      expect(expected).not.toBeNull();
      expect((await save(broken)).json).toMatchObject({ success: false, msg: expected?.message });
    }
    expect((await save({ ...RECORD, JCRYID: '' })).json.msg).toBe('检查人员不能为空');
    expect((await save({ ...RECORD, JCSJ: '3月20日' })).json.msg).toBe('检查时间格式不正确');
    expect((await save({ ...RECORD, JCLX: '' })).json.msg).toBe('检查类型不能为空');
    expect((await save({ ...RECORD, JCRYID: { id: 1 } })).json.msg).toBe('检查人员格式不正确');
  });

  it('refuses officers of another unit and unknown officers, and writes nothing', async () => {
    const before = (await treeRows(server.url, demo, DAILY, RUN3)).length;
    const refusal = '检查人员只能选择本单位的执法人员';
    expect((await save({ ...RECORD, JCRYID: `${ZHANG.id},${LI_SIYUAN.id}` })).json).toMatchObject({
      success: false,
      msg: refusal,
    });
    expect((await save({ ...RECORD, JCRYID: 'nobody' })).json).toMatchObject({
      success: false,
      msg: refusal,
    });
    // 李思远 may not pick 张伟: the unit is the signer's own, whatever the client sends.
    expect((await save({ ...RECORD, JCRYID: ZHANG.id }, lisi)).json.success).toBe(false);
    expect((await treeRows(server.url, demo, DAILY, RUN3)).length).toBe(before);
  });

  it("saves the chosen officers' keys once each and writes their names itself; prints the names", async () => {
    const { json } = await save({
      ...RECORD,
      JCRYID: `${COLLEAGUE.id}, ${ZHANG.id},${COLLEAGUE.id}`,
      JCRY: '冒名顶替',
    });
    expect(json).toMatchObject({ success: true, msg: '保存成功!' });
    const { FLWSID } = saveResultSchema.parse(json.data);
    const detail = flwsDetailSchema.parse((await post(PATHS.flwsDetail, { FLWSID })).json.data);
    expect(detail.values).toMatchObject({
      JCRYID: `${COLLEAGUE.id},${ZHANG.id}`,
      JCRY: `${COLLEAGUE.name},${ZHANG.realName}`,
      JCDD: RECORD.JCDD,
    });

    const row = (await treeRows(server.url, demo, DAILY, RUN3)).find((r) => r.FLWSID === FLWSID);
    const html = (
      await callRaw(server.url, demo, PATHS.printFlws, { FLWSID, DYMBID: row?.DYMBID ?? '' })
    ).body.toString('utf8');
    expect(html).toContain(`<th>检查人员</th><td>${COLLEAGUE.name},${ZHANG.realName}</td>`);
    expect(html).not.toContain('检查人员姓名');
    expect(html).not.toContain(ZHANG.id);
  });
});
