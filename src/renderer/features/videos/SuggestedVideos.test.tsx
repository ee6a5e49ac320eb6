import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { dialogButton, findDialog, press, renderWithProviders } from '../../test/render';
import { video } from './testing';
import { TaskVideos } from './TaskVideos';
import { parseChinaTime, type Suggestion } from '../../../shared/videos/suggest';
import type { VideoRecord } from '../../../shared/videos/schemas';

// 推荐绑定 in the bound-videos dialog (issue 18): the rows with their reasons, the usual bind
// confirmation and refresh, the notes, the empty state, and no suggestions on a closed task.

const unit = { id: '1501020000', name: '呼和浩特市新城区消防救援大队' };

const suggestion = (
  id: string,
  start: string,
  end: string | null,
  reason: string,
): Suggestion<VideoRecord> => ({
  video: video(id, {
    RE_NAME: `塞北会展中心检查视频${id}`,
    PSKSSJ: start,
    PSJSSJ: end,
    SN: 'ZFJLY-150102-01',
    POLICE_NUMBER: '1502117',
  }),
  officer: { role: 'owner', name: '张伟', policeNumber: '1502117' },
  window: { kind: 'inspection', start: '2026-11-21 15:12', end: null },
  inside: true,
  gapMinutes: 0,
  score: 113,
  recordedAt: parseChinaTime(start) ?? 0,
  timeFrom: 'record',
  reason,
});

const REASON_1 =
  '警号 1502117 为承办人张伟；拍摄时段与现场检查时段（15:12 起，未记录结束时间，按 2 小时计）重叠';
const REASON_2 =
  '记录仪 ZFJLY-150102-01 属于承办人张伟；拍摄于现场检查时段（15:12 起，未记录结束时间，按 2 小时计）内';
const NOTE = '协办人李强的警号未能确定，未按其记录仪推荐';

function open(over: FakeHandlers = {}, props: { runId?: string; readOnly?: boolean } = {}) {
  let suggested = [
    suggestion('s1', '2026-11-21 15:07:00', '2026-11-21 15:46:00', REASON_1),
    suggestion('s2', '2026-11-21 16:04:00', null, REASON_2),
  ];
  const api = createFakeApi({
    'videos:bound': () => fresh([]),
    'videos:suggest': () => fresh({ suggestions: suggested, notes: [NOTE] }),
    'videos:bind': (req) => {
      suggested = suggested.filter((s) => s.video.ID !== req.id);
      return { message: '绑定成功' };
    },
    ...over,
  });
  return renderWithProviders(
    <TaskVideos
      rwid="T12"
      runId={'runId' in props ? props.runId : 'R5'}
      unit={unit}
      readOnly={props.readOnly}
      onClose={vi.fn()}
    />,
    { api },
  );
}

const section = async (dialog: HTMLElement): Promise<HTMLElement> =>
  within(dialog).findByRole('region', { name: '推荐绑定', hidden: true });

describe('推荐绑定 in 已绑定执法记录仪视频', () => {
  it('lists the suggested videos best first with when they were recorded and why, and the notes', async () => {
    const { api } = open();
    const dialog = await findDialog('已绑定执法记录仪视频');
    const box = await section(dialog);
    expect(
      within(box).getByText(
        '按承办人、协办人的执法记录仪，以及本任务的现场检查、询问、勘验、抽样和文书送达时间（前后 15 分钟内）推荐尚未绑定的视频',
      ),
    ).toBeTruthy();
    const table = await within(box).findByRole('table', { name: '推荐绑定', hidden: true });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['视频名称', '拍摄时间', '推荐理由', '操作']);
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(
      rows.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((c) => c.textContent)),
    ).toEqual([
      ['塞北会展中心检查视频s1', '2026-11-21 15:07:00 至 15:46:00', REASON_1],
      ['塞北会展中心检查视频s2', '2026-11-21 16:04:00', REASON_2],
    ]);
    expect(within(box).getByRole('list', { name: '推荐说明', hidden: true }).textContent).toBe(
      NOTE,
    );
    expect(api.callsTo('videos:suggest')).toEqual([{ runId: 'R5', rwid: 'T12' }]);
  });

  it('binds after 是否绑定该视频? with 绑定成功, then the bound videos and the suggestions refresh', async () => {
    const { api } = open();
    const dialog = await findDialog('已绑定执法记录仪视频');
    const box = await section(dialog);
    press(
      await within(box).findByRole('button', { name: '绑定 塞北会展中心检查视频s2', hidden: true }),
    );
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText('是否绑定该视频?')).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    expect(api.callsTo('videos:bind')).toEqual([{ rwid: 'T12', id: 's2' }]);
    await waitFor(() => expect(api.callsTo('videos:suggest')).toHaveLength(2));
    expect(api.callsTo('videos:bound').length).toBeGreaterThan(1);
    await waitFor(() =>
      expect(
        within(box).queryByRole('button', { name: '绑定 塞北会展中心检查视频s2', hidden: true }),
      ).toBeNull(),
    );
    expect(within(box).getByText('塞北会展中心检查视频s1')).toBeTruthy();
  });

  it('says when there is nothing to suggest, with why', async () => {
    open({
      'videos:suggest': () =>
        fresh({
          suggestions: [],
          notes: ['该任务暂无现场检查、询问、勘验、抽样或文书送达的时间，无法推荐视频'],
        }),
    });
    const box = await section(await findDialog('已绑定执法记录仪视频'));
    expect(await within(box).findByText('暂无推荐绑定的视频')).toBeTruthy();
    expect(
      within(box).getByText('该任务暂无现场检查、询问、勘验、抽样或文书送达的时间，无法推荐视频'),
    ).toBeTruthy();
  });

  it('suggests nothing on a closed task, nor without the task’s run', async () => {
    const closed = open({}, { readOnly: true });
    let dialog = await findDialog('已绑定执法记录仪视频');
    expect(await within(dialog).findByText('任务已归档或作废，视频仅可查看')).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: '推荐绑定', hidden: true })).toBeNull();
    expect(closed.api.callsTo('videos:suggest')).toEqual([]);
    closed.unmount();

    const noRun = open({}, { runId: undefined });
    dialog = await findDialog('已绑定执法记录仪视频');
    expect(await within(dialog).findByText('该任务暂未绑定执法记录仪视频')).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: '推荐绑定', hidden: true })).toBeNull();
    expect(noRun.api.callsTo('videos:suggest')).toEqual([]);
  });
});
