import { tasksMessages as T } from './messages';

// The task list's Excel export (tasks:export): the renderer sends the rows of the current query as
// text, the way the list shows them; main writes them under these headers, dates as real dates.

/** text: as is; date: 'YYYY-MM-DD'; datetime: 'YYYY-MM-DD HH:mm:ss' (else written as text). */
export type ExportCellKind = 'text' | 'date' | 'datetime';

export type ExportColumn = { header: string; kind: ExportCellKind; width: number };

export const TASK_EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: T.taskName, kind: 'text', width: 40 },
  { header: T.taskType, kind: 'text', width: 28 },
  { header: T.taskUnit, kind: 'text', width: 30 },
  { header: T.taskState, kind: 'text', width: 10 },
  { header: T.taskOfficer, kind: 'text', width: 10 },
  { header: T.taskPlannedStart, kind: 'date', width: 14 },
  { header: T.taskCreated, kind: 'datetime', width: 20 },
  { header: T.taskExportClockKind, kind: 'text', width: 12 },
  { header: T.taskDeadline, kind: 'date', width: 14 },
  { header: T.taskExportClockState, kind: 'text', width: 20 },
];

/** The export's file name on `today` ('YYYY-MM-DD'). */
export const taskExportFileName = (today: string): string => `${T.taskListTitle}-${today}.xlsx`;
