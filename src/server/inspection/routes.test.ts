import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { call, opLog, signedInServer, withDatabase } from '../testing';
import { taskId } from '../tasks/seed/build';
import { runOf } from '../actions/testing';
import { saveBy } from '../penalty/testing';
import { PATHS } from '../paths';
import { dangersOf, onTask, page } from './testing';
import {
  APPLICATIONS_DWID,
  HIDDEN_DANGERS_DWID,
  INSPECTION_API as API,
} from '../../shared/inspection/constants';
import { applicationSchema, createdTaskSchema } from '../../shared/inspection/schemas';
import { chinaToday } from '../../shared/common/dates';
import { GENERIC_API } from '../../shared/generic/constants';

// The re-inspection calls over real HTTP: the check by kind, the application document's save, the
// re-inspection task's creation, and confirming a danger rectified.

const { server, demo } = await signedInServer();
const SELECT = '请选择未整改隐患信息！';
const today = chinaToday(Date.now());

const apply = (path: string, n: number, ids: string[]) =>
  onTask(server, demo, path, n, { ids: ids.join(',') });
const expectMsg = async (
  p: Promise<{ json: Record<string, unknown> }>,
  success: boolean,
  msg: string,
): Promise<void> => expect((await p).json).toMatchObject({ success, msg });

const [a, b, fixed, applied] = dangersOf(14);

const applicationsOf = async (n: number) =>
  (await page(server, demo, APPLICATIONS_DWID, { RWID: taskId(n) })).rows.map((r) =>
    applicationSchema.parse(r),
  );

const taskRow = (rwid: string) =>
  withDatabase(server.dataDir, (sqlite) =>
    drizzle({ client: sqlite, schema })
      .select()
      .from(schema.tasks)
      .where(eq(schema.tasks.rwid, rwid))
      .get(),
  );

describe('isJdjcSqFc / isJsfwSqFc', () => {
  it('refuses with the spec’s message when nothing or a rectified danger is chosen', async () => {
    await expectMsg(apply(API.isJdjcSqFc, 14, []), false, SELECT);
    await expectMsg(apply(API.isJdjcSqFc, 14, [a, fixed]), false, SELECT);
    // Task 7 found only rectified dangers.
    await expectMsg(apply(API.isJdjcSqFc, 7, dangersOf(7)), false, SELECT);
  });

  it('answers 操作成功！ for unrectified dangers of the task, by the task’s kind', async () => {
    await expectMsg(apply(API.isJdjcSqFc, 14, [a, b]), true, '操作成功！');
    // Task 20 is of class 37: a technical-service task.
    const open20 = dangersOf(20, (s) => !s.fixed);
    await expectMsg(apply(API.isJsfwSqFc, 20, open20), true, '操作成功！');
    await expectMsg(
      apply(API.isJsfwSqFc, 14, [a]),
      false,
      '该任务不是技术服务任务，请按监督检查申请复查',
    );
    await expectMsg(
      apply(API.isJdjcSqFc, 20, open20),
      false,
      '该任务是技术服务任务，请按技术服务申请复查',
    );
  });

  it('refuses dangers applied for already, of another task, closed and other officers’ tasks', async () => {
    await expectMsg(
      apply(API.isJdjcSqFc, 14, [applied]),
      false,
      '所选隐患已申请复查，请勿重复申请',
    );
    await expectMsg(
      apply(API.isJdjcSqFc, 14, dangersOf(20).slice(0, 1)),
      false,
      '所选隐患不存在或不属于本任务',
    );
    await expectMsg(
      apply(
        API.isJdjcSqFc,
        5,
        dangersOf(5, (s) => !s.fixed),
      ),
      false,
      '任务已办结或已作废，不能申请复查',
    );
    await expectMsg(apply(API.isJdjcSqFc, 31, [a]), false, '无权查看该任务');
    await expectMsg(apply(API.isJdjcSqFc, 4, [a]), false, '该任务不是检查任务，不能申请复查');
  });
});

describe('the application document, then the re-inspection task', () => {
  const values = JSON.stringify({
    DWMC: '呼和浩特市新城区欣悦KTV娱乐会所',
    SQR: '王芳',
    LXDH: '13904710000',
    SQSJ: `${today} 09:30:00`,
    YWSWH: '新城消限字〔2026〕第0017号',
    ZGQK: '已清理疏散通道并更换疏散指示标志',
    SQFS: '1',
  });
  const saveApplication = (ids: string[], rwwsszid = '601') =>
    call(server.url, demo, PATHS.saveFlws, {
      runId: runOf(14),
      RWID: taskId(14),
      form: 'fcsqdj',
      rwwsszid,
      data: values,
      type: 'jdjc',
      ids: ids.join(','),
      LYRWID: taskId(14),
      opid: '3313',
    });

  it('saving /ws/fcsqdj opened with 601 records the dangers it covers, once', async () => {
    const saved = await saveApplication([a, b]);
    expect(saved.json).toMatchObject({ success: true, msg: '保存成功!' });
    const apps = await applicationsOf(14);
    expect(apps).toHaveLength(2);
    expect(apps[0]).toMatchObject({ LX: 'jdjc', FCRWID: null });
    expect(apps[0].YHLIST.map((d) => d.ID)).toEqual([a, b]);
    expect(apps[0].FLWSID).toBe((saved.json.data as { FLWSID: string }).FLWSID);
    // The same dangers cannot be applied for again, by the check or another document.
    await expectMsg(apply(API.isJdjcSqFc, 14, [a]), false, '所选隐患已申请复查，请勿重复申请');
    await expectMsg(saveApplication([b]), false, '所选隐患已申请复查，请勿重复申请');
    await expectMsg(saveApplication([fixed]), false, SELECT);
    expect(await applicationsOf(14)).toHaveLength(2);
    expect((await opLog(server.url, demo, taskId(14)))[0]).toBe('复查申请：2项隐患');
  });

  it('saveJdjcFcrwDq creates the re-inspection task once, in the run, for the unit', async () => {
    const [app] = await applicationsOf(14);
    const wrongKind = await onTask(server, demo, API.saveAqjcFcrw, 14, { fcsqid: app.ID });
    expect(wrongKind.json).toMatchObject({
      success: false,
      msg: '该任务不是技术服务任务，请按监督检查申请复查',
    });
    const made = await onTask(server, demo, API.saveJdjcFcrwDq, 14, { fcsqid: app.ID });
    expect(made.json).toMatchObject({ success: true, msg: '复查任务创建成功！' });
    const task = createdTaskSchema.parse(made.json.data);
    const row = taskRow(task.RWID);
    expect(row).toMatchObject({
      runId: runOf(14),
      type: 45,
      state: '0',
      unitId: '150102000105',
      plannedStart: today,
      opid: '3313',
    });
    // The new task re-checks the application's dangers.
    const carried = await page(server, demo, HIDDEN_DANGERS_DWID, { RWID: task.RWID, LX: '1' });
    expect(carried.rows.map((r) => r.ID)).toEqual([a, b]);
    expect((await applicationsOf(14))[0]).toMatchObject({ FCRWID: task.RWID, FCRWMC: task.RWMC });
    await expectMsg(
      onTask(server, demo, API.saveJdjcFcrwDq, 14, { fcsqid: app.ID }),
      false,
      '该复查申请已发起复查任务，请勿重复发起',
    );
    await expectMsg(
      onTask(server, demo, API.saveJdjcFcrwDq, 14, { fcsqid: '404404' }),
      false,
      '复查申请不存在',
    );

    // The re-inspection confirms a danger rectified (save by dwId 3408), once, not in the future.
    const rectify = (ID: string, ZGRQ: string, rwid = task.RWID) =>
      call(server.url, demo, GENERIC_API.saveOrUpdate, {
        dwId: String(HIDDEN_DANGERS_DWID),
        runId: runOf(14),
        data: JSON.stringify({ ID, RWID: rwid, ZGQK: '1', ZGRQ }),
      });
    await expectMsg(rectify(a, '2999-01-01'), false, '整改日期不能晚于今天');
    expect((await rectify(a, today)).json).toMatchObject({ success: true });
    await expectMsg(rectify(a, today), false, '该隐患已整改，无需重复确认');
    await expectMsg(rectify(dangersOf(20)[0], today), false, '该隐患不属于本任务');
  });

  it('refuses the creation for a closed task', async () => {
    // Task 1 is closed: an application of it not carried out yet.
    withDatabase(server.dataDir, (sqlite) =>
      sqlite
        .prepare(
          "INSERT INTO xfjd_fcsq (ID, RWID, RUN_ID, DWID, LX, YHIDS, SQSJ, SQR) VALUES ('77', ?, ?, '150102000101', 'jdjc', '', '2026-01-01 09:00:00', '张伟')",
        )
        .run(taskId(1), runOf(1)),
    );
    await expectMsg(
      onTask(server, demo, API.saveJdjcFcrwDq, 1, { fcsqid: '77' }),
      false,
      '任务已办结或已作废，不能发起复查任务',
    );
  });

  it('saveBy refuses a closed task’s danger', async () => {
    const r = await saveBy(server, demo, HIDDEN_DANGERS_DWID, 1, {
      ID: dangersOf(1)[0],
      ZGQK: '1',
      ZGRQ: today,
    });
    expect(r.json).toMatchObject({ success: false, msg: '任务已办结或已作废，不能确认整改' });
  });
});

describe('批量确认整改: saveEntities of 3408 records', () => {
  // Task 4 (open) re-inspects two dangers task 1 found, neither rectified yet.
  const [first, second] = dangersOf(1, (s) => s.reinspection === 4);
  const item = (ID: string, ZGRQ: string) => ({
    dwId: HIDDEN_DANGERS_DWID,
    data: { ID, RWID: taskId(4), ZGQK: '1', ZGRQ },
  });
  const saveAll = (items: unknown[]) =>
    call(server.url, demo, GENERIC_API.saveEntities, {
      runId: runOf(4),
      mapList: JSON.stringify(items),
    });
  const states = async () =>
    (await page(server, demo, HIDDEN_DANGERS_DWID, { RWID: taskId(4), LX: '1' })).rows.map((r) =>
      [r.ID, String(r.ZGQK), r.ZGRQ ? String(r.ZGRQ).slice(0, 10) : null].join(' '),
    );

  it('saves every danger or none; a refusal names the item', async () => {
    const before = await states();
    expect(before).toEqual([`${first} 0 `, `${second} 0 `]);
    await expectMsg(
      saveAll([item(first, today), item(second, '2000-01-01')]),
      false,
      '第2条数据（隐患整改）保存失败：整改日期不能早于发现日期',
    );
    expect(await states()).toEqual(before);
    const saved = await saveAll([item(first, today), item(second, today)]);
    expect(saved.json).toMatchObject({ success: true, data: [first, second] });
    expect(await states()).toEqual([`${first} 1 ${today}`, `${second} 1 ${today}`]);
    expect((await opLog(server.url, demo, taskId(4))).slice(0, 2).sort()).toEqual([
      '确认隐患已整改：四层餐饮区防火卷帘下方堆放桌椅',
      '确认隐患已整改：地下一层车库自动喷水灭火系统末端试水装置压力不足',
    ]);
    await expectMsg(
      saveAll([item(first, today)]),
      false,
      '第1条数据（隐患整改）保存失败：该隐患已整改，无需重复确认',
    );
  });
});
