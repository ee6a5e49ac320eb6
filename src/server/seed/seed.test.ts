import { describe, expect, it } from 'vitest';
import { buildTaskRows, taskId } from '../tasks/seed/build';
import { DOC_TYPES } from '../documents/seed/catalog';
import { DICTIONARIES, TASK_TYPE_LABELS } from '../dict/seed';
import { BRIGADES, USERS } from '../session/seed';
import { UNITS } from '../units/seed';
import { DEMO_TASKS } from '../tasks/seed/demo';
import { OTHER_TASKS } from '../tasks/seed/others';
import { DICT_CODES } from '../../shared/dict/constants';
import { PENALTY_TASK_TYPES } from '../../shared/tasks/constants';
import { isHelpTaskType } from '../../shared/detail/constants';

const ALL = [...DEMO_TASKS, ...OTHER_TASKS];
const NOW = Date.parse('2026-03-18T06:30:00Z');

describe('seed data', () => {
  it('covers every task type the spec names', () => {
    const types = new Set(ALL.map((t) => t.type));
    for (const required of [2, 6, 7, 31, 32, 33, 74, 45, 56, 80, ...PENALTY_TASK_TYPES])
      expect(types.has(required), String(required)).toBe(true);
    expect([...types].filter(isHelpTaskType).length).toBeGreaterThanOrEqual(2);
    for (const type of types) expect(TASK_TYPE_LABELS[type], String(type)).toBeTruthy();
  });

  it('gives the demo officer enough tasks to page, in runs with related tasks', () => {
    expect(DEMO_TASKS.length).toBeGreaterThanOrEqual(16);
    expect(DEMO_TASKS.every((t) => t.owner === 'demo')).toBe(true);
    const run1 = DEMO_TASKS.filter((t) => t.run === 1).map((t) => t.type);
    expect(run1).toEqual(expect.arrayContaining([74, 45, 61]));
    expect(new Set(ALL.map((t) => t.n)).size).toBe(ALL.length);
    // A run never mixes officers, so the tree shows only tasks the officer may open.
    for (const run of new Set(ALL.map((t) => t.run)))
      expect(new Set(ALL.filter((t) => t.run === run).map((t) => t.owner)).size).toBe(1);
  });

  it('has key and non-key units, four officers in different brigades and every dictionary', () => {
    expect(new Set(UNITS.map((u) => u.category))).toEqual(new Set(['1', '2']));
    expect(USERS.map((u) => u.account)).toEqual(['demo', 'lisi', 'wangwu', 'liuxin']);
    expect(new Set(USERS.map((u) => u.brigadeId)).size).toBe(4);
    expect(BRIGADES.find((b) => b.id === USERS[1].brigadeId)?.regionCode).toBe('13');
    for (const code of DICT_CODES) expect(DICTIONARIES[code]?.length, code).toBeGreaterThan(0);
    for (const t of ALL) if (t.unit) expect(UNITS.some((u) => u.id === t.unit)).toBe(true);
  });

  it('is deterministic for a given day and keeps the whole history in the past', () => {
    const a = buildTaskRows(NOW, ALL);
    const b = buildTaskRows(NOW, ALL);
    expect(a).toEqual(b);
    const today = '2026-03-18';
    for (const row of [...a.tasks, ...a.documents, ...a.logs]) {
      expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(row.createdAt < today).toBe(true);
    }
    const planned = a.tasks.map((t) => t.plannedStart ?? '');
    expect(planned.some((d) => d > today)).toBe(true);
    expect(planned.some((d) => d < today)).toBe(true);
  });

  it('links documents to categories of their own task and to known document types', () => {
    const rows = buildTaskRows(NOW, ALL);
    const categoryTask = new Map(rows.categories.map((c) => [c.id, c.rwid]));
    const typeIds = new Set(DOC_TYPES.map((t) => String(t.id)));
    for (const doc of rows.documents) {
      expect(categoryTask.get(doc.categoryId)).toBe(doc.rwid);
      expect(typeIds.has(doc.typeId)).toBe(true);
    }
    const inspection = rows.tasks.find((t) => t.rwid === taskId(1));
    expect(inspection?.inspectionRecordId).toBe(
      rows.documents.find((d) => d.rwid === taskId(1) && d.typeId === '420')?.flwsid,
    );
    expect(rows.documents.filter((d) => d.wh).map((d) => d.wh)).toContain(
      '新城消限字〔2026〕第0017号',
    );
    expect(new Set(rows.documents.map((d) => d.wh).filter(Boolean)).size).toBe(
      rows.documents.filter((d) => d.wh).length,
    );
  });
});
