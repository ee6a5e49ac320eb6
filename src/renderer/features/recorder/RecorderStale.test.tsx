import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hashToPath, parseRoute } from '../../platform/routes';
import { fresh } from '../../test/fakes';
import { dialogButton, findDialog, press } from '../../test/render';
import { video } from '../videos/testing';
import { open, openCentre, tab } from './centreTestkit';
import { parseChinaTime, type StaleVideo } from '../../../shared/videos/suggest';
import type { VideoRecord } from '../../../shared/videos/schemas';

// 待绑定视频 in the import centre (issue 18): the officer's videos left unbound for more than three
// working days, with their likely tasks; 打开任务 opens one, 绑定 binds after confirmation.

const T17 = {
  RWID: 'T17',
  runId: 'R8',
  RWMC: '关于内蒙古北辰消防器材有限公司销售不合格灭火器的质量问题核查',
};
const T13 = { RWID: 'T13', runId: 'R6', RWMC: '关于欣悦KTV娱乐会所投入使用、营业前消防安全检查' };
const REASON_17 =
  '警号 1502117 为承办人张伟；拍摄于现场检查时段（09:47 起，未记录结束时间，按 2 小时计）内';
const REASON_13 = '警号 1502117 为承办人张伟；拍摄时段包含文书送达时间（09:29）';

const stale = (
  id: string,
  name: string,
  start: string,
  days: number,
  tasks: StaleVideo<VideoRecord>['tasks'],
): StaleVideo<VideoRecord> => ({
  video: video(id, {
    RE_NAME: name,
    SN: 'ZFJLY-150102-01',
    POLICE_NUMBER: '1502117',
    PSKSSJ: start,
    CREATETIME: `${start.slice(0, 10)} 17:04:00`,
  }),
  workingDays: days,
  recordedAt: parseChinaTime(start),
  tasks,
});

function openStale() {
  let rows = [
    stale('v17', '北辰消防器材门店灭火器抽查视频', '2026-11-06 09:50:00', 13, [
      { ...T17, reason: REASON_17, score: 113 },
      { ...T13, reason: REASON_13, score: 60 },
    ]),
    stale('v9', '育才小学宿舍楼检查视频01', '2026-11-06 02:06:00', 13, []),
  ];
  return open({
    'videos:stale': () => fresh({ rows, notes: ['协办人李强的警号未能确定，未按其记录仪推荐'] }),
    'videos:bind': (req) => {
      rows = rows.filter((r) => r.video.ID !== req.id);
      return { message: '绑定成功' };
    },
  });
}

async function staleTab(): Promise<{ drawer: HTMLElement; list: HTMLElement }> {
  const drawer = await openCentre();
  press(tab(drawer, /^待绑定视频/));
  const list = await within(drawer).findByRole('list', { name: '待绑定视频', hidden: true });
  return { drawer, list };
}

describe('import centre: 待绑定视频', () => {
  it('lists each video with how long it waits, when recorded and imported, its likely tasks; binds after confirmation', async () => {
    const { api } = openStale();
    const { drawer, list } = await staleTab();
    await waitFor(() => expect(tab(drawer, /^待绑定视频/).textContent).toBe('待绑定视频（2）'));
    expect(
      within(drawer).getByText(
        '最近 90 天导入、超过 3 个工作日仍未绑定任务的视频；可能的任务按拍摄人和任务的现场检查、送达时间推断',
      ),
    ).toBeTruthy();
    const first = within(list).getByRole('listitem', {
      name: '北辰消防器材门店灭火器抽查视频',
      hidden: true,
    });
    expect(within(first).getByText('已 13 个工作日未绑定')).toBeTruthy();
    expect(within(first).getByText('记录仪 ZFJLY-150102-01')).toBeTruthy();
    expect(within(first).getByText('拍摄于 2026-11-06 09:50:00')).toBeTruthy();
    expect(within(first).getByText('导入于 2026-11-06 17:04:00')).toBeTruthy();
    const likely = within(first).getByRole('list', {
      name: '可能的任务：北辰消防器材门店灭火器抽查视频',
      hidden: true,
    });
    expect(within(likely).getByText(T17.RWMC)).toBeTruthy();
    expect(within(likely).getByText(REASON_17)).toBeTruthy();
    expect(within(likely).getByText(REASON_13)).toBeTruthy();
    const alone = within(list).getByRole('listitem', {
      name: '育才小学宿舍楼检查视频01',
      hidden: true,
    });
    expect(
      within(alone).getByText('未找到可能的任务，请在任务的“执法视频”中手动绑定'),
    ).toBeTruthy();
    expect(within(alone).queryByRole('button', { name: /绑定/, hidden: true })).toBeNull();
    expect(within(drawer).getByText('协办人李强的警号未能确定，未按其记录仪推荐')).toBeTruthy();
    expect(api.callsTo('videos:stale')).toHaveLength(1);

    // 绑定 names the task in its confirmation; the list follows the bind.
    press(
      within(list).getByRole('button', {
        name: `绑定 北辰消防器材门店灭火器抽查视频 → ${T17.RWMC}`,
        hidden: true,
      }),
    );
    const confirm = await findDialog('提示', 'alertdialog');
    expect(within(confirm).getByText(`是否将该视频绑定到“${T17.RWMC}”?`)).toBeTruthy();
    press(dialogButton(confirm, '确定'));
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    expect(api.callsTo('videos:bind')).toEqual([{ rwid: 'T17', id: 'v17' }]);
    await waitFor(() =>
      expect(
        within(list).queryByRole('listitem', {
          name: '北辰消防器材门店灭火器抽查视频',
          hidden: true,
        }),
      ).toBeNull(),
    );
  });

  it('opens a likely task and leaves the centre', async () => {
    openStale();
    const { list } = await staleTab();
    press(within(list).getByRole('button', { name: `打开任务 ${T13.RWMC}`, hidden: true }));
    await waitFor(() =>
      expect(parseRoute(hashToPath(location.hash) ?? '')).toMatchObject({
        path: '/xfjd/projectDetail',
        query: { runId: 'R6', RWID: 'T13' },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '执法记录仪导入中心', hidden: true })).toBeNull(),
    );
  });

  it('says when nothing waits', async () => {
    open({ 'videos:stale': () => fresh({ rows: [], notes: [] }) });
    const drawer = await openCentre();
    press(tab(drawer, /^待绑定视频/));
    expect(await within(drawer).findByText('没有超过 3 个工作日未绑定的视频')).toBeTruthy();
  });
});
