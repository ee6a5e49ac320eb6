import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { press, renderApp, type Rendered } from '../../test/render';
import { DOCK2, dock, file, imported, recorderHandlers, status } from './testing';
import type { RecorderImport, RecorderStatus } from '../../../shared/recorder/contract';

// The import centre opened in the app, shared by RecorderCentre.test.tsx and RecorderHistory.test.tsx.

export const MB = 1024 * 1024;

export function open(over: FakeHandlers = {}): Rendered {
  return renderApp({ api: createFakeApi(recorderHandlers(over)) });
}
export const centreButton = (): Promise<HTMLElement> =>
  screen.findByRole('button', { name: /^导入中心/ });
export async function openCentre(): Promise<HTMLElement> {
  press(await centreButton());
  return screen.findByRole('dialog', { name: '执法记录仪导入中心', hidden: true });
}
export const tab = (drawer: HTMLElement, name: RegExp): HTMLElement =>
  within(drawer).getByRole('tab', { name, hidden: true });
export const item = (el: HTMLElement, name: string): HTMLElement =>
  within(el).getByRole('listitem', { name, hidden: true });
export const buttonsOf = (li: HTMLElement): string[] =>
  within(li)
    .queryAllByRole('button', { hidden: true })
    .map((b) => b.textContent ?? '');

export const busy = (): RecorderStatus =>
  status({
    docks: [
      dock({
        found: 6,
        done: 1,
        duplicates: 1,
        errors: 1,
        active: 3,
        recorders: ['0012345', '0012346'],
      }),
      dock({ folder: DOCK2, present: false, recorders: [] }),
    ],
    files: [
      file('P100234_0012345_20240305094510_0001.MP4', {
        state: 'copying',
        size: 100 * MB,
        bytesDone: 40 * MB,
        importId: 'i1',
      }),
      file('20240305_101500.AVI', { state: 'waiting-stable', recorderNumber: null, size: 10 * MB }),
      file('P100234_0012345_20240305100000_0003.JPG', { state: 'queued' }),
      file('P100234_0012345_20240305094510_0002.MP4', { state: 'done', bytesDone: 4 * MB }),
      file('P100234_0012345_20240305094510_0000.MP4', { state: 'duplicate' }),
      file('20240305_103000.JPG', {
        state: 'done',
        recorderNumber: null,
        needsOfficer: true,
        importId: 'i9',
      }),
      file('0012346_损坏.MP4', {
        state: 'error',
        reason: '读取记录仪文件失败：EIO',
        recorderNumber: '0012346',
      }),
      file('0012346_093005.MP4', {
        state: 'probing',
        recorderNumber: '0012346',
        needsOfficer: true,
      }),
    ],
  });

export const history = (): RecorderImport[] => [
  imported('1', { upload: 'uploading', confirmed: false }),
  imported('2', {
    name: '0012346_093005.MP4',
    recorderNumber: '0012346',
    policeNumber: null,
    upload: null,
    confirmed: false,
    durationSec: 3725,
    resolution: '1280x720',
  }),
  imported('3', {
    name: 'IMG_0003.JPG',
    kind: 'photo',
    durationSec: null,
    resolution: '4000x3000',
    upload: 'done',
    confirmed: true,
  }),
  imported('4', { name: '已删除.MP4', originalDeleted: true }),
  imported('7', { name: '排队.MP4', upload: 'queued', confirmed: false }),
  // Cleared from the upload centre after it finished: no longer queued, still confirmed.
  imported('8', { name: '已清除.MP4', upload: null, confirmed: true }),
  imported('5', {
    name: '重复.MP4',
    state: 'duplicate',
    upload: null,
    confirmed: false,
    policeNumber: null,
    reason: '与已导入的文件相同',
  }),
  imported('6', {
    name: '坏文件.AVI',
    state: 'error',
    upload: null,
    confirmed: false,
    reason: '读取记录仪文件失败：EIO',
    importedAt: null,
    durationSec: null,
    resolution: null,
  }),
];

export async function openHistory(
  over: FakeHandlers = {},
): Promise<Rendered & { drawer: HTMLElement; list: HTMLElement }> {
  const rendered = open({ 'recorder:imports': () => history(), ...over });
  const drawer = await openCentre();
  expect(tab(drawer, /^导入记录$/).getAttribute('aria-selected')).toBe('true');
  const list = await within(drawer).findByRole('list', { name: '导入记录', hidden: true });
  return { ...rendered, drawer, list };
}
