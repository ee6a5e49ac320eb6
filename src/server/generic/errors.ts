// The generic calls' refusals (envelope failures, HTTP 200): what the officer reads when a generic
// call names something no area serves, or sends a body the call cannot read.

export const PAGE_DATA_ERRORS = {
  unknownDwId: '查询配置不存在',
  badJson: '查询条件obj不是有效的JSON',
  notObject: '查询条件obj必须是JSON对象',
} as const;

export const LOOKUP_ERRORS = {
  noTable: '查询表名不能为空',
  noLabel: '显示字段不能为空',
  unknownTable: (table: string): string => `查询表${table}不存在或不允许查询`,
  unknownColumn: (table: string, column: string): string =>
    `查询表${table}没有可查询的字段${column}`,
  badText: (label: string): string => `${label}格式不正确`,
} as const;

export const SAVE_ERRORS = {
  unknownDwId: '保存配置不存在',
  badData: '保存数据data必须是JSON对象',
  badMapList: '保存数据mapList必须是JSON数组',
  emptyMapList: '保存数据mapList不能为空',
  tooMany: (max: number): string => `一次最多保存${max}条数据`,
  badItem: '每条保存数据必须包含dwId和data对象',
  /** saveEntities names the item that stopped the transaction (1-based, as the officer counts). */
  item: (n: number, label: string, msg: string): string =>
    `第${n}条数据（${label}）保存失败：${msg}`,
  itemShape: (n: number, msg: string): string => `第${n}条数据保存失败：${msg}`,
} as const;

export const INTERFACE_ERRORS = {
  unknownInterface: '接口配置不存在',
  badObj: '参数obj不是有效的JSON对象',
} as const;
