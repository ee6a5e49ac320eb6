import { M } from '../../../shared/messages';
import { REGION_CODE_VIDEO } from '../../../shared/videos/constants';
import { isHelpTaskType } from '../../../shared/detail/constants';
import type { DetailConfig, TaskButton, TaskInfo } from '../../../shared/detail/schemas';
import type { UserInfo } from '../../../shared/session/schemas';
export type PlacedButtons = { header: TaskButton[]; tree: TaskButton[] };

export const BTN_POS = { header: '1', tree: '2' } as const;
/** btnType of the buttons this client adds when the server's list lacks them. */
export const VIDEO_BTN_TYPE = 'zfsp';
export const HELP_BTN_TYPE = 'help';

/** btnTypes of the task buttons built in issue 3. */
export const TASK_ACTION = {
  addDoc: 'addDoc',
  stamp: 'stamp',
  archive: 'archive',
  seizure: 'seizure',
  packDownload: 'packDownload',
  /** Issue 4: the attachment upload dialog, or the chunked uploader (permission 933001001, task types 61–70, 75, 76). */
  upload: 'upload',
  viewAttachments: 'viewAttachments',
  /** Issue 5: the law-enforcement evidence management dialog (证据同步). */
  evidenceSync: 'evidenceSync',
} as const;

export const isSeizureButton = (b: TaskButton): boolean => b.btnType === TASK_ACTION.seizure || b.btnName.includes('临时查封');

/** Task buttons whose action needs the server: disabled offline with the reason. */
export function taskButtonNeedsNetwork(b: TaskButton): boolean {
  return b.btnType === TASK_ACTION.addDoc || b.btnType === TASK_ACTION.stamp || b.btnType === TASK_ACTION.archive || isSeizureButton(b);
}

export const isOpLogButton = (b: TaskButton): boolean => b.btnType.toLowerCase() === 'oplog' || b.btnName === M.opLog;
export const isVideoButton = (b: TaskButton): boolean => b.btnName === M.executionVideo || /^(zfsp|video|zfjlsp)$/i.test(b.btnType);
export const isHelpButton = (b: TaskButton): boolean => b.btnName === M.helpButton || b.btnType.toLowerCase() === HELP_BTN_TYPE;

/** Spec 02 §2: the execution-video button shows with the task's video flag or for regional unit 13. */
export const showsExecutionVideo = (rwxx: TaskInfo, user: UserInfo): boolean =>
  rwxx.SFZFSP === '1' || user.region_code === REGION_CODE_VIDEO;

/** Spec 02 §2: the help button shows only for task types 11–19. */
export const showsHelp = (rwxx: TaskInfo): boolean => rwxx.RWLX !== null && isHelpTaskType(rwxx.RWLX);

/**
 * Buttons by position: '2' above the document tree, '1' and anything unknown in the header (a
 * button the server sends is never dropped for an odd position). The video and help buttons follow
 * their rules whatever the server's list says, and are added when it lacks them.
 */
export function placeButtons(config: Pick<DetailConfig, 'rwxx' | 'btnsList'>, user: UserInfo): PlacedButtons {
  const video = showsExecutionVideo(config.rwxx, user);
  const help = showsHelp(config.rwxx);
  const list = config.btnsList.filter((b) => (isVideoButton(b) ? video : isHelpButton(b) ? help : true));
  if (video && !list.some(isVideoButton)) list.push({ btnPos: BTN_POS.header, btnName: M.executionVideo, btnType: VIDEO_BTN_TYPE, color: 'info' });
  if (help && !list.some(isHelpButton)) list.push({ btnPos: BTN_POS.header, btnName: M.helpButton, btnType: HELP_BTN_TYPE, color: null });
  return {
    header: list.filter((b) => b.btnPos !== BTN_POS.tree),
    tree: list.filter((b) => b.btnPos === BTN_POS.tree),
  };
}
