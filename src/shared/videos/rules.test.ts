import { describe, expect, it } from 'vitest';
import { chinaDateTime } from '../common/dates';
import {
  bindStateOf,
  checkMissingVideoSearch,
  defaultMissingVideoRange,
  defaultVideoListRange,
  isImageVideoRecord,
  videoNameOf,
} from './rules';
import { TASK_STATE_ARCHIVED, TASK_STATE_VOIDED, isTaskClosed } from '../tasks/rules';
const full = {
  fileName: 'FILE0001.MP4',
  sn: 'ZFJLY-0001',
  policeNumber: '150001',
  date: '2026-11-01 00:00:00',
  dateZ: '2026-11-22 00:00:00',
};

describe('missing-video search (spec 01 §5)', () => {
  it('asks for the five fields in the spec order', () => {
    const order: Array<[keyof typeof full, string]> = [
      ['fileName', '请输入采集平台原始视频文件名'],
      ['sn', '请输入执法记录仪编号'],
      ['policeNumber', '请输入警号'],
      ['date', '请选择采集开始时间'],
      ['dateZ', '请选择采集结束时间'],
    ];
    const empty = { fileName: '', sn: '', policeNumber: '', date: '', dateZ: '' };
    let form = { ...empty };
    for (const [field, message] of order) {
      expect(checkMissingVideoSearch(form)).toBe(message);
      form = { ...form, [field]: full[field] };
    }
    expect(checkMissingVideoSearch(form)).toBeNull();
    expect(checkMissingVideoSearch({ ...full, sn: '   ' })).toBe('请输入执法记录仪编号');
  });

  it('refuses a start after the end', () => {
    expect(checkMissingVideoSearch({ ...full, date: '2026-11-23 00:00:00' })).toBe(
      '采集开始时间不能晚于采集结束时间',
    );
    expect(checkMissingVideoSearch({ ...full, date: full.dateZ })).toBeNull();
  });
});

describe('video rows', () => {
  it('tells unbound, bound here and bound to another task apart', () => {
    expect(bindStateOf({ RWID: null }, 'rw1')).toBe('unbound');
    expect(bindStateOf({ RWID: 'rw1' }, 'rw1')).toBe('boundHere');
    expect(bindStateOf({ RWID: 'rw2' }, 'rw1')).toBe('boundElsewhere');
  });

  it('names a video by RE_NAME, else its file name', () => {
    expect(videoNameOf({ RE_NAME: '检查现场', FILENAME: 'a.mp4' })).toBe('检查现场');
    expect(videoNameOf({ RE_NAME: ' ', FILENAME: 'a.mp4' })).toBe('a.mp4');
  });

  it('shows an image when the suffix is an image type', () => {
    expect(isImageVideoRecord({ FILENAME: 'IMG_0001.JPG', URL: null })).toBe(true);
    expect(isImageVideoRecord({ FILENAME: null, URL: 'http://x/a.png?t=1' })).toBe(true);
    expect(isImageVideoRecord({ FILENAME: 'a.mp4', URL: 'http://x/a.mp4' })).toBe(false);
  });
});

describe('default ranges (spec 01 §9), China time', () => {
  const now = Date.parse('2026-11-22T04:00:00Z');
  it('formats China time', () => {
    expect(chinaDateTime(now)).toBe('2026-11-22 12:00:00');
  });
  it('starts the video list 90 days back and the missing-video query 30 days back', () => {
    expect(defaultVideoListRange(now)).toEqual({
      start: '2026-08-24 12:00:00',
      end: '2026-11-22 12:00:00',
    });
    expect(defaultMissingVideoRange(now)).toEqual({
      start: '2026-10-23 12:00:00',
      end: '2026-11-22 12:00:00',
    });
  });
});

describe('isTaskClosed (archived or voided tasks: videos view-only)', () => {
  it('closes 已结案 (3) and 已作废 (5)', () => {
    expect(TASK_STATE_ARCHIVED).toBe('3');
    expect(TASK_STATE_VOIDED).toBe('5');
    expect(isTaskClosed('3')).toBe(true);
    expect(isTaskClosed('5')).toBe(true);
  });
  it('leaves the other states and a missing state open', () => {
    for (const s of ['0', '1', '2', '4', '', ' 3', '35']) expect(isTaskClosed(s)).toBe(false);
    expect(isTaskClosed(null)).toBe(false);
    expect(isTaskClosed(undefined)).toBe(false);
  });
});
