import type { PrefillTask, PrefillUnit } from './prefill';
import type { ServerField } from '../forms/serverFields';

// Realistic data for the pre-fill tests of every layer (shared rule, renderer hook, action dialogs):
// a Hohhot hotel inspected by 张伟 and 李强 of the 新城 brigade.

/** 责令限期改正通知书 as the reference server defines it (server/documents/forms/inspection.ts), with a 文号. */
export const NOTICE_FIELDS: readonly ServerField[] = [
  { name: 'WH', label: '文号', type: 'text' },
  { name: 'DWMC', label: '被责令单位', type: 'text', required: true },
  { name: 'DWDZ', label: '单位地址', type: 'text', required: true },
  { name: 'TYSHXYDM', label: '统一社会信用代码', type: 'text' },
  { name: 'FDDBR', label: '法定代表人', type: 'text', required: true },
  { name: 'JCRQ', label: '检查日期', type: 'date', required: true },
  { name: 'WFXW', label: '存在的消防安全违法行为', type: 'textarea', required: true },
  { name: 'ZGQX', label: '改正期限', type: 'date', required: true },
  { name: 'LXR', label: '联系人', type: 'text' },
  { name: 'LKRQ', label: '落款日期', type: 'date', required: true },
];

export const HOTEL_UNIT_ID = '150102000123';

/** The unit record (units:get; the dataMap's unit fields carry the same). */
export const HOTEL = {
  DWMC: '呼和浩特市青城宾馆有限责任公司',
  DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
  TYSHXYDM: '91150102MA0N2X8K3P',
  FDDBR: '王建国',
} as const satisfies PrefillUnit;

/** The task's base information as the rule reads it. */
export const HOTEL_TASK = {
  DWMC: HOTEL.DWMC,
  DWDZ: HOTEL.DWDZ,
  CBRXM: '张伟',
  copycbr: '李强',
} as const satisfies PrefillTask;
