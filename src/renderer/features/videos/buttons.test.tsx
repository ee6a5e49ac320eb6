import { describe, expect, it, vi } from 'vitest';
import { videosTaskButtons } from './buttons';
import { session } from '../../platform/testing';
import { detailConfig } from '../detail/testing';
import type { ButtonContext } from '../../platform/buttons';
import type { ContextGap } from '../../../shared/session/schemas';

// The execution-video button needs the officer's unit (the video list starts there) and, for a
// task without the video flag, the regional unit code: a login that lacks them says so instead.

function context(missing: ContextGap[], SFZFSP: string) {
  const notify = vi.fn();
  const show = vi.fn();
  const ctx = {
    RWID: 'rw1',
    runId: 'run1',
    config: detailConfig({}, { SFZFSP }),
    user: { ...session.user, missing },
    notify,
    show,
  } as unknown as ButtonContext;
  return { ctx, notify, show };
}

describe('execution-video button and the officer context', () => {
  it('opens the videos when the context is complete', () => {
    const { ctx, notify, show } = context([], '1');
    videosTaskButtons.video.run(ctx);
    expect([show.mock.calls.length, notify.mock.calls.length]).toEqual([1, 0]);
  });

  it('explains a missing unit instead of opening', () => {
    const { ctx, notify, show } = context([{ piece: 'unitId', why: '部门信息查询失败' }], '1');
    videosTaskButtons.video.run(ctx);
    expect(show).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(
      '当前账号缺少所属单位（部门信息查询失败），该功能暂不可用，请联系管理员',
      'warning',
    );
  });

  it('explains a missing regional code only for a task without the video flag', () => {
    const gap: ContextGap = { piece: 'regionCode', why: '部门信息中没有 regionCode 字段' };
    const flagged = context([gap], '1');
    videosTaskButtons.video.run(flagged.ctx);
    expect(flagged.show).toHaveBeenCalledTimes(1);
    const plain = context([gap], '0');
    videosTaskButtons.video.run(plain.ctx);
    expect(plain.show).not.toHaveBeenCalled();
    expect(plain.notify).toHaveBeenCalledWith(
      '当前账号缺少区域单位代码（部门信息中没有 regionCode 字段），该功能暂不可用，请联系管理员',
      'warning',
    );
  });
});
