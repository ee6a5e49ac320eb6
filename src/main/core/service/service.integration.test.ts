import { describe, expect, it } from 'vitest';
import { useReferenceCore } from '../testing/reference';
import { missingOf } from '../../../shared/service/records';

// The service area against the real reference server over real HTTP (everyday and strict): the
// seeded pending electronic service of the school's notice (task 20, run 12), sent through the
// core, its link opened as the unit opens it, and the record delivered with its proof.

const ref = useReferenceCore('service');

describe('electronic service through the core', () => {
  it('sends, the unit opens the link, the delivery is recorded with its proof', async () => {
    const task = ref.tasks.find((t) => t.RWMC?.includes('冬春火灾防控专项检查'));
    if (!task) throw new Error('the seed has no winter-spring special inspection');
    const req = {
      runId: task.runId,
      RWID: task.RWID,
      SFCXLSSJ: '0' as const,
      current: 1,
      size: 10,
    };
    const [pending] = (await ref.value('service:records', req)).data.records;
    expect(pending).toMatchObject({ SDFS: '2', ZT: '0', DZSDQRS: '1' });
    expect(missingOf(pending)).toEqual(['到达时间']);
    const served = {
      runId: task.runId,
      flwssyid: pending.flwssyid ?? '',
      flwsid: pending.flwsid ?? '',
    };
    const preview = (await ref.value('service:preview', served)).data;
    expect(preview.SSDR).toBe('呼和浩特市新城区育才小学');

    const sent = await ref.value('service:send', served);
    expect(sent.message).toBe('发送成功！');
    expect(await ref.refusal('service:send', served)).toBe(
      '该文书已电子送达，受送达人打开链接即送达，请复制送达链接发给受送达人',
    );
    const page = await fetch(sent.SDLJ);
    expect(page.status).toBe(200);

    const [arrived] = (await ref.value('service:records', req)).data.records;
    expect(arrived).toMatchObject({ ZT: '2', SFSD: '2' });
    expect(arrived.XZTIME).not.toBeNull();
    expect(await ref.refusal('service:confirm', { runId: task.runId, ID: arrived.ID })).toBe(
      '该送达记录已确认送达',
    );
  });
});
