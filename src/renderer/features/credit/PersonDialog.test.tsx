import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskInfo } from '../../../shared/detail/schemas';
import { fail, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { detail, detailConfig } from '../detail/testing';
import { dialogButton, findDialog, findToast, press } from '../../test/render';
import { personRecord } from './testing';
import {
  TASK,
  closed,
  control,
  messageOf,
  noMessage,
  openDialog,
  headerButton,
  openTask,
  type,
} from './testKit';

// 个人失信基本信息 (spec 01 §2-§9): the record of the task copied into the form, the person types
// of XFJD_XYGK_PERSONTYPE asked for once, each rule's exact message on input and blur, GSQ cleared
// with '请输入数字1至12！', the ID's check digit named, 确定 saving (update with ID, else create),
// '操作成功', the task read again; the server's refusal shown with saving disabled.

/** The detail screen of a task whose header holds `button`. */
const openTaskWith = (
  button: { name: string; type: string },
  handlers: FakeHandlers = {},
  info: Partial<TaskInfo> = {},
): FakeApi =>
  openTask(
    detail({ config: detailConfig({ btnsList: [headerButton(button.name, button.type)] }, info) }),
    handlers,
  );

const TITLE = '个人失信基本信息';
const BUTTON = { name: '个人失信', type: 'creditPerson' };
const TYPES = [
  { dictKey: '1', dictValue: '法定代表人', remark: null, sort: 1 },
  { dictKey: '5', dictValue: '其他人员', remark: null, sort: 2 },
];
const dict = {
  'dict:get': (req: { code: string }) => fresh(req.code === 'XFJD_XYGK_PERSONTYPE' ? TYPES : []),
};

describe('个人失信基本信息', () => {
  it('opens with the task’s record and the person types, asked for once', async () => {
    const api = openTaskWith(BUTTON, {
      ...dict,
      'credit:person': () => fresh({ record: personRecord(), refusal: null }),
    });
    const dialog = await openDialog('个人失信', TITLE);
    expect(api.callsTo('credit:person')).toEqual([TASK]);
    await waitFor(() => expect(control(dialog, 'PERSON_NAME').value).toBe('刘某某'));
    expect(control(dialog, 'ID_CARD').value).toBe('150102198003151232');
    expect(control(dialog, 'GSQ').value).toBe('6');
    await waitFor(() => expect(control(dialog, 'PERSON_TYPE').value).toBe('5'));
    expect(within(dialog).getByRole('option', { name: '其他人员', hidden: true })).toBeTruthy();
    expect(
      api.calls.filter(
        (c) =>
          c.channel === 'dict:get' && (c.req as { code: string }).code === 'XFJD_XYGK_PERSONTYPE',
      ),
    ).toHaveLength(1);
    // Buttons as the spec names them.
    expect(dialogButton(dialog, '确定')).toBeTruthy();
    expect(dialogButton(dialog, '关闭')).toBeTruthy();
  });

  it('says each rule’s message on input and blur; GSQ out of 1-12 is cleared with the warning', async () => {
    const api = openTaskWith(BUTTON, dict);
    const dialog = await openDialog('个人失信', TITLE);
    type(dialog, 'PERSON_NAME', '刘');
    type(dialog, 'PERSON_NAME', '');
    expect(await messageOf(dialog, 'PERSON_NAME', '当事人姓名不能为空')).toBeTruthy();
    type(dialog, 'ID_CARD', '', true);
    expect(await messageOf(dialog, 'ID_CARD', '身份证号不能为空')).toBeTruthy();
    // Beyond the spec: the check digit, and which it should be.
    type(dialog, 'ID_CARD', '150102198003151231');
    expect(
      await messageOf(dialog, 'ID_CARD', '身份证号第18位校验码应为“2”，现为“1”，请核对前17位数字'),
    ).toBeTruthy();
    type(dialog, 'ID_CARD', '150102198003151232');
    await waitFor(() => noMessage(dialog, 'ID_CARD', '身份证号不能为空'));

    type(dialog, 'GSQ', '13', true);
    expect(await findToast('请输入数字1至12！')).toBeTruthy();
    await waitFor(() => expect(control(dialog, 'GSQ').value).toBe(''));
    expect(await messageOf(dialog, 'GSQ', '请输入数字1至12！')).toBeTruthy();
    type(dialog, 'GSQ', '5');
    await waitFor(() => noMessage(dialog, 'GSQ', '请输入数字1至12！'));
    type(dialog, 'GSQ', '');
    expect(await messageOf(dialog, 'GSQ', '公示期（月）不能为空')).toBeTruthy();

    // 确定 with fields missing: every message, nothing sent.
    press(dialogButton(dialog, '确定'));
    expect(
      await within(dialog).findByText('有2项内容需要修改，请按提示填写后再确定。'),
    ).toBeTruthy();
    expect(api.callsTo('credit:savePerson')).toEqual([]);
  });

  it('creates a record with the form’s fields, says 操作成功, closes and reads the task again', async () => {
    const api = openTaskWith(BUTTON, dict);
    const dialog = await openDialog('个人失信', TITLE);
    type(dialog, 'PERSON_NAME', '赵建国');
    type(dialog, 'ID_CARD', '15010219750620301X');
    type(dialog, 'GSQ', '12', true);
    const reads = api.callsTo('detail:get').length;
    press(dialogButton(dialog, '确定'));
    expect(await findToast('操作成功')).toBeTruthy();
    const [sent] = api.callsTo('credit:savePerson') as Array<{ values: Record<string, string> }>;
    expect(sent).toMatchObject({ ...TASK, values: { PERSON_NAME: '赵建国', GSQ: '12', WFSS: '' } });
    expect(sent).not.toHaveProperty('ID');
    await closed(TITLE);
    await waitFor(() => expect(api.callsTo('detail:get').length).toBeGreaterThan(reads));
  });

  it('updates the loaded record by its ID; a refusal of the save stays in the dialog', async () => {
    const api = openTaskWith(BUTTON, {
      ...dict,
      'credit:person': () => fresh({ record: personRecord(), refusal: null }),
      'credit:savePerson': () => fail('server', '失信记录不属于该任务'),
    });
    const dialog = await openDialog('个人失信', TITLE);
    await waitFor(() => expect(control(dialog, 'PERSON_NAME').value).toBe('刘某某'));
    type(dialog, 'GSQ', '9', true);
    press(dialogButton(dialog, '确定'));
    expect(await within(dialog).findByText('失信记录不属于该任务')).toBeTruthy();
    expect(api.callsTo('credit:savePerson')).toMatchObject([
      { ...TASK, ID: 'gr1', values: { PERSON_NAME: '刘某某', GSQ: '9', PERSON_TYPE: '5' } },
    ]);
  });

  it('shows the server’s error text for the record and cannot save', async () => {
    openTaskWith(BUTTON, {
      'credit:person': () => fresh({ record: null, refusal: '信用信息服务暂不可用，请稍后重试' }),
    });
    const dialog = await openDialog('个人失信', TITLE);
    expect(await within(dialog).findByText('信用信息服务暂不可用，请稍后重试')).toBeTruthy();
    expect(within(dialog).getByText('服务器未能提供失信数据，暂不能保存：')).toBeTruthy();
    expect((dialogButton(dialog, '确定') as HTMLButtonElement).disabled).toBe(true);
    expect(control(dialog, 'PERSON_NAME').readOnly).toBe(true);
  });

  it('asks before closing with changes; 关闭 then clears the form', async () => {
    const api = openTaskWith(BUTTON, dict);
    let dialog = await openDialog('个人失信', TITLE);
    type(dialog, 'PERSON_NAME', '王五');
    press(dialogButton(dialog, '关闭'));
    const ask = await findDialog('提示', 'alertdialog');
    expect(within(ask).getByText('填写的内容尚未保存，确定关闭吗？')).toBeTruthy();
    press(dialogButton(ask, '确定'));
    await closed(TITLE);
    dialog = await openDialog('个人失信', TITLE);
    expect(control(dialog, 'PERSON_NAME').value).toBe('');
    expect(api.callsTo('credit:person')).toHaveLength(2);
  });
});
