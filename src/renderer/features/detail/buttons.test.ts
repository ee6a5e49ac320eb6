import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { detailConfig } from './testing';
import { session } from '../../platform/testing';
import { placeButtons } from './buttons';

const names = (bs: { btnName: string }[]): string[] => bs.map((b) => b.btnName);
const user = session.user;

describe('placeButtons', () => {
  it('puts btnPos 2 above the tree and 1 or unknown positions in the header', () => {
    const placed = placeButtons(detailConfig(), user);
    expect(names(placed.header)).toEqual(['结束任务', '操作日志', '任务切换']);
    expect(names(placed.tree)).toEqual(['新增文书']);
  });

  it('adds the help button only for task types 11 to 19', () => {
    for (const [rwlx, shown] of [
      [10, false],
      [11, true],
      [15, true],
      [19, true],
      [20, false],
      [2, false],
    ] as const) {
      const placed = placeButtons(detailConfig({}, { RWLX: rwlx }), user);
      expect(names(placed.header).includes(M.helpButton)).toBe(shown);
    }
  });

  it('drops a help button the server sends for other task types', () => {
    const cfg = detailConfig(
      { btnsList: [{ btnPos: '1', btnName: M.helpButton, btnType: 'help', color: null }] },
      { RWLX: 31 },
    );
    expect(names(placeButtons(cfg, user).header)).toEqual([]);
  });

  it('shows the execution-video button with the task flag or for region 13', () => {
    expect(names(placeButtons(detailConfig({}, { SFZFSP: '0' }), user).header)).not.toContain(
      M.executionVideo,
    );
    expect(names(placeButtons(detailConfig({}, { SFZFSP: '1' }), user).header)).toContain(
      M.executionVideo,
    );
    expect(
      names(placeButtons(detailConfig({}, { SFZFSP: '0' }), { ...user, region_code: '13' }).header),
    ).toContain(M.executionVideo);
  });

  it('shows the execution-video button when the login could not find the regional code', () => {
    const gap = { piece: 'regionCode' as const, why: '部门信息查询失败' };
    const placed = placeButtons(detailConfig({}, { SFZFSP: '0' }), {
      ...user,
      region_code: '',
      missing: [gap],
    });
    expect(names(placed.header)).toContain(M.executionVideo);
  });

  it('does not add a second video button when the server sends one', () => {
    const cfg = detailConfig(
      { btnsList: [{ btnPos: '2', btnName: M.executionVideo, btnType: 'zfsp', color: 'info' }] },
      { SFZFSP: '1' },
    );
    const placed = placeButtons(cfg, user);
    expect(names(placed.header)).not.toContain(M.executionVideo);
    expect(names(placed.tree)).toEqual([M.executionVideo]);
  });
});
