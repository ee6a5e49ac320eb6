import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { call, login, opLog, signedInServer } from '../testing';
import { headerButtons, runOf } from '../actions/testing';
import { GENERIC_API } from '../../shared/generic/constants';
import { genericPageSchema } from '../../shared/generic/schemas';
import { UNIT_SAVE_DWID, UNITS_API } from '../../shared/units/constants';
import { unitRecordSchema } from '../../shared/units/schemas';
import { DETAIL_API } from '../../shared/detail/constants';

// The unit information edit over HTTP: the record by dwId 3033 (key unit) or 3014 (the others),
// its supplementary persons (saveOrupdateShdwBqcb), the refusals with their exact messages, and
// every reader of the unit (unit query, task base info, picker) showing what was saved.

const { server, demo, post } = await signedInServer();

const DS = '150102000101'; // key unit of task 4 (re-inspection, open)
const SM = '150102000102'; // other unit of task 7 (inspection, open)

/** The record as the edit form sends it: the unit query's fields with the officer's changes. */
const dsRecord = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  ID: DS,
  RWID: taskId(4),
  DWBM: DS,
  DWMC: '呼和浩特市鼎盛购物中心有限公司',
  TYSHXYDM: '91150102MA0N3K8X2Y',
  JGDWLB: '1',
  DWXZ: '商场市场',
  LXDH: '0471-6923188',
  XZQH: '150102',
  DWDZ: '内蒙古自治区呼和浩特市新城区新华大街88号',
  GIS_X: '111.686712',
  GIS_Y: '40.828305',
  FDDBR: '赵建国',
  FDDBRSFZH: '150102198503127714',
  XFAQZRR: '赵建国',
  XFAQGLR: '孙丽娟',
  XFAQGLRDH: '13904710001',
  JZMJ: '48600',
  JZCS: '7',
  XFKZS: '是',
  XFKZSWZ: '一层东侧',
  XFSS: ['1', '2', '3'],
  HZWXXLB: 'CC-B-2',
  ...over,
});

const save = (dwId: number, data: Record<string, unknown>, n = 4, token = demo) =>
  call(server.url, token, GENERIC_API.saveOrUpdate, {
    dwId: String(dwId),
    runId: runOf(n),
    data: JSON.stringify(data),
  });

const refused = async (dwId: number, data: Record<string, unknown>, msg: string, n = 4) =>
  expect((await save(dwId, data, n)).json).toMatchObject({ success: false, msg });

const unit = async (id: string) => {
  const { json } = await post(GENERIC_API.pageQuery, {
    dwId: '3045',
    runId: runOf(4),
    obj: JSON.stringify({ ID: id }),
    current: '1',
    size: '1',
  });
  return genericPageSchema(unitRecordSchema).parse(json.data).records[0];
};

describe('unit save (saveOrUpdate 3033 / 3014)', () => {
  it('refuses with the rules’ exact messages, changing nothing', async () => {
    const K = UNIT_SAVE_DWID.key;
    await refused(
      K,
      dsRecord({ TYSHXYDM: '91150102MA0N3K8X2B' }),
      '统一社会信用代码校验位不正确，请核对',
    );
    await refused(
      K,
      dsRecord({ TYSHXYDM: '91150102MA0N3K8X2' }),
      '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）',
    );
    await refused(K, dsRecord({ DWMC: ' ' }), '请输入单位名称');
    await refused(K, dsRecord({ GIS_X: '160' }), '经度应为73至136之间的数字（度，可含小数）');
    await refused(K, dsRecord({ GIS_Y: '北纬40度' }), '纬度应为3至54之间的数字（度，可含小数）');
    await refused(K, dsRecord({ GIS_Y: '' }), '经度和纬度需同时填写');
    await refused(
      K,
      dsRecord({ LXDH: '6923188' }),
      '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
    );
    await refused(
      K,
      dsRecord({ FDDBRSFZH: '150102198503127715' }),
      '法定代表人身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
    );
    await refused(K, dsRecord({ XFAQGLR: '' }), '消防安全重点单位须填写消防安全管理人');
    await refused(K, dsRecord({ XFKZSWZ: '' }), '请填写消防控制室位置');
    await refused(K, dsRecord({ HZWXXLB: 'CC-X' }), '火灾危险性类别（消防工艺）的选项不正确');
    await refused(K, dsRecord({ JGDWLB: '2' }), '非重点单位的信息请按一般单位保存（3014）');
    await refused(
      UNIT_SAVE_DWID.other,
      dsRecord(),
      '消防安全重点单位的信息请按重点单位保存（3033）',
    );
    expect((await unit(DS))?.TYSHXYDM).toBe('91150102MA0N3K8X2Y');
  });

  it('refuses units of another brigade, other tasks’ units and unknown units', async () => {
    await refused(
      UNIT_SAVE_DWID.other,
      dsRecord({ ID: '130102000201', JGDWLB: '2' }),
      '无权修改其他大队管辖单位的信息',
    );
    await refused(UNIT_SAVE_DWID.key, dsRecord({ ID: SM }), '该任务的单位不是此单位');
    await refused(UNIT_SAVE_DWID.key, dsRecord({ ID: 'nope' }), '单位不存在');
    await refused(UNIT_SAVE_DWID.key, dsRecord({ RWID: taskId(4) }), '任务不属于该流程', 7);
    // Another brigade's officer cannot change the demo brigade's unit through his own task either.
    const lisi = (await login(server.url, 'lisi')).access;
    expect((await save(UNIT_SAVE_DWID.key, dsRecord(), 4, lisi)).json).toMatchObject({
      success: false,
      msg: '无权修改其他大队管辖单位的信息',
    });
  });

  it('saves a key unit by 3033: the unit query, the task’s base info and the picker read it, and it is logged', async () => {
    const r = await save(
      UNIT_SAVE_DWID.key,
      dsRecord({ DWMC: '呼和浩特市鼎盛购物中心有限责任公司' }),
    );
    expect(r.json).toMatchObject({ success: true, data: DS });
    expect(await unit(DS)).toMatchObject({
      DWMC: '呼和浩特市鼎盛购物中心有限责任公司',
      TYSHXYDM: '91150102MA0N3K8X2Y',
      GIS_X: 111.686712,
      GIS_Y: 40.828305,
      XFSS: '1,2,3',
      HZWXXLB: 'CC-B-2',
      XFAQGLRDH: '13904710001',
    });
    // The form sends the whole record: what it left empty is no longer recorded.
    expect(await unit(DS)).not.toHaveProperty('YGRS');
    const { json } = await post(DETAIL_API.detailConfig, {
      rwid: taskId(4),
      runId: runOf(4),
      pagetype: '1',
      SFCXLSSJ: '0',
    });
    expect((json.data as { rwxx: Record<string, unknown> }).rwxx.DWMC).toBe(
      '呼和浩特市鼎盛购物中心有限责任公司',
    );
    const picked = await post(GENERIC_API.pageQuery, {
      queryType: '1',
      current: '1',
      size: '10',
      obj: JSON.stringify({ tableName: 'XFJD_SHDW', labelField: 'DWMC', search: '有限责任公司' }),
    });
    expect(JSON.stringify(picked.json.data)).toContain('呼和浩特市鼎盛购物中心有限责任公司');
    // (Reading the detail above logged 查看任务详情 after it.)
    expect(await opLog(server.url, demo, taskId(4))).toContainEqual(
      expect.stringMatching(
        /^修改单位信息：呼和浩特市鼎盛购物中心有限责任公司（单位名称、成立日期、/,
      ),
    );
  });

  it('saves another unit by 3014, and a unit made a key unit needs 3033 from then on', async () => {
    const sm = {
      ID: SM,
      RWID: taskId(7),
      DWMC: '呼和浩特市新城区老绥远烧麦馆',
      TYSHXYDM: '92150102MA0P1R7Q4M',
      JGDWLB: '2',
      DWXZ: '餐饮场所',
      LXDH: '13904718826',
      XZQH: '150102',
      DWDZ: '内蒙古自治区呼和浩特市新城区中山东路126号',
      FDDBR: '刘海',
      XFAQZRR: '刘海',
    };
    expect((await save(UNIT_SAVE_DWID.other, sm, 7)).json).toMatchObject({ success: true });
    expect((await save(UNIT_SAVE_DWID.key, { ...sm, JGDWLB: '1' }, 7)).json).toMatchObject({
      success: false,
      msg: '消防安全重点单位须填写消防安全管理人',
    });
    expect((await unit(SM))?.JGDWLB).toBe('2');
  });
});

describe('supplementary persons (saveOrupdateShdwBqcb)', () => {
  const persons = (list: unknown, over: Record<string, string> = {}) =>
    post(UNITS_API.saveSupplement, {
      dwid: DS,
      RWID: taskId(4),
      runId: runOf(4),
      shdwJbxxBqcbList: JSON.stringify(list),
      ...over,
    });
  const staff = {
    RYLX: '2',
    XM: '王丽',
    XB: '2',
    SFZH: '150102199001011230',
    LXDH: '15847100002',
    HYZK: '20',
  };

  it('replaces the list and serves it with the unit', async () => {
    expect(
      (await persons([staff, { RYLX: '1', XM: '李军', LXDH: '0471-6923189' }])).json,
    ).toMatchObject({
      success: true,
      data: 2,
      msg: '保存成功!',
    });
    expect((await unit(DS))?.shdwJbxxBqcbList).toMatchObject([
      { XM: '王丽', HYZK: '20', SFZH: '150102199001011230' },
      { XM: '李军', RYLX: '1' },
    ]);
    expect((await persons([staff])).json).toMatchObject({ success: true, data: 1 });
    expect((await unit(DS))?.shdwJbxxBqcbList).toHaveLength(1);
    expect((await opLog(server.url, demo, taskId(4)))[0]).toBe('单位补充采集人员：1人');
  });

  it('refuses a wrong row naming it, a bad list and another brigade’s unit', async () => {
    expect((await persons([staff, { ...staff, HYZK: '50' }])).json).toMatchObject({
      success: false,
      msg: '第2行人员：婚姻状况的选项不正确',
    });
    expect((await persons([{ ...staff, LXDH: '' }])).json.msg).toBe('第1行人员：联系电话不能为空');
    expect((await persons('x', {})).json.msg).toBe('补充采集人员列表格式不正确');
    expect((await persons([], { shdwJbxxBqcbList: '{' })).json.msg).toBe(
      '补充采集人员列表格式不正确',
    );
    expect((await persons([], { dwid: '130102000201' })).json.msg).toBe(
      '无权修改其他大队管辖单位的信息',
    );
    expect((await unit(DS))?.shdwJbxxBqcbList).toHaveLength(1);
  });
});

describe('the 修改单位信息 header button', () => {
  it('is offered on open inspection tasks, not on penalties or finished tasks', async () => {
    expect(await headerButtons(server, demo, 4)).toContain('unitEdit');
    expect(await headerButtons(server, demo, 7)).toContain('unitEdit');
    expect(await headerButtons(server, demo, 3)).not.toContain('unitEdit');
    expect(await headerButtons(server, demo, 1)).not.toContain('unitEdit');
  });
});
