import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import type { TaskRecord } from '../../../shared/tasks/schemas';

// Stamping against the real reference server over real HTTP: the demo officer (region 15) seals
// through the spec 02 service, the province-62 officer through the spec 01 one, chosen from the
// regional unit code of each login's context.

const ref = useReferenceCore('stamping');

describe('stamping against the reference server', () => {
  it('stamps a document that carries no seal yet (province 15, spec 02)', async () => {
    let target: { task: TaskRecord; id: string } | null = null;
    for (const t of ref.tasks) {
      const list = (await ref.value('stamping:list', { RWID: t.RWID })).data;
      expect(list).toMatchObject({ variant: 'nmg', own: true });
      const row = list.rows.find((r) => r.ifSign === '0');
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
    const sealed = (await ref.value('stamping:list', { RWID: task.RWID })).data.rows.find(
      (r) => r.id === id,
    );
    expect(sealed?.ifSign).toBe('1');
    expect(await ref.refusal('stamping:seal', { runId: task.runId, wssyid: id })).toBe(
      '该文书已盖章',
    );
    const saved = await ref.value('stamping:download', {
      RWID: task.RWID,
      id,
      fileName: '盖章文书.pdf',
    });
    expect(saved.bytes).toBeGreaterThan(100);
  });

  it('seals and seals again through the spec 01 service for the province-62 officer', async () => {
    await ref.value('session:logout', null);
    const info = await ref.value('session:login', {
      tenantId: '000000',
      username: 'liuxin',
      password: 'liuxin123456',
    });
    expect(info.user.region_code).toBe('62');
    const [task] = (await ref.value('tasks:list', { current: 1, size: 20 })).data.records;
    const list = (await ref.value('stamping:list', { RWID: task.RWID })).data;
    expect(list.variant).toBe('gs');
    const open = list.rows.find((r) => r.ifSign === '0' && r.ifAgainSign === '1');
    expect(open).toBeDefined();
    for (let i = 0; i < 2; i += 1)
      expect(await ref.value('stamping:seal', { runId: task.runId, wssyid: open!.id })).toEqual({
        message: '盖章成功',
      });
    const delivered = list.rows.find((r) => r.ifAgainSign === '0');
    expect(await ref.refusal('stamping:seal', { runId: task.runId, wssyid: delivered!.id })).toBe(
      '该文书已送达，不能重新盖章',
    );
  });
});
