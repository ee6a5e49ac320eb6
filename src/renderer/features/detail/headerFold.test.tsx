import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fakeApi';
import { findDialog, press, renderApp } from '../../test/render';
import {
  HEADER_FOLD_BELOW,
  isHeaderFolded,
  loadHeaderChoice,
  saveHeaderChoice,
} from './headerFold';
import { detail, detailConfig } from './testing';
import { measureSpace, spaceLeft } from './useSpaceLeft';

const PATH = '/xfjd/projectDetail?runId=run1&RWID=rw1';
const SCOPE = '000000:zhangwei';
const JSDOM_HEIGHT = window.innerHeight;

/** A field of the unfolded base information card. */
const plannedStart = (): Promise<HTMLElement> =>
  screen
    .findByRole('region', { name: '基本信息' })
    .then((info) => within(info).findByText('计划开始日期'));

const setWindowHeight = (h: number): void => {
  Object.defineProperty(window, 'innerHeight', { value: h, configurable: true });
};
afterEach(() => setWindowHeight(JSDOM_HEIGHT));

describe('header fold rule', () => {
  it('folds on windows shorter than 760 px, by the window height alone', () => {
    expect(HEADER_FOLD_BELOW).toBe(760);
    expect([600, 720, 759, 760, 768, 900, 1080].map((h) => isHeaderFolded(h, null))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('the officer’s choice wins over the window height', () => {
    expect(isHeaderFolded(720, 'unfolded')).toBe(false);
    expect(isHeaderFolded(1080, 'folded')).toBe(true);
  });

  it('the choice is kept per officer, and broken data is no choice', () => {
    saveHeaderChoice(SCOPE, 'unfolded');
    expect(loadHeaderChoice(SCOPE)).toBe('unfolded');
    expect(loadHeaderChoice('000000:lisi')).toBeNull();
    localStorage.setItem('xfjd.detail.header:000000:lisi', '"sideways"');
    expect(loadHeaderChoice('000000:lisi')).toBeNull();
  });
});

describe('tree viewport from the space left', () => {
  it('is the pane’s height below the tree’s top, less the padding under it, at least the minimum', () => {
    // 1280×720: a 637 px pane; the tree starts 128 px down; 8 + 8 px of padding under it.
    expect(spaceLeft({ paneHeight: 637, top: 128, below: 16 }, 216)).toBe(493);
    expect(spaceLeft({ paneHeight: 400, top: 300, below: 16 }, 216)).toBe(216);
  });

  it('measures nothing without layout (a hidden tab, jsdom)', () => {
    expect(measureSpace(document.createElement('div'))).toBeNull();
  });
});

describe('the folded header on the detail screen', () => {
  it('opens folded on a 720 px window: one line with title, type, state, its buttons as a menu, 展开 and 返回', async () => {
    setWindowHeight(720);
    renderApp({ api: createFakeApi(), path: PATH });
    const info = await screen.findByRole('region', { name: '基本信息' });
    expect(within(info).getByRole('heading', { name: '某商场消防监督抽查' })).toBeTruthy();
    expect(await within(info).findByText('监督抽查')).toBeTruthy();
    expect(await within(info).findByTitle('任务状态：办理中')).toBeTruthy();
    // No field grid, no breadcrumb: 返回 is on the line.
    expect(within(info).queryByText('计划开始日期')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '当前位置' })).toBeNull();
    expect(within(info).getByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: '任务操作' })).toBeNull();

    press(within(info).getByRole('button', { name: '任务操作' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['结束任务', '操作日志', '任务切换']);
    fireEvent.click(items[1]);
    expect(await findDialog('操作日志')).toBeTruthy();
  });

  it('展开 unfolds it and the choice is remembered for this officer', async () => {
    setWindowHeight(720);
    const first = renderApp({ api: createFakeApi(), path: PATH });
    const info = await screen.findByRole('region', { name: '基本信息' });
    const unfold = within(info).getByRole('button', { name: '展开基本信息' });
    expect(unfold.getAttribute('aria-expanded')).toBe('false');
    press(unfold);
    expect(await plannedStart()).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: '任务操作' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '当前位置' })).toBeTruthy();
    expect(loadHeaderChoice(SCOPE)).toBe('unfolded');
    first.unmount();

    renderApp({ api: createFakeApi(), path: PATH });
    expect(await plannedStart()).toBeTruthy();
    press(screen.getByRole('button', { name: '收起基本信息' }));
    expect(await screen.findByRole('button', { name: '展开基本信息' })).toBeTruthy();
    expect(loadHeaderChoice(SCOPE)).toBe('folded');
  });

  it('follows the window while the officer has not chosen: folds when it gets short', async () => {
    renderApp({ api: createFakeApi(), path: PATH });
    expect(await plannedStart()).toBeTruthy();
    act(() => {
      setWindowHeight(700);
      window.dispatchEvent(new Event('resize'));
    });
    const info = await screen.findByRole('region', { name: '基本信息' });
    expect(await within(info).findByRole('button', { name: '展开基本信息' })).toBeTruthy();
    expect(within(info).queryByText('计划开始日期')).toBeNull();
  });

  it('the remark tip stays one press away: its icon unfolds the header', async () => {
    setWindowHeight(720);
    renderApp({
      api: createFakeApi({
        'detail:get': () => ({
          data: detail({ config: detailConfig({}, { kzsx: '{"remark":"请优先办理"}' }) }),
          source: 'network',
          updatedAt: 0,
        }),
      }),
      path: PATH,
    });
    const info = await screen.findByRole('region', { name: '基本信息' });
    expect(within(info).queryByText('请优先办理')).toBeNull();
    press(await within(info).findByRole('button', { name: '提示' }));
    expect(await screen.findByText('请优先办理')).toBeTruthy();
  });
});
