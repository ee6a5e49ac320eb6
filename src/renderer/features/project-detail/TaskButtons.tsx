import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { History16Regular, QuestionCircle16Regular, Video16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useNet } from '../../platform/network';
import { ActionButton } from '../../components/ActionButton';
import { OfflineReason } from '../../components/NetButton';
import { isHelpButton, isOpLogButton, isVideoButton } from './buttons';
import type { TaskButton } from '../../../shared/detail/schemas';

// The web system colours its buttons with Element UI types; here `primary` is Fluent's primary
// button and the other types are outlined buttons in the matching status colour, so a toolbar of
// several coloured buttons stays calm and only one thing looks like the main action.
const useStyles = makeStyles({
  success: {
    color: tokens.colorStatusSuccessForeground1,
    ...shorthands.borderColor(tokens.colorStatusSuccessBorder1),
    ':hover': { color: tokens.colorStatusSuccessForeground1, ...shorthands.borderColor(tokens.colorStatusSuccessForeground1), backgroundColor: tokens.colorStatusSuccessBackground1 },
    ':hover:active': { color: tokens.colorStatusSuccessForeground1, backgroundColor: tokens.colorStatusSuccessBackground2 },
  },
  warning: {
    color: tokens.colorStatusWarningForeground2,
    ...shorthands.borderColor(tokens.colorStatusWarningBorder1),
    ':hover': { color: tokens.colorStatusWarningForeground2, ...shorthands.borderColor(tokens.colorStatusWarningForeground2), backgroundColor: tokens.colorStatusWarningBackground1 },
    ':hover:active': { color: tokens.colorStatusWarningForeground2, backgroundColor: tokens.colorStatusWarningBackground2 },
  },
  danger: {
    color: tokens.colorStatusDangerForeground1,
    ...shorthands.borderColor(tokens.colorStatusDangerBorder1),
    ':hover': { color: tokens.colorStatusDangerForeground1, ...shorthands.borderColor(tokens.colorStatusDangerForeground1), backgroundColor: tokens.colorStatusDangerBackground1 },
    ':hover:active': { color: tokens.colorStatusDangerForeground1, backgroundColor: tokens.colorStatusDangerBackground2 },
  },
  info: {
    color: tokens.colorBrandForeground1,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
    ':hover': { color: tokens.colorBrandForeground1, ...shorthands.borderColor(tokens.colorBrandForeground1), backgroundColor: tokens.colorBrandBackground2 },
    ':hover:active': { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2Pressed },
  },
});

type Tone = 'success' | 'warning' | 'danger' | 'info';
const TONES: readonly string[] = ['success', 'warning', 'danger', 'info'];

const iconFor = (b: TaskButton): ReactElement | undefined => {
  if (isOpLogButton(b)) return <History16Regular />;
  if (isVideoButton(b)) return <Video16Regular />;
  if (isHelpButton(b)) return <QuestionCircle16Regular />;
  return undefined;
};

export type TaskButtonsProps = {
  buttons: readonly TaskButton[];
  onPress(button: TaskButton): void | Promise<unknown>;
  /** Buttons that need the server are disabled offline, with the reason in a tooltip. */
  needsNetwork?(button: TaskButton): boolean;
};

export function TaskButtons({ buttons, onPress, needsNetwork }: TaskButtonsProps): ReactElement {
  const styles = useStyles();
  const { online } = useNet();
  return (
    <>
      {buttons.map((b, i) => {
        const color = (b.color ?? '').toLowerCase();
        const toned = TONES.includes(color) ? styles[color as Tone] : undefined;
        const blocked = !online && !!needsNetwork?.(b);
        return (
          <OfflineReason key={`${b.btnType}:${b.btnName}:${i}`} blocked={blocked}>
            <ActionButton
              disabledFocusable={blocked}
              size="small"
              appearance={color === 'primary' ? 'primary' : toned ? 'outline' : 'secondary'}
              className={toned}
              icon={iconFor(b)}
              aria-label={b.btnName}
              onAction={() => onPress(b)}
            >
              {b.btnName}
            </ActionButton>
          </OfflineReason>
        );
      })}
    </>
  );
}
