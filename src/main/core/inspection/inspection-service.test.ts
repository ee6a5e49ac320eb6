import { describe, expect, it } from 'vitest';
import { ok, refuse, type FakeReply } from '../testing/fake-http';
import { T, useInspectionRig } from './testing';
import { GENERIC_API } from '../../../shared/generic/constants';
import {
  APPLICATIONS_DWID,
  HIDDEN_DANGERS_DWID,
  INSPECTION_API,
  UNIT_HAZARDS_DWID,
} from '../../../shared/inspection/constants';

// The inspection service against a scripted server: what each call sends, the server's message
// or the spec's text, the rules run before anything is sent, reads through the cache.

const page = (records: unknown[]): FakeReply =>
  ok({ data: { records, total: records.length, current: 1, size: 9999 } });
const said = (data: unknown, msg: string): FakeReply => ({
  body: { code: 200, success: true, data, msg },
});

describe('inspection service', () => {
  const rig = useInspectionRig();
  const sentTo = (path: string): Record<string, string>[] =>
    rig
      .sent()
      .filter((c) => c.path === path)
      .map((c) => c.form);

  it('reads 3408 by scope, 3825 by ZGQK and 3966, whole, through the cache', async () => {
    rig.answer({
      [GENERIC_API.pageQuery]: page([{ ID: 7, ZGQK: 0, YHXX: '疏散通道堆放杂物', XGWS: '第1号' }]),
    });
    const r = await rig.service.dangers({ ...T, scope: '2' });
    expect(r.data).toMatchObject([{ ID: '7', ZGQK: '0', LYBH: '第1号' }]);
    expect(sentTo(GENERIC_API.pageQuery)[0]).toMatchObject({
      dwId: String(HIDDEN_DANGERS_DWID),
      obj: JSON.stringify({ RWID: 'rw1', LX: '2' }),
      size: '9999',
      runId: 'run1',
    });
    await rig.service.unitHazards({ ...T, DWID: 'dw1', ZGQK: '1' });
    expect(sentTo(GENERIC_API.pageQuery)[1]).toMatchObject({
      dwId: String(UNIT_HAZARDS_DWID),
      obj: JSON.stringify({ RWID: 'rw1', DWID: 'dw1', ZGQK: '1' }),
    });
    rig.answer({ [GENERIC_API.pageQuery]: page([{ ID: 's1', LX: 'jdjc', YHLIST: '' }]) });
    const apps = await rig.service.applications(T);
    expect(apps.data).toMatchObject([{ ID: 's1', YHLIST: [] }]);
    expect(sentTo(GENERIC_API.pageQuery)[2]).toMatchObject({ dwId: String(APPLICATIONS_DWID) });
  });

  it('refuses an empty choice with the spec’s text before sending; else checks by kind', async () => {
    await expect(rig.service.apply({ ...T, kind: 'jdjc', ids: [] })).rejects.toThrow(
      '请选择未整改隐患信息！',
    );
    expect(sentTo(INSPECTION_API.isJdjcSqFc)).toEqual([]);
    rig.answer({ [INSPECTION_API.isJsfwSqFc]: said(null, '操作成功！') });
    expect(await rig.service.apply({ ...T, kind: 'jsfw', ids: ['a', 'b'] })).toEqual({
      message: '操作成功！',
    });
    expect(sentTo(INSPECTION_API.isJsfwSqFc)).toEqual([{ runId: 'run1', rwid: 'rw1', ids: 'a,b' }]);
    rig.answer({ [INSPECTION_API.isJdjcSqFc]: refuse('所选隐患已申请复查，请勿重复申请') });
    await expect(rig.service.apply({ ...T, kind: 'jdjc', ids: ['a'] })).rejects.toThrow(
      '所选隐患已申请复查，请勿重复申请',
    );
  });

  it('creates the re-inspection task by kind and answers it', async () => {
    rig.answer({
      [INSPECTION_API.saveJdjcFcrwDq]: said(
        { RWID: 45, runId: 'run1', RWMC: '关于某单位的申请复查' },
        '复查任务创建成功！',
      ),
    });
    expect(await rig.service.createTask({ ...T, kind: 'jdjc', applicationId: 's1' })).toEqual({
      message: '复查任务创建成功！',
      task: { RWID: '45', runId: 'run1', RWMC: '关于某单位的申请复查' },
    });
    expect(sentTo(INSPECTION_API.saveJdjcFcrwDq)).toEqual([
      { runId: 'run1', rwid: 'rw1', fcsqid: 's1' },
    ]);
    rig.answer({ [INSPECTION_API.saveAqjcFcrw]: refuse('该复查申请已发起复查任务，请勿重复发起') });
    await expect(
      rig.service.createTask({ ...T, kind: 'jsfw', applicationId: 's1' }),
    ).rejects.toThrow('该复查申请已发起复查任务，请勿重复发起');
  });

  it('confirms a danger rectified by a generic save of 3408; refuses a future date first', async () => {
    await expect(rig.service.rectify({ ...T, ID: 'y1', ZGRQ: '2024-06-11' })).rejects.toThrow(
      '整改日期不能晚于今天',
    );
    await expect(rig.service.rectify({ ...T, ID: 'y1', ZGRQ: '' })).rejects.toThrow(
      '请选择整改日期',
    );
    expect(sentTo(GENERIC_API.saveOrUpdate)).toEqual([]);
    rig.answer({ [GENERIC_API.saveOrUpdate]: ok('y1') });
    expect(await rig.service.rectify({ ...T, ID: 'y1', ZGRQ: '2024-06-10' })).toEqual({
      message: '已确认整改',
    });
    expect(sentTo(GENERIC_API.saveOrUpdate)[0]).toMatchObject({
      dwId: String(HIDDEN_DANGERS_DWID),
      runId: 'run1',
      data: JSON.stringify({ ID: 'y1', RWID: 'rw1', ZGQK: '1', ZGRQ: '2024-06-10' }),
    });
  });

  it('confirms several dangers rectified in one saveEntities call; all or nothing', async () => {
    const many = (IDs: string[], ZGRQ: string) => rig.service.rectifyMany({ ...T, IDs, ZGRQ });
    await expect(many([], '2024-06-10')).rejects.toThrow('请先勾选要确认整改的未整改隐患');
    await expect(many(['y1', 'y2'], '2024-06-11')).rejects.toThrow('整改日期不能晚于今天');
    await expect(many(['y1', 'y2'], '')).rejects.toThrow('请选择整改日期');
    expect(sentTo(GENERIC_API.saveEntities)).toEqual([]);
    rig.answer({ [GENERIC_API.saveEntities]: said(['y1', 'y2'], '操作成功') });
    expect(await many(['y1', 'y2', 'y1'], '2024-06-10')).toEqual({ message: '已确认整改2项隐患' });
    const rectified = (ID: string) => ({
      dwId: HIDDEN_DANGERS_DWID,
      data: { ID, RWID: 'rw1', ZGQK: '1', ZGRQ: '2024-06-10' },
    });
    expect(sentTo(GENERIC_API.saveEntities)).toEqual([
      { runId: 'run1', mapList: JSON.stringify([rectified('y1'), rectified('y2')]) },
    ]);
    // The server's refusal names the item; it reaches the officer as it is.
    const item = '第2条数据（隐患整改）保存失败：整改日期不能早于发现日期';
    rig.answer({ [GENERIC_API.saveEntities]: refuse(item) });
    await expect(many(['y1', 'y2'], '2024-06-01')).rejects.toThrow(item);
  });
});
