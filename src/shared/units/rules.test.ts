import { describe, expect, it } from 'vitest';
import { firstPersonIssue, firstUnitIssue, unitErrors, unitValuesOf } from './rules';
import { unitSaveDwId } from './constants';
import { FIRE_PROCESS_OPTIONS, processLabel } from './process-tree';

// The unit record's rules (单位信息修改): what renderer, main and the reference server all check.

const TODAY = '2026-11-24';
const valid = {
  DWMC: '呼和浩特市北辰消防器材有限公司',
  TYSHXYDM: '91150102MA0L9D6U1C',
  JGDWLB: '2',
  DWXZ: '消防产品销售',
  LXDH: '0471-4628015',
  XZQH: '150102',
  DWDZ: '内蒙古自治区呼和浩特市新城区东风路19号',
  FDDBR: '白雪峰',
  XFAQZRR: '白雪峰',
};

describe('the shared field kinds in the unit record', () => {
  it('judges the credit code, ID numbers and phones with the shared kinds’ messages', () => {
    const first = (over: Record<string, string>): string | null =>
      firstUnitIssue({ ...valid, ...over }, [], TODAY);
    expect(first({ TYSHXYDM: '91150102MA0N3K8X2B' })).toBe('统一社会信用代码校验位不正确，请核对');
    expect(first({ TYSHXYDM: '9115' })).toBe(
      '统一社会信用代码应为18位数字或大写字母（不含I、O、Z、S、V）',
    );
    // 育才小学 as seeded: the check character of 12150102460012345 is T.
    expect(first({ TYSHXYDM: '12150102460012345T' })).toBeNull();
    expect(first({ TYSHXYDM: '12150102460012345X' })).toBe('统一社会信用代码校验位不正确，请核对');
    expect(first({ FDDBRSFZH: '150102198503127715' })).toBe(
      '法定代表人身份证号第18位校验码应为“4”，现为“5”，请核对前17位数字',
    );
    expect(first({ LXDH: '6923188' })).toBe(
      '联系电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
    );
  });
});

describe('the unit record', () => {
  it('passes a complete record and refuses in the form’s order with the exact messages', () => {
    expect(firstUnitIssue(valid, [], TODAY)).toBeNull();
    const first = (over: Record<string, string>): string | null =>
      firstUnitIssue({ ...valid, ...over }, [], TODAY);
    expect(first({ DWMC: '' })).toBe('请输入单位名称');
    expect(first({ TYSHXYDM: '' })).toBe('请输入统一社会信用代码');
    expect(first({ XZQH: '' })).toBe('请选择行政区划');
    expect(first({ DWDZ: '' })).toBe('请输入单位地址');
    expect(first({ FDDBR: '' })).toBe('请输入法定代表人');
    expect(first({ XFAQZRR: '' })).toBe('请输入消防安全责任人');
    expect(first({ JGDWLB: '1' })).toBe('消防安全重点单位须填写消防安全管理人');
    expect(first({ JGDWLB: '1', XFAQGLR: '孙丽娟' })).toBeNull();
    expect(first({ XFKZS: '是' })).toBe('请填写消防控制室位置');
    expect(first({ YZBM: '01001' })).toBe('邮政编码应为6位数字');
    expect(first({ CLRQ: '2026-11-25' })).toBe('成立日期不能晚于今天');
    expect(first({ CLRQ: TODAY })).toBeNull();
    expect(first({ YGRS: '12.5' })).toBe('职工人数应在0至1000000之间');
    expect(first({ XFAQGLRDH: '123' })).toBe(
      '管理人电话格式不正确，应为11位手机号或带区号的固定电话（如0471-6923188）',
    );
  });

  it('checks map coordinates as numbers within China, any number of decimals, both or neither', () => {
    const lon = '经度应为73至136之间的数字（度，可含小数）';
    const lat = '纬度应为3至54之间的数字（度，可含小数）';
    const at = (GIS_X: string, GIS_Y: string): Record<string, string> =>
      unitErrors({ ...valid, GIS_X, GIS_Y }, TODAY);
    expect(at('111.686712', '40.828305')).toEqual({});
    expect(at('111.68671234', '40.82830512')).toEqual({});
    expect(at('73', '3')).toEqual({});
    expect(at('136', '54')).toEqual({});
    expect(at('72.999999', '54.000001')).toEqual({ GIS_X: lon, GIS_Y: lat });
    expect(at('-111.68', '40.8')).toEqual({ GIS_X: lon });
    expect(at('东经111度', '40.8')).toEqual({ GIS_X: lon });
    expect(at('111.68', '40,8')).toEqual({ GIS_Y: lat });
    expect(at('1e2', '40.8')).toEqual({ GIS_X: lon });
    expect(at('', '')).toEqual({});
    expect(at('111.68', '')).toEqual({ GIS_Y: '经度和纬度需同时填写' });
  });

  it('keeps the options to their lists: categories, facilities, the fire-process tree’s leaves', () => {
    expect(unitErrors({ ...valid, JGDWLB: '9' }, TODAY)).toEqual({
      JGDWLB: '监管单位类别的选项不正确',
    });
    expect(unitErrors({ ...valid, XFSS: ['1', '99'] }, TODAY)).toEqual({
      XFSS: '消防设施的选项不正确',
    });
    // A branch is no choice: only a leaf says what the hazard is.
    expect(unitErrors({ ...valid, HZWXXLB: 'SC-J' }, TODAY)).toEqual({
      HZWXXLB: '火灾危险性类别（消防工艺）的选项不正确',
    });
    expect(unitErrors({ ...valid, HZWXXLB: 'SC-J-1' }, TODAY)).toEqual({});
    expect(processLabel('SC-J-1')).toBe('生产的火灾危险性 / 甲类 / 闪点小于28℃的液体');
    expect(FIRE_PROCESS_OPTIONS.some((o) => o.value === 'WU')).toBe(true);
  });

  it('chooses the save id by the category being saved', () => {
    expect(unitSaveDwId('1')).toBe(3033);
    expect(unitSaveDwId('2')).toBe(3014);
    expect(unitSaveDwId('3')).toBe(3014);
  });

  it('reads a server record into form values: numbers as text, facilities as a list', () => {
    expect(
      unitValuesOf({
        ...valid,
        GIS_X: 111.6867,
        JZCS: 7,
        XFSS: '1,3',
        OTHER: 'x',
        shdwJbxxBqcbList: [],
      }),
    ).toMatchObject({ GIS_X: '111.6867', JZCS: '7', XFSS: ['1', '3'] });
    expect(unitValuesOf({ OTHER: 'x' })).toEqual({});
  });
});

describe('supplementary persons', () => {
  const person = { RYLX: '2', XM: '王丽', LXDH: '15847100002', HYZK: '20' };
  it('names the row of the first wrong field, with the marital codes of GB/T 2261.2', () => {
    expect(firstPersonIssue([person], TODAY)).toBeNull();
    for (const code of ['10', '20', '21', '22', '23', '30', '40', '90'])
      expect(firstPersonIssue([{ ...person, HYZK: code }], TODAY)).toBeNull();
    expect(firstPersonIssue([person, { ...person, HYZK: '50' }], TODAY)).toBe(
      '第2行人员：婚姻状况的选项不正确',
    );
    expect(firstPersonIssue([{ ...person, XM: '' }], TODAY)).toBe('第1行人员：姓名不能为空');
    expect(firstPersonIssue([{ ...person, SFZH: '123' }], TODAY)).toBe(
      '第1行人员：身份证号应为18位居民身份证号码',
    );
    expect(
      firstPersonIssue(
        Array.from({ length: 51 }, () => person),
        TODAY,
      ),
    ).toBe('补充采集的人员不能超过50人');
  });
});
