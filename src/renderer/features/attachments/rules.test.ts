import { describe, expect, it } from 'vitest';
import { attachment, attachmentFile, groups } from './testing';
import {
  canDeleteRow,
  canEditRow,
  canUpload,
  countOf,
  displayName,
  groupsByTab,
  mergeGroups,
} from './rules';

describe('attachment manager visibility (spec 01 §6)', () => {
  const ours = attachment('1', { SFHG: '1' });
  const other = attachment('2', { SFHG: '0' });

  it('shows upload, edit and delete normally', () => {
    expect(canUpload({})).toBe(true);
    expect([canEditRow(other, {}), canDeleteRow(other, {})]).toEqual([true, true]);
  });

  it('hides add, edit and delete in read-only mode', () => {
    const mode = { readOnly: true, linkType: '1', allowDelete: true };
    expect(canUpload(mode)).toBe(false);
    expect([canEditRow(ours, mode), canDeleteRow(ours, mode)]).toEqual([false, false]);
  });

  it('with a link type edits and deletes only SFHG 1 rows; the special flag adds delete everywhere', () => {
    expect([canEditRow(ours, { linkType: '1' }), canDeleteRow(ours, { linkType: '1' })]).toEqual([
      true,
      true,
    ]);
    expect([canEditRow(other, { linkType: '1' }), canDeleteRow(other, { linkType: '1' })]).toEqual([
      false,
      false,
    ]);
    expect([
      canEditRow(other, { linkType: '1', allowDelete: true }),
      canDeleteRow(other, { linkType: '1', allowDelete: true }),
    ]).toEqual([false, true]);
  });
});

describe('names', () => {
  it('joins SHOW_NAME and SUFFIX once', () => {
    expect(displayName({ SHOW_NAME: '现场照片', SUFFIX: 'jpg' })).toBe('现场照片.jpg');
    expect(displayName({ SHOW_NAME: '现场照片.JPG', SUFFIX: '.jpg' })).toBe('现场照片.JPG');
    expect(displayName({ SHOW_NAME: '说明', SUFFIX: null })).toBe('说明');
  });
});

describe('attachment viewer groups (spec 01 §3, §4)', () => {
  it('merges groups with the same wsmc, keeping the first order', () => {
    const merged = mergeGroups(groups);
    expect(merged.map((g) => g.wsmc)).toEqual(['现场检查记录', '移动端附件']);
    expect(merged[0].fjlist.map((f) => f.ID)).toEqual(['i1', 'd1', 'i2', 'a1']);
  });

  it('classifies by FILE_TYPE: 1 images; 2 and 6 files; 3 video; 4 audio; 5, 7, 8, 9 other', () => {
    const all = [
      {
        wsmc: 'A',
        fjlist: ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((t) =>
          attachmentFile(`f${t}`, t, `文件${t}`, 'bin'),
        ),
      },
    ];
    const tabs = groupsByTab(all);
    const ids = (t: keyof typeof tabs): string[] =>
      tabs[t].flatMap((g) => g.fjlist.map((f) => f.ID));
    expect(ids('images')).toEqual(['f1']);
    expect(ids('files')).toEqual(['f2', 'f6']);
    expect(ids('videos')).toEqual(['f3']);
    expect(ids('audio')).toEqual(['f4']);
    expect(ids('other')).toEqual(['f5', 'f7', 'f8', 'f9']);
  });

  it('puts a merged group in a tab only with files of that tab', () => {
    const tabs = groupsByTab(groups);
    expect(tabs.images.map((g) => [g.wsmc, countOf([g])])).toEqual([['现场检查记录', 2]]);
    expect(tabs.files.map((g) => g.wsmc)).toEqual(['现场检查记录', '移动端附件']);
    expect(tabs.other).toEqual([]);
  });
});
