import { describe, expect, it } from 'vitest';
import { isTaskClosed, isTaskFinished } from './rules';
import { taskPageSchema } from './schemas';
import { taskListRequest } from './contract';

describe('isTaskFinished (查看, not 办理)', () => {
  it('is true for 已完成, 已结案 and 已作废, and for a deleted or voided record', () => {
    expect(['0', '1', '2', '3', '4', '5'].map((rwzt) => isTaskFinished({ rwzt }))).toEqual([
      false,
      false,
      true,
      true,
      false,
      true,
    ]);
    expect(isTaskFinished({ rwzt: '1', RW_ISDELETED: '1' })).toBe(true);
    expect(isTaskFinished({ rwzt: '1', RW_ISDELETED: '2' })).toBe(true);
    expect(isTaskFinished({ rwzt: '1', RW_ISDELETED: '0' })).toBe(false);
    expect(isTaskFinished({ rwzt: null, RW_ISDELETED: null })).toBe(false);
    // Closed for the videos' rules is archived or voided only; finished also takes 已完成.
    expect(isTaskClosed('2')).toBe(false);
  });
});

describe('the task page answer', () => {
  const record = { RWID: 1, runId: 2, RWMC: '任务', RWLX: 61, rwzt: '1' };

  it('keeps the server’s clock counts, and has none when absent or malformed', () => {
    const page = { records: [record], total: 1, current: 1, size: 10 };
    expect(
      taskPageSchema.parse({ ...page, clockCounts: { overdue: 2, dueSoon: 0 } }),
    ).toMatchObject({ total: 1, clockCounts: { overdue: 2, dueSoon: 0 } });
    const none = taskPageSchema.parse(page);
    expect(none).not.toHaveProperty('clockCounts');
    expect(none.records[0]).toMatchObject({ RWID: '1', runId: '2' });
    expect(taskPageSchema.parse({ ...page, clockCounts: '' })).not.toHaveProperty('clockCounts');
    expect(
      taskPageSchema.parse({ ...page, clockCounts: { overdue: -1, dueSoon: 0 } }),
    ).not.toHaveProperty('clockCounts');
    // BladeX's R.data(null), and null-to-empty's {}, are an empty page.
    expect(taskPageSchema.parse(null)).toEqual({ records: [], total: 0 });
  });

  it('sorts only by the columns it knows, one way each', () => {
    expect(taskListRequest.safeParse({ current: 1, size: 10, ascs: 'rwmc' }).success).toBe(true);
    expect(taskListRequest.safeParse({ current: 1, size: 10, descs: 'crt_time' }).success).toBe(
      true,
    );
    expect(taskListRequest.safeParse({ current: 1, size: 10, ascs: 'password' }).success).toBe(
      false,
    );
  });
});
