// The operation log's views (issue 29). Opening a task (and every refresh of the screen after a
// write) reads its detail, and a server may log each read as 查看任务详情: the log fills with
// views. One rule for both ends: the reference server writes consecutive views of one officer as
// one line (its time moves to the latest), and the client folds such runs into one line with their
// count for a server that logs every view (a province gateway does).

/** What a detail read is logged as; a menu module follows in brackets (查看任务详情（历史归档文件）). */
export const VIEW_LOG_CONTENT = '查看任务详情';

/** Whether an operation-log line records a view of the task, not something done to it. */
export const isViewEntry = (content: string): boolean => content.startsWith(VIEW_LOG_CONTENT);

type LogLine = {
  CRT_TIME: string;
  CRT_USERNAME: string;
  CRT_IP: string | null;
  OP_CONTENT: string;
};

/** Whether `b` repeats view `a`: the same view, by the same officer, from the same address. */
export const repeatsView = (a: LogLine, b: LogLine): boolean =>
  isViewEntry(a.OP_CONTENT) &&
  a.OP_CONTENT === b.OP_CONTENT &&
  a.CRT_USERNAME === b.CRT_USERNAME &&
  (a.CRT_IP ?? '') === (b.CRT_IP ?? '');

/** A shown line: the newest row of a run of repeated views, how many, and when the run began. */
export type FoldedLine<R extends LogLine> = { row: R; times: number; since: string };

/**
 * Lines newest first as the log answers them, each run of repeated views (repeatsView) folded into
 * its newest row; every other line stays as it is, in its place.
 */
export function foldViews<R extends LogLine>(rows: readonly R[]): FoldedLine<R>[] {
  const out: FoldedLine<R>[] = [];
  for (const row of rows) {
    const last = out[out.length - 1];
    if (last && repeatsView(last.row, row)) {
      last.times++;
      last.since = row.CRT_TIME;
    } else out.push({ row, times: 1, since: row.CRT_TIME });
  }
  return out;
}
