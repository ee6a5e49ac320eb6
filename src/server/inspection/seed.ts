import type { ServerDb } from '../db/open';
import { hasTable, type SeedInput } from '../seed/types';
import { taskId } from '../tasks/seed/build';
import { DAY, formatDate, startOfDay } from '../util/time';
import { hiddenDangers, reinspectionApplications } from './tables';
import { ALL_TASK_SEEDS } from '../tasks/seed';
import type { HazardSeed } from '../tasks/seed/task-spec';
import { NOT_RECTIFIED, RECTIFIED } from '../../shared/inspection/constants';
import { dangerCategory, reinspectionKind } from '../../shared/inspection/rules';

// The inspection area's demo data (docs/reference-server.md "Demo data of the inspection area"):
// the hidden dangers the seeded documents found, as each task's story tells them (DocSeed.hazards
// in tasks/seed), and the re-inspection applications of their tasks:
// - n 14 (complaint check of the KTV, open): two dangers not rectified, one rectified, one more
//   already covered by a pending application (复查立项 creates its task);
// - n 13 (the KTV's earlier opening inspection, closed): two rectified dangers (历次检查发现 of n 14);
// - n 7 (daily inspection of the restaurant, open): every danger rectified on the spot, so 复查申请
//   is refused with the spec's message; n 5 (its earlier inspection): one still not rectified;
// - n 20 (special inspection of class 37, open: technical service, isJsfwSqFc): a mix;
// - n 1 (key-unit inspection, closed) and its re-inspection n 4 (open): the application carried
//   out, the notice's two dangers carried to n 4 where they are to be confirmed rectified;
// - n 8, 31, 41, 71: the dangers their rectification notices cite.

/** Every seeded danger with the seed number of its task, in seed order (what the ids follow). */
export const DANGER_SEEDS: ReadonlyArray<HazardSeed & { n: number; doc: number }> =
  ALL_TASK_SEEDS.flatMap((task) =>
    task.cats.flatMap(([, docs]) =>
      docs.flatMap((doc) => (doc.hazards ?? []).map((h) => ({ ...h, n: task.n, doc: doc.t }))),
    ),
  );

export const dangerId = (i: number): string => String(1782341910000000 + (i + 1) * 431);
const applicationId = (i: number): string => String(1782341911000000 + (i + 1) * 617);

export function seedInspection(db: ServerDb, { now, rows }: SeedInput): void {
  if (!hasTable(db, hiddenDangers)) return;
  const date = (offset: number): string =>
    formatDate(startOfDay(now) + offset * DAY + 12 * 3600_000);
  const taskOf = (rwid: string): (typeof rows.tasks)[number] => {
    const t = rows.tasks.find((r) => r.rwid === rwid);
    if (!t) throw new Error(`inspection seed: unknown task ${rwid}`);
    return t;
  };
  rows.hazards.forEach((h, i) => {
    db.insert(hiddenDangers)
      .values({
        id: dangerId(i),
        rwid: h.rwid,
        unitId: h.unitId,
        description: h.text,
        category: dangerCategory(h.docType),
        sourceDocId: h.flwsid,
        sourceDocType: String(h.docType),
        sourceDocName: h.docTitle,
        sourceNumber: h.wh,
        foundOn: h.foundOn,
        rectified: h.rectifiedOn === null ? NOT_RECTIFIED : RECTIFIED,
        rectifiedOn: h.rectifiedOn,
        reinspectionId: h.reinspection === undefined ? null : taskId(h.reinspection),
        sort: String(i + 1).padStart(3, '0'),
      })
      .run();
  });
  // One application per task with applied or carried dangers.
  const applied = rows.hazards
    .map((h, i) => ({ h, id: dangerId(i) }))
    .filter(({ h }) => h.applied || h.reinspection !== undefined);
  const byTask = [...new Set(applied.map(({ h }) => h.rwid))];
  byTask.forEach((rwid, i) => {
    const task = taskOf(rwid);
    const mine = applied.filter(({ h }) => h.rwid === rwid);
    const first = mine[0].h;
    const carriedBy = mine.find(({ h }) => h.reinspection !== undefined)?.h.reinspection;
    const made = carriedBy === undefined ? undefined : taskOf(taskId(carriedBy));
    // The carried-out application's registration (复查申请登记, 93) is in its re-inspection's tree.
    const registration = made
      ? rows.documents.find((d) => d.rwid === made.rwid && d.typeId === '93')
      : undefined;
    db.insert(reinspectionApplications)
      .values({
        id: applicationId(i),
        rwid: task.rwid,
        runId: task.runId,
        unitId: task.unitId ?? '',
        kind: reinspectionKind(task.classId),
        docId: registration?.flwsid ?? null,
        dangerIds: mine.map(({ id }) => id).join(','),
        sourceDocId: first.flwsid,
        sourceNumber: first.wh,
        appliedAt: made ? made.createdAt : `${date(-1)} 10:20:00`,
        appliedBy: task.ownerName,
        reinspectionId: made?.rwid ?? null,
        createdAt: made?.createdAt ?? null,
      })
      .run();
  });
}
