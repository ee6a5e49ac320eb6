import { describe, expect, it } from 'vitest';
import { missingNameOf, missingRemarkOf } from './useMissingVideos';
import type { MissingVideo } from '../../../shared/videos/schemas';

const row = (extra: Record<string, unknown>): MissingVideo =>
  ({
    fileName: 'DSJ_1.MP4',
    importTime: null,
    policeNumber: '320101',
    rename: null,
    reName: null,
    ...extra,
  }) as MissingVideo;

describe('missing-video rows', () => {
  it('names a row by reName, else its file name', () => {
    expect(missingNameOf(row({ reName: '现场检查补录' }))).toBe('现场检查补录');
    expect(missingNameOf(row({ reName: ' ' }))).toBe('DSJ_1.MP4');
  });

  it('shows the remark, else rename, but not a rename that only repeats the name', () => {
    expect(missingRemarkOf(row({ remark: '夜间巡查', rename: '别名' }))).toBe('夜间巡查');
    expect(missingRemarkOf(row({ rename: '别名', reName: '现场检查补录' }))).toBe('别名');
    expect(missingRemarkOf(row({ rename: '现场检查补录', reName: '现场检查补录' }))).toBe('');
    expect(missingRemarkOf(row({}))).toBe('');
  });
});
