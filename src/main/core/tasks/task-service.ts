import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BladeClient } from '../api/client';
import { cacheKey } from '../db/cache';
import { claimName } from '../downloads/save-download';
import { safeFileName } from '../downloads/file-name';
import { readThrough, type ReadContext } from '../reads';
import { xlsxBytes } from './xlsx';
import type { Cached, Download } from '../../../shared/common/types';
import { chinaToday } from '../../../shared/common/dates';
import type { TaskExportRequest, TaskListRequest } from '../../../shared/tasks/contract';
import { taskPageSchema, type TaskPage } from '../../../shared/tasks/schemas';
import { TASKS_API } from '../../../shared/tasks/constants';
import { TASK_EXPORT_COLUMNS, taskExportFileName } from '../../../shared/tasks/export';
import { M } from '../../../shared/messages';

// The officer's task list (one page at a time, through the cache) and its Excel export. A task's
// own screen is core/detail.

export interface TaskService {
  list(req: TaskListRequest): Promise<Cached<TaskPage>>;
  /** Writes the rows as 我的任务-<today>.xlsx into the downloads folder, never over another file. */
  exportRows(req: TaskExportRequest): Promise<Download>;
}

export function createTaskService(
  client: () => BladeClient,
  reads: () => ReadContext,
  downloadsDir: () => string,
  now: () => number = Date.now,
): TaskService {
  return {
    list: (req) =>
      readThrough(reads(), cacheKey('tasks:list', req), () =>
        client().call({
          path: TASKS_API.taskList,
          form: { ...req },
          schema: taskPageSchema,
          read: true,
        }),
      ),

    exportRows: async (req) => {
      const at = now();
      const bytes = await xlsxBytes(
        { name: M.taskExportSheet, columns: TASK_EXPORT_COLUMNS, rows: req.rows },
        at,
      );
      const dir = downloadsDir();
      await mkdir(dir, { recursive: true });
      const name = safeFileName(taskExportFileName(chinaToday(at)));
      // Written whole to a .part file first, then given the first free name (as every download).
      const part = join(dir, `${name}.${randomBytes(4).toString('hex')}.part`);
      try {
        await writeFile(part, bytes);
        const fileName = await claimName(part, dir, name);
        const savedTo = join(dir, fileName);
        return { savedTo, fileName, bytes: (await stat(savedTo)).size };
      } finally {
        await rm(part, { force: true });
      }
    },
  };
}
