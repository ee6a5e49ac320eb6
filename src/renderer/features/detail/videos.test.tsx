import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { detailConfig, treeRow } from './testing';
import { findDialog, press, renderApp } from '../../test/render';
import type { TaskDetail } from '../../../shared/detail/contract';

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const tree = [
  treeRow({ UUID: 't1', TITLE: '监督抽查（当前）', TREE_LEVEL: 1, IS_CURRENT: '1', RWID: 'rw1' }),
];

function open(rwzt = '1') {
  const config = detailConfig(
    {
      btnsList: [
        { btnPos: '1', btnName: '执法视频', btnType: 'zfsp', color: 'info' },
        { btnPos: '2', btnName: '证据同步', btnType: 'evidenceSync', color: 'primary' },
      ],
    },
    { SFZFSP: '1', rwzt },
  );
  const api = createFakeApi({
    'detail:get': () => ({
      data: { config, tree } satisfies TaskDetail,
      source: 'network',
      updatedAt: 0,
    }),
  });
  return renderApp({ api, path: PATH });
}

describe('videos on the project detail screen', () => {
  it('执法视频 opens the bound videos of the task', async () => {
    const { api } = open();
    press(await screen.findByRole('button', { name: '执法视频' }));
    const dialog = await findDialog('已绑定执法记录仪视频');
    expect(await within(dialog).findByText('执法视频v1')).toBeTruthy();
    expect(api.callsTo('videos:bound')).toEqual([{ rwid: 'rw1' }]);
  });

  it('an open task offers 解绑 and no closed notice', async () => {
    open('1');
    press(await screen.findByRole('button', { name: '执法视频' }));
    const dialog = await findDialog('已绑定执法记录仪视频');
    expect(
      await within(dialog).findByRole('button', { name: '解绑 执法视频v1', hidden: true }),
    ).toBeTruthy();
    expect(within(dialog).queryByText('任务已归档或作废，视频仅可查看')).toBeNull();
  });

  it('an archived task (已结案) opens the bound videos view-only', async () => {
    open('3');
    press(await screen.findByRole('button', { name: '执法视频' }));
    const dialog = await findDialog('已绑定执法记录仪视频');
    expect(
      await within(dialog).findByRole('button', { name: '查看 执法视频v1', hidden: true }),
    ).toBeTruthy();
    expect(within(dialog).getByText('任务已归档或作废，视频仅可查看')).toBeTruthy();
    expect(
      within(dialog).queryByRole('button', { name: '解绑 执法视频v1', hidden: true }),
    ).toBeNull();
  });

  it('证据同步 opens the law-enforcement evidence management of the task', async () => {
    const { api } = open();
    press(await screen.findByRole('button', { name: '证据同步' }));
    const dialog = await findDialog('执法证据管理');
    expect(await within(dialog).findByText('询问笔录（张三）')).toBeTruthy();
    expect(api.callsTo('videos:evidenceTree')).toEqual([{ rwid: 'rw1' }]);
  });
});
