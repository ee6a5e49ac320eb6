import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { opLog, signedInServer } from '../testing';
import { headerButtons } from '../actions/testing';
import { pageQuery, recordsOf, saveBy } from './testing';
import {
  CHECK_APPLICATIONS_DWID,
  CHECK_APPLICATION_DWID,
  SEAL_LIFT_DWID,
} from '../../shared/penalty/constants';
import { checkApplicationSchema } from '../../shared/penalty/schemas';
import { addDays, chinaToday } from '../../shared/common/dates';

// The temporary-seal lifting (3385) and the three-stop check applications (3794, 3903).

const { server, demo } = await signedInServer();
const today = chinaToday(Date.now());

const refusal = async (
  dwId: number,
  n: number,
  data: Record<string, unknown>,
  msg: string,
): Promise<void> => {
  expect((await saveBy(server, demo, dwId, n, data)).json).toMatchObject({ success: false, msg });
};

describe('解除临时查封 (saveOrUpdate 3385)', () => {
  const lift = { JCRQ: today, JCYY: '1', JCSM: '整改完毕，经复查火灾隐患已消除' };

  it('checks the form with its messages and the task', async () => {
    await refusal(SEAL_LIFT_DWID, 51, { ...lift, JCRQ: '' }, '请选择解除日期');
    await refusal(SEAL_LIFT_DWID, 51, { ...lift, JCYY: '' }, '请选择解除原因');
    await refusal(SEAL_LIFT_DWID, 51, { ...lift, JCSM: ' ' }, '请填写情况说明');
    await refusal(SEAL_LIFT_DWID, 51, { ...lift, JCYY: '9' }, '解除原因的选项不正确');
    await refusal(SEAL_LIFT_DWID, 51, { ...lift, JCRQ: addDays(today, 1) }, '解除日期不能晚于今天');
    await refusal(SEAL_LIFT_DWID, 9, lift, '只有办理中的临时查封任务可以解除临时查封');
    await refusal(SEAL_LIFT_DWID, 7, lift, '只有办理中的临时查封任务可以解除临时查封');
  });

  it('lifts the open seal once, logs it and drops the button', async () => {
    expect(await headerButtons(server, demo, 51)).toContain('sealLift');
    expect((await saveBy(server, demo, SEAL_LIFT_DWID, 51, lift)).json).toMatchObject({
      success: true,
      data: taskId(51),
    });
    expect((await opLog(server.url, demo, taskId(51)))[0]).toBe('解除临时查封：火灾隐患已消除');
    expect(await headerButtons(server, demo, 51)).not.toContain('sealLift');
    await refusal(SEAL_LIFT_DWID, 51, lift, '该临时查封已解除');
  });
});

describe('三停核查申请 (saveOrUpdate 3794, list 3903)', () => {
  const apply = {
    SQDW: '呼和浩特市新城区欣悦KTV娱乐会所',
    SQR: '王海燕',
    LXDH: '0471-6512378',
    SQRQ: today,
    ZGQK: '已增设疏散指示标志和应急照明，消防设施经检测合格',
  };

  it('checks the form with its messages, the phone and the task type', async () => {
    await refusal(CHECK_APPLICATION_DWID, 52, { ...apply, SQDW: '' }, '请输入申请单位');
    await refusal(CHECK_APPLICATION_DWID, 52, { ...apply, SQR: '' }, '请输入申请人');
    await refusal(CHECK_APPLICATION_DWID, 52, { ...apply, SQRQ: '' }, '请选择申请日期');
    await refusal(CHECK_APPLICATION_DWID, 52, { ...apply, ZGQK: '' }, '请填写整改情况');
    await refusal(CHECK_APPLICATION_DWID, 52, { ...apply, LXDH: '12ab' }, '请输入正确的联系电话');
    await refusal(
      CHECK_APPLICATION_DWID,
      52,
      { ...apply, SQRQ: addDays(today, 2) },
      '申请日期不能晚于今天',
    );
    await refusal(
      CHECK_APPLICATION_DWID,
      7,
      apply,
      '该任务不是临时查封或责令停产停业任务，无需三停核查',
    );
    await refusal(CHECK_APPLICATION_DWID, 42, apply, '无权查看该任务');
  });

  it('records applications and lists them newest first', async () => {
    const first = await saveBy(server, demo, CHECK_APPLICATION_DWID, 52, { ...apply, LXDH: '' });
    expect(first.json).toMatchObject({ success: true });
    const second = await saveBy(server, demo, CHECK_APPLICATION_DWID, 52, {
      ...apply,
      SQR: '李明',
    });
    expect(second.json).toMatchObject({ success: true });
    expect(second.json.data).not.toBe(first.json.data);
    const { json } = await pageQuery(server, demo, CHECK_APPLICATIONS_DWID, { RWID: taskId(52) });
    const rows = recordsOf(json).map((r) => checkApplicationSchema.parse(r));
    expect(rows.map((r) => r.SQR)).toEqual(['李明', '王海燕']);
    expect(rows[1]).toMatchObject({ LXDH: null, SQRQ: today, CRT_USERNAME: '张伟' });
    expect((await opLog(server.url, demo, taskId(52)))[0]).toBe(
      '三停核查申请：呼和浩特市新城区欣悦KTV娱乐会所',
    );
    const other = await pageQuery(server, demo, CHECK_APPLICATIONS_DWID, { RWID: taskId(51) });
    expect(recordsOf(other.json)).toEqual([]);
    expect((await pageQuery(server, demo, CHECK_APPLICATIONS_DWID, {})).json.msg).toBe(
      '查询条件未指定任务',
    );
  });
});
