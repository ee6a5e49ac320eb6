import { M } from '../../../shared/messages';
import { REGION_CODE_VIDEO } from '../../../shared/videos/constants';
import { isHelpTaskType } from '../../../shared/detail/constants';
import { BTN_POS } from '../../../shared/detail/buttons';
import { taskButtonType } from '../../../shared/buttons';
import type { DetailConfig, TaskButton, TaskInfo } from '../../../shared/detail/schemas';
import type { UserInfo } from '../../../shared/session/schemas';
import { contextGap } from '../../../shared/session/context';

export type PlacedButtons = { header: TaskButton[]; tree: TaskButton[] };

export const isVideoButton = (b: TaskButton): boolean => taskButtonType(b) === 'video';
export const isHelpButton = (b: TaskButton): boolean => taskButtonType(b) === 'help';

/**
 * Spec 02 §2: the execution-video button shows with the task's video flag or for regional unit 13.
 * Without a regional unit code (the login could not find it) it shows too, and its click says why
 * it is unavailable (contextGap) instead of vanishing without a word.
 */
export const showsExecutionVideo = (rwxx: TaskInfo, user: UserInfo): boolean =>
  rwxx.SFZFSP === '1' ||
  user.region_code === REGION_CODE_VIDEO ||
  contextGap(user, 'regionCode') !== null;

/** Spec 02 §2: the help button shows only for task types 11–19. */
export const showsHelp = (rwxx: TaskInfo): boolean =>
  rwxx.RWLX !== null && isHelpTaskType(rwxx.RWLX);

/**
 * Buttons by position: '2' above the document tree, '1' and anything unknown in the header (a
 * button the server sends is never dropped for an odd position). The video and help buttons follow
 * their rules whatever the server's list says, and are added when it lacks them.
 */
export function placeButtons(
  config: Pick<DetailConfig, 'rwxx' | 'btnsList'>,
  user: UserInfo,
): PlacedButtons {
  const video = showsExecutionVideo(config.rwxx, user);
  const help = showsHelp(config.rwxx);
  const list = config.btnsList.filter((b) =>
    isVideoButton(b) ? video : isHelpButton(b) ? help : true,
  );
  if (video && !list.some(isVideoButton))
    list.push({
      btnPos: BTN_POS.header,
      btnName: M.executionVideo,
      btnType: 'video',
      color: 'info',
    });
  if (help && !list.some(isHelpButton))
    list.push({ btnPos: BTN_POS.header, btnName: M.helpButton, btnType: 'help', color: null });
  return {
    header: list.filter((b) => b.btnPos !== BTN_POS.tree),
    tree: list.filter((b) => b.btnPos === BTN_POS.tree),
  };
}
