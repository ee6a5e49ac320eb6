// The units area's user-visible texts (zh-CN); src/shared/messages.ts merges every area's.

export const unitsMessages = {
  unitDetailNotBuilt: (type: string): string =>
    `单位详情页（类型 ${type}）尚未在本客户端实现，后续版本提供`,
  unitTitle: '单位详情',
  unitName: '单位名称',
  unitCreditCode: '统一社会信用代码',
  unitAddress: '地址',
  unitLegalPerson: '法定代表人',
  unitPhone: '联系电话',
  unitCategory: '单位类别',
  unitKey: '重点单位',
  unitNonKey: '非重点单位',
  unitNotFound: '暂无该单位信息',
} as const;
