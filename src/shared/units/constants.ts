import type { Option } from '../forms/types';

/** Generic paged query id of "unit by ID". */
export const DW_ID_UNIT = 3045;

/**
 * The unit record's generic save (saveOrUpdate) ids (spec 02 §7: "Unit save uses opid 3033 or
 * 3014"): 3033 saves a fire-safety key unit (JGDWLB 1), whose record must name its safety manager;
 * 3014 every other unit. The id follows the category being saved, so a unit made a key unit is
 * saved by 3033 from then on.
 */
export const UNIT_SAVE_DWID = { key: 3033, other: 3014 } as const;

/** The save id for a unit of this category (JGDWLB). */
export const unitSaveDwId = (category: string): number =>
  category === KEY_UNIT_CATEGORY ? UNIT_SAVE_DWID.key : UNIT_SAVE_DWID.other;

export const UNITS_API = {
  /** The unit's supplementary records (补充采集): its safety personnel, dwid and shdwJbxxBqcbList. */
  saveSupplement: '/api/blade-xfjd/api/ssj/saveOrupdateShdwBqcb',
} as const;

/** JGDWLB 1: 消防安全重点单位 (the unit page opens with type zddw). */
export const KEY_UNIT_CATEGORY = '1';

/** 监管单位类别 (JGDWLB). */
export const UNIT_CATEGORIES: readonly Option[] = [
  { value: '1', label: '消防安全重点单位' },
  { value: '2', label: '一般单位' },
  { value: '3', label: '九小场所' },
];

/** 单位（场所）类别 (DWXZ), the values the province's records use. */
export const UNIT_NATURES: readonly Option[] = [
  '商场市场',
  '宾馆饭店',
  '餐饮场所',
  '歌舞娱乐场所',
  '会展场馆',
  '学校',
  '医院',
  '养老机构',
  '办公场所',
  '生产加工企业',
  '仓储物流',
  '汽车维修',
  '消防产品销售',
  '其他',
].map((v) => ({ value: v, label: v }));

/** 行政区划 (XZQH): the counties the seeded brigades supervise, by GB/T 2260 code. */
export const UNIT_AREAS: readonly Option[] = [
  { value: '150102', label: '内蒙古自治区呼和浩特市新城区' },
  { value: '150103', label: '内蒙古自治区呼和浩特市回民区' },
  { value: '150104', label: '内蒙古自治区呼和浩特市玉泉区' },
  { value: '150105', label: '内蒙古自治区呼和浩特市赛罕区' },
  { value: '150202', label: '内蒙古自治区包头市东河区' },
  { value: '150203', label: '内蒙古自治区包头市昆都仑区' },
  { value: '150204', label: '内蒙古自治区包头市青山区' },
  { value: '130102', label: '河北省石家庄市长安区' },
  { value: '130104', label: '河北省石家庄市桥西区' },
  { value: '130105', label: '河北省石家庄市新华区' },
];

/** 建筑结构 (JZJG). */
export const BUILDING_STRUCTURES: readonly Option[] = [
  '钢筋混凝土框架结构',
  '钢筋混凝土框架剪力墙结构',
  '钢结构',
  '砖混结构',
  '砖木结构',
  '其他',
].map((v) => ({ value: v, label: v }));

/** 耐火等级 (NHDJ). */
export const FIRE_RESISTANCE: readonly Option[] = ['一级', '二级', '三级', '四级'].map((v) => ({
  value: v,
  label: v,
}));

export const YES_NO: readonly Option[] = [
  { value: '是', label: '是' },
  { value: '否', label: '否' },
];

/** 消防设施 (XFSS), several may be chosen. */
export const FIRE_FACILITIES: readonly Option[] = [
  { value: '1', label: '火灾自动报警系统' },
  { value: '2', label: '自动喷水灭火系统' },
  { value: '3', label: '室内消火栓系统' },
  { value: '4', label: '室外消火栓系统' },
  { value: '5', label: '防烟排烟系统' },
  { value: '6', label: '气体灭火系统' },
  { value: '7', label: '消防应急照明和疏散指示系统' },
  { value: '8', label: '泡沫灭火系统' },
];

/** 婚姻状况 (HYZK), GB/T 2261.2-2003. */
export const MARITAL_STATUS: readonly Option[] = [
  { value: '10', label: '未婚' },
  { value: '20', label: '已婚' },
  { value: '21', label: '初婚' },
  { value: '22', label: '再婚' },
  { value: '23', label: '复婚' },
  { value: '30', label: '丧偶' },
  { value: '40', label: '离婚' },
  { value: '90', label: '未说明的婚姻状况' },
];

/** 人员类别 (RYLX) of a supplementary person. */
export const PERSON_ROLES: readonly Option[] = [
  { value: '1', label: '专（兼）职消防管理人员' },
  { value: '2', label: '消防控制室值班操作人员' },
  { value: '3', label: '微型消防站人员' },
  { value: '4', label: '志愿消防队员' },
];

/** 性别 (XB), GB/T 2261.1. */
export const SEXES: readonly Option[] = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];

/**
 * Map coordinates (GIS_X longitude, GIS_Y latitude) in degrees: China's extent, rounded outwards
 * (about 73.5°–135.1° E, 3.8°–53.6° N). Any number of decimals; a GPS reading has six or more.
 */
export const COORDINATE_BOUNDS = {
  longitude: { min: 73, max: 136 },
  latitude: { min: 3, max: 54 },
} as const;

/** Most supplementary persons one unit record carries. */
export const MAX_PERSONS = 50;
