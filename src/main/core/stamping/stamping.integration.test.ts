import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import type { TaskRecord } from '../../../shared/tasks/schemas';

// Stamping against the real reference server over real HTTP.

const ref = useReferenceCore('stamping');

describe('stamping against the reference server', () => {
  it('stamps a document that carries no seal yet', async () => {
    let target: { task: TaskRecord; id: string } | null = null;
    for (const t of ref.tasks) {
      const row = (await ref.value('stamping:list', { RWID: t.RWID })).data.find(
        (r) => r.ifSign === '0',
      );
      if (row) {
        target = { task: t, id: row.id };
        break;
      }
    }
    expect(target).not.toBeNull();
    const { task, id } = target!;
    expect(await ref.value('stamping:seal', { runId: task.runId, wssyid: id })).toEqual({
      message: '盖章成功',
    });
    expect(
      (await ref.value('stamping:list', { RWID: task.RWID })).data.find((r) => r.id === id)?.ifSign,
    ).toBe('1');
    expect(await ref.refusal('stamping:seal', { runId: task.runId, wssyid: id })).toBe(
      '该文书已盖章',
    );
  });
});
