import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ok,
  refuse,
  startFakeServer,
  type FakeCall,
  type FakeReply,
  type FakeServer,
} from '../testing/fake-http';
import { formOf, pathOf, serviceDeps, type ServiceTestDeps } from '../testing/services';
import { createDocumentService, type DocumentService } from './document-service';
import { DOCUMENTS_API } from '../../../shared/documents/constants';
import { GENERIC_API } from '../../../shared/generic/constants';

/** A document form as the server defines it: a required time, a multiple officer picker, a select (other forms: the first two). */
const FORM = {
  form: 'jcjl',
  rwwsszid: 5,
  title: '现场检查记录',
  fields: [
    { name: 'JCSJ', label: '检查时间', type: 'datetime', required: true },
    { name: 'JCNR', label: '检查内容', type: 'textarea' },
    {
      name: 'JCRY',
      label: '检查人员',
      type: 'picker',
      table: 'BLADE_USER',
      labelField: 'REAL_NAME',
      multiple: true,
      required: true,
    },
    { name: 'JCJL', label: '检查结论', type: 'select', options: [{ value: '1', label: '合格' }] },
  ],
};

describe('document service', () => {
  let server: FakeServer;
  let deps: ServiceTestDeps;
  let service: DocumentService;
  beforeEach(async () => {
    server = await startFakeServer();
    deps = serviceDeps(server);
    service = createDocumentService(() => deps.client, deps.reads, deps.generic);
  });
  afterEach(async () => {
    await server.close();
  });

  const says = (msg: string | null, data: unknown = null): void =>
    server.handle(() => ({ body: { code: 200, success: true, data, msg } }));

  it('deletes through generic interface 32 with a JSON obj, showing the server message', async () => {
    says('删除文书成功!');
    await expect(service.delete({ runId: 'r1', FLWSID: 'f1' })).resolves.toEqual({
      message: '删除文书成功!',
    });
    expect(server.calls[0].path).toBe(GENERIC_API.execInterface);
    expect(formOf(server.calls[0].body)).toEqual({ id: '32', runId: 'r1', obj: '{"FLWSID":"f1"}' });
  });

  it('sends with srcid/srctype/xdlx and falls back to our message when the server gives none', async () => {
    says(null);
    await expect(
      service.send({ runId: 'r1', FLWSID: 'f1', FLWSLB: '12', xdlx: '1' }),
    ).resolves.toEqual({ message: '发送成功！' });
    expect(formOf(server.calls[0].body)).toEqual({
      runId: 'r1',
      srcid: 'f1',
      srctype: '12',
      xdlx: '1',
    });
  });

  it('never retries a write', async () => {
    server.handle(() => ({ destroy: true }));
    await expect(service.recall({ runId: 'r1', FLWSID: 'f1' })).rejects.toMatchObject({
      kind: 'offline',
    });
    expect(server.calls).toHaveLength(1);
  });

  /** The form definition by its path, everything else as `other` answers. */
  const withForm = (other: () => FakeReply): void =>
    server.handle((c) =>
      pathOf(c.path) === DOCUMENTS_API.formDefinition
        ? ok(
            formOf(c.body).form === FORM.form
              ? FORM
              : { ...FORM, form: formOf(c.body).form, fields: FORM.fields.slice(0, 2) },
          )
        : other(),
    );
  const saveCalls = (): FakeCall[] =>
    server.calls.filter((c) => pathOf(c.path) === DOCUMENTS_API.saveDoc);

  it('saves the values as JSON text and returns the new id with the message', async () => {
    withForm(() => ({
      body: { code: 200, success: true, data: { FLWSID: 77, WH: null }, msg: '保存成功!' },
    }));
    const saved = await service.save({
      runId: 'r1',
      RWID: 't1',
      form: 'xcjcjl',
      rwwsszid: '5',
      values: { JCSJ: '2024-05-01', JCNR: '消防通道' },
    });
    expect(saved).toEqual({ FLWSID: '77', WH: null, RWID: null, message: '保存成功!' });
    expect(formOf(saveCalls()[0].body)).toEqual({
      runId: 'r1',
      RWID: 't1',
      form: 'xcjcjl',
      rwwsszid: '5',
      data: '{"JCSJ":"2024-05-01","JCNR":"消防通道"}',
    });
  });

  it('sends a penalty registration link flattened beside the values, and the case RWID back', async () => {
    withForm(() => ok({ FLWSID: 80, WH: '消（某）立字〔2024〕1号', RWID: 9001 }));
    const saved = await service.save({
      runId: 'r1',
      RWID: 't1',
      form: 'laspb',
      rwwsszid: '18',
      values: { JCSJ: '2024-05-01', JCRY: 'u1' },
      link: { type: 'GJ', GJRWID: 't1', CF_LYTYPE: '2', CFDXLX: '1', CFDXMC: '张三' },
    });
    expect(saved).toEqual({
      FLWSID: '80',
      WH: '消（某）立字〔2024〕1号',
      RWID: '9001',
      message: '操作成功',
    });
    // CFDXDZ was not given: it is left out, not sent empty.
    expect(formOf(saveCalls()[0].body)).toEqual({
      runId: 'r1',
      RWID: 't1',
      form: 'laspb',
      rwwsszid: '18',
      data: '{"JCSJ":"2024-05-01","JCRY":"u1"}',
      type: 'GJ',
      GJRWID: 't1',
      CF_LYTYPE: '2',
      CFDXLX: '1',
      CFDXMC: '张三',
    });
  });

  it('reads an empty RWID in the save answer as none', async () => {
    withForm(() => ok({ FLWSID: 81, WH: '', RWID: '' }));
    await expect(
      service.save({
        runId: 'r1',
        RWID: 't1',
        form: 'jcjl',
        rwwsszid: '5',
        values: { JCSJ: '2024-05-01', JCRY: 'u1' },
      }),
    ).resolves.toMatchObject({ FLWSID: '81', RWID: null });
  });

  it('runs the shared form rules before saving: a refused form never reaches the server', async () => {
    withForm(() => ok({ FLWSID: 78, WH: null }));
    const save = (values: Record<string, string>) =>
      service.save({ runId: 'r1', RWID: 't1', form: 'jcjl', rwwsszid: '5', values });
    await expect(save({ JCNR: '消防通道', JCRY: 'u1' })).rejects.toMatchObject({
      kind: 'invalid',
      message: '检查时间不能为空',
    });
    await expect(save({ JCSJ: '5月1日', JCRY: 'u1' })).rejects.toMatchObject({
      kind: 'invalid',
      message: '检查时间格式不正确',
    });
    await expect(save({ JCSJ: '2024-05-01', JCRY: ' , ' })).rejects.toMatchObject({
      kind: 'invalid',
      message: '检查人员不能为空',
    });
    await expect(save({ JCSJ: '2024-05-01', JCRY: 'u1', JCJL: '3' })).rejects.toMatchObject({
      kind: 'invalid',
      message: '检查结论的选项不正确',
    });
    expect(saveCalls()).toEqual([]);
    // Read once, then from main's cache: the form the page drew is the form judged.
    expect(
      server.calls.filter((c) => pathOf(c.path) === DOCUMENTS_API.formDefinition),
    ).toHaveLength(1);
    await expect(save({ JCSJ: '2024-05-01', JCRY: 'u1,u2', JCJL: '1' })).resolves.toMatchObject({
      FLWSID: '78',
    });
    expect(formOf(saveCalls()[0].body).data).toBe(
      '{"JCSJ":"2024-05-01","JCRY":"u1,u2","JCJL":"1"}',
    );
  });

  it('judges each field by its declared kind before calling the server, with the exact messages', async () => {
    // A 询问笔录 as the server defines it: the kinds ride on the fields; a null-to-empty gateway
    // sends '' for none and a kind this client does not know is ignored, never a broken form.
    const XWBL = {
      form: 'xwbl',
      rwwsszid: '9002',
      title: '询问笔录',
      fields: [
        { name: 'KSSJ', label: '询问开始时间', type: 'datetime', required: true, format: '' },
        {
          name: 'JSSJ',
          label: '询问结束时间',
          type: 'datetime',
          required: true,
          rangeStart: 'KSSJ',
        },
        { name: 'SFZH', label: '身份证号', type: 'text', format: 'idNumber', rangeStart: '' },
        { name: 'BXWRDH', label: '联系电话', type: 'text', format: 'phone' },
        { name: 'TYSHXYDM', label: '统一社会信用代码', type: 'text', format: 'creditCode' },
        { name: 'FKJE', label: '罚款金额（元）', type: 'number', format: 'money' },
        { name: 'QS', label: '查封起始日期', type: 'date' },
        { name: 'JZ', label: '查封截止日期', type: 'date', rangeStart: 'QS' },
        { name: 'BZ', label: '备注', type: 'text', format: 'licencePlate' },
      ],
    };
    server.handle((c) =>
      pathOf(c.path) === DOCUMENTS_API.formDefinition ? ok(XWBL) : ok({ FLWSID: 90, WH: null }),
    );
    const good = {
      KSSJ: '2026-03-20 10:00:00',
      JSSJ: '2026-03-20 11:20:00',
      SFZH: '150102198203150314',
      BXWRDH: '13847100316',
      TYSHXYDM: '91150102MA0N3K8X2Y',
      FKJE: '5000',
      QS: '2026-03-20',
      JZ: '2026-04-19',
      BZ: '蒙A12345',
    };
    const save = (over: Record<string, string>) =>
      service.save({
        runId: 'r1',
        RWID: 't1',
        form: 'xwbl',
        rwwsszid: '9002',
        values: { ...good, ...over },
      });
    const cases: Array<[Record<string, string>, string]> = [
      [{ JSSJ: '2026-03-20 09:00:00' }, '询问结束时间不能早于询问开始时间'],
      [{ SFZH: '150102198203150315' }, '身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字'],
      [
        { BXWRDH: '6923188' },
        '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
      ],
      [{ TYSHXYDM: '91150102MA0N3K8X2B' }, '统一社会信用代码校验位不正确，请核对'],
      [{ FKJE: '-1' }, '罚款金额（元）不能为负数'],
      [{ FKJE: 'abc' }, '罚款金额（元）必须是数字'],
      [{ JZ: '2026-03-19' }, '查封截止日期不能早于查封起始日期'],
    ];
    for (const [over, message] of cases)
      await expect(save(over), message).rejects.toMatchObject({ kind: 'invalid', message });
    expect(saveCalls()).toEqual([]);
    await expect(save({})).resolves.toMatchObject({ FLWSID: '90' });
    expect(saveCalls()).toHaveLength(1);
  });

  it("judges with the definition the page read before, from main's cache", async () => {
    withForm(() => ok({ FLWSID: 79, WH: null }));
    await service.form({ form: 'jcjl' });
    server.handle((c) =>
      pathOf(c.path) === DOCUMENTS_API.formDefinition
        ? refuse('不该再读')
        : ok({ FLWSID: 79, WH: null }),
    );
    const save = (values: Record<string, string>) =>
      service.save({ runId: 'r1', RWID: 't1', form: 'jcjl', rwwsszid: '5', values });
    await expect(save({})).rejects.toMatchObject({ message: '检查时间不能为空' });
    await expect(save({ JCSJ: '2024-05-01 10:00', JCRY: 'u1' })).resolves.toMatchObject({
      FLWSID: '79',
    });
  });

  it('asks for a document type before calling beforeaddflws, and shows its refusals', async () => {
    await expect(service.beforeAdd({ runId: 'r', RWID: 't', wssid: '' })).rejects.toMatchObject({
      kind: 'invalid',
      message: '请选择需要新增的文书!',
    });
    expect(server.calls).toHaveLength(0);
    server.handle(() => refuse('该表单是登记表单，不可直接添加!'));
    await expect(service.beforeAdd({ runId: 'r', RWID: 't', wssid: '9' })).rejects.toMatchObject({
      kind: 'server',
      message: '该表单是登记表单，不可直接添加!',
    });
    expect(formOf(server.calls[0].body)).toEqual({ rwid: 't', runId: 'r', wssid: '9' });
  });

  it('answers the form definition and approvals from the cache when offline', async () => {
    server.handle(() =>
      ok({
        form: 'xcjcjl',
        rwwsszid: 5,
        title: '现场检查记录',
        fields: [{ name: 'JCSJ', label: '检查时间', type: 'date', required: true }],
      }),
    );
    const online = await service.form({ form: 'xcjcjl' });
    expect(online).toMatchObject({
      source: 'network',
      data: { rwwsszid: '5', fields: [{ name: 'JCSJ', required: true }] },
    });
    deps.setOnline(false);
    expect(await service.form({ form: 'xcjcjl' })).toMatchObject({
      source: 'cache',
      data: online.data,
    });

    deps.setOnline(true);
    server.handle(() =>
      ok([
        { ID: 1, SPJD: '审核', SPRXM: '张三', SPSJ: '2024-05-01 10:00', SPJG: '同意', SPYJ: null },
      ]),
    );
    const rows = await service.approvals({ flwslb: '12', flwssyid: 'f1' });
    expect(rows.data[0]).toMatchObject({ ID: '1', SPJD: '审核' });
    expect(formOf(server.calls.at(-1)!.body)).toEqual({ flwslb: '12', flwssyid: 'f1', type: '4' });
  });

  // Issue 18: the page's query (lyId, jcjlid, lsh, FLWSLB) reaches the server.
  it('asks getFlwsPrefill with the page query and keeps the answer for offline', async () => {
    const answer = {
      form: 'hzsgcxrds',
      rwwsszid: 528,
      title: '火灾事故重新认定书',
      values: { YRDSWH: '新城消火认字〔2026〕第0011号' },
      LYWSID: 'f9',
      source: { FLWSID: 'f9', TITLE: '火灾事故认定书', WH: '新城消火认字〔2026〕第0011号' },
      JCJLID: '',
      record: {},
      LSH: '88',
      WH: '新城消火认字〔2026〕第0088号',
    };
    server.handle(() => ok(answer));
    const req = {
      runId: 'r1',
      RWID: 't1',
      form: 'hzsgcxrds',
      rwwsszid: '528',
      lyId: 'f9',
      lsh: '88',
    };
    const online = await service.prefill(req);
    expect(pathOf(server.calls[0].path)).toBe(DOCUMENTS_API.prefill);
    // jcjlid was not given: left out, not sent empty.
    expect(formOf(server.calls[0].body)).toEqual({
      runId: 'r1',
      RWID: 't1',
      form: 'hzsgcxrds',
      rwwsszid: '528',
      lyId: 'f9',
      lsh: '88',
    });
    // null-to-empty's '' and {} read as none.
    expect(online.data).toMatchObject({ rwwsszid: '528', JCJLID: null, record: null, LSH: '88' });
    deps.setOnline(false);
    expect(await service.prefill(req)).toMatchObject({ source: 'cache', data: online.data });
    await expect(service.prefill({ ...req, lsh: '1a' })).rejects.toMatchObject({
      kind: 'invalid',
      message: '流水号只能是1至6位数字!',
    });
  });

  it('sends the links with a save, and FLWSLB with a read cached by the document alone', async () => {
    withForm(() => ok({ FLWSID: 82, WH: null }));
    const save = (extra: Record<string, string>) =>
      service.save({
        runId: 'r1',
        RWID: 't1',
        form: 'jcjl',
        rwwsszid: '5',
        values: { JCSJ: '2024-05-01', JCRY: 'u1' },
        ...extra,
      });
    await save({ lyId: 'n1', jcjlid: 'j1', lsh: '17' });
    expect(formOf(saveCalls()[0].body)).toMatchObject({ lyId: 'n1', jcjlid: 'j1', lsh: '17' });
    await expect(save({ lsh: '0' })).rejects.toMatchObject({
      message: '流水号只能是1至6位数字!',
    });
    expect(saveCalls()).toHaveLength(1);

    server.handle(() =>
      ok({
        FLWSID: 'f1',
        RWID: 't1',
        runId: 'r1',
        form: 'jcjl',
        rwwsszid: '5',
        TITLE: '现场检查记录',
        WH: null,
        STATUS: '1',
        STATUS1: '1',
        values: {},
        LYWSID: 'n1',
        source: { FLWSID: 'n1', TITLE: '责令限期改正通知书', WH: null },
      }),
    );
    const read = await service.get({ FLWSID: 'f1', FLWSLB: 'jcjl' });
    expect(formOf(server.calls.at(-1)!.body)).toEqual({ FLWSID: 'f1', FLWSLB: 'jcjl' });
    expect(read.data).toMatchObject({ LYWSID: 'n1', source: { TITLE: '责令限期改正通知书' } });
    deps.setOnline(false);
    // Offline the page (and documents:cached) find it by FLWSID, whichever row opened it.
    expect(await service.get({ FLWSID: 'f1' })).toMatchObject({ source: 'cache' });
  });
});
