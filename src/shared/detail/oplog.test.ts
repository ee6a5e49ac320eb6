import { describe, expect, it } from 'vitest';
import { foldViews, isViewEntry, repeatsView } from './oplog';

const line = (
  CRT_TIME: string,
  OP_CONTENT: string,
  CRT_USERNAME = '张伟',
  CRT_IP = '10.0.0.1',
) => ({
  CRT_TIME,
  CRT_USERNAME,
  CRT_IP,
  OP_CONTENT,
});

describe('the operation log’s views', () => {
  it('tells a view of the task from what was done to it', () => {
    expect(isViewEntry('查看任务详情')).toBe(true);
    expect(isViewEntry('查看任务详情（历史归档文件）')).toBe(true);
    expect(isViewEntry('新增文书：询问笔录')).toBe(false);
    expect(isViewEntry('打包下载')).toBe(false);
  });

  it('repeats a view only for the same view, officer and address', () => {
    const a = line('2026-05-01 10:00:00', '查看任务详情');
    expect(repeatsView(a, line('2026-05-01 09:00:00', '查看任务详情'))).toBe(true);
    expect(repeatsView(a, line('2026-05-01 09:00:00', '查看任务详情', '李强'))).toBe(false);
    expect(repeatsView(a, line('2026-05-01 09:00:00', '查看任务详情', '张伟', '10.0.0.2'))).toBe(
      false,
    );
    expect(repeatsView(a, line('2026-05-01 09:00:00', '查看任务详情（历史归档文件）'))).toBe(false);
    const done = line('2026-05-01 10:00:00', '打包下载');
    expect(repeatsView(done, line('2026-05-01 09:00:00', '打包下载'))).toBe(false);
  });

  it('folds each run of repeated views into its newest line, with the count and its start', () => {
    const rows = [
      line('2026-05-01 12:00:00', '查看任务详情'),
      line('2026-05-01 11:00:00', '查看任务详情'),
      line('2026-05-01 10:00:00', '查看任务详情'),
      line('2026-05-01 09:30:00', '打包下载'),
      line('2026-05-01 09:20:00', '打包下载'),
      line('2026-05-01 09:10:00', '查看任务详情', '李强'),
      line('2026-05-01 09:00:00', '查看任务详情'),
    ];
    expect(
      foldViews(rows).map((f) => [f.row.CRT_TIME, f.row.OP_CONTENT, f.times, f.since]),
    ).toEqual([
      ['2026-05-01 12:00:00', '查看任务详情', 3, '2026-05-01 10:00:00'],
      ['2026-05-01 09:30:00', '打包下载', 1, '2026-05-01 09:30:00'],
      ['2026-05-01 09:20:00', '打包下载', 1, '2026-05-01 09:20:00'],
      ['2026-05-01 09:10:00', '查看任务详情', 1, '2026-05-01 09:10:00'],
      ['2026-05-01 09:00:00', '查看任务详情', 1, '2026-05-01 09:00:00'],
    ]);
    expect(foldViews([])).toEqual([]);
  });
});
