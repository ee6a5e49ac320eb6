import { describe, expect, it } from 'vitest';
import { chinaTime, mediaKindOf, parseRecorderPath } from './layouts';

const at = (iso: string): number => Date.parse(iso);

describe('recorder file layouts', () => {
  it('reads police number, recorder number and time from GA/T 947-style names', () => {
    expect(parseRecorderPath('DCIM/100MEDIA/P100234_0012345_20240305094510_0002.MP4')).toEqual({
      layout: 'gat947-name',
      policeNumber: 'P100234',
      recorderNumber: '0012345',
      recordTime: at('2024-03-05T09:45:10+08:00'),
    });
    expect(parseRecorderPath('010203_DSJ-A8-001_20231231235959.avi')).toMatchObject({
      policeNumber: '010203',
      recorderNumber: 'DSJ-A8-001',
      recordTime: at('2023-12-31T23:59:59+08:00'),
    });
  });

  it('reads recorder number and date from <recorder>/<YYYYMMDD>/ folders, the time from the name', () => {
    expect(parseRecorderPath('0012345/20240305/093005_0001.MP4')).toEqual({
      layout: 'recorder-date-folder',
      recorderNumber: '0012345',
      policeNumber: null,
      recordTime: at('2024-03-05T09:30:05+08:00'),
    });
    expect(parseRecorderPath('video\\0012345\\20240305\\VID_20240305_101112.mov')).toMatchObject({
      recorderNumber: '0012345',
      recordTime: at('2024-03-05T10:11:12+08:00'),
    });
    expect(parseRecorderPath('0012345/20240305/clip.mp4')).toMatchObject({
      recordTime: at('2024-03-05T00:00:00+08:00'),
    });
    // DCIM is not a recorder number.
    expect(parseRecorderPath('DCIM/20240305/clip.mp4').layout).toBe('unknown');
  });

  it('falls back to a timestamp in the name and a known recorder folder, else unknown', () => {
    expect(parseRecorderPath('A1/REC_20240305-101010.wav', ['A1'])).toEqual({
      layout: 'timestamp-name',
      recorderNumber: 'A1',
      policeNumber: null,
      recordTime: at('2024-03-05T10:10:10+08:00'),
    });
    expect(parseRecorderPath('clip.mp4')).toEqual({
      layout: 'unknown',
      recorderNumber: null,
      policeNumber: null,
      recordTime: null,
    });
  });

  it('rejects impossible dates instead of rolling them over', () => {
    expect(chinaTime('20240230', '120000')).toBeNull();
    expect(chinaTime('20241301')).toBeNull();
    expect(parseRecorderPath('P1_0012345_20240230120000_1.MP4').layout).not.toBe('gat947-name');
  });

  it('classifies evidence by extension', () => {
    expect(
      ['a.MP4', 'b.avi', 'c.MOV', 'd.jpg', 'e.WAV', 'f.txt', 'g.IDX'].map(mediaKindOf),
    ).toEqual(['video', 'video', 'video', 'photo', 'audio', null, null]);
  });
});
