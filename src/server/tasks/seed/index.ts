import type { ServerDb } from '../../db/open';
import type { SeedInput } from '../../seed/types';
import { tasks } from '../tables';
import { buildTaskRows, type SeedRows } from './build';
import { FIRST_DEMO_TASKS } from './demo';
import type { TaskSeed } from './task-spec';
import { OTHER_TASKS } from './others';
import { ACTION_TASKS } from './action-tasks';
import { GUARD_TASKS } from './guard-tasks';
import { PENALTY_TASKS } from './penalty-tasks';
import { STAMPING_TASKS } from '../../stamping/seed-tasks';

/** Every task's story, in the order the tasks are planned (their ids never change). */
export const ALL_TASK_SEEDS: readonly TaskSeed[] = [
  ...FIRST_DEMO_TASKS,
  ...OTHER_TASKS,
  ...ACTION_TASKS,
  ...GUARD_TASKS,
  ...PENALTY_TASKS,
  ...STAMPING_TASKS,
];

/** The rows of every demo task, derived from the task seeds and `now` (detail and documents insert theirs). */
export const planTasks = (now: number): SeedRows => buildTaskRows(now, ALL_TASK_SEEDS);

export function seedTasks(db: ServerDb, { rows }: SeedInput): void {
  db.insert(tasks).values(rows.tasks).run();
}
