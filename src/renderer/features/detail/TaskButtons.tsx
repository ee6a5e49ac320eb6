import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  shorthands,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useNet } from '../../platform/network';
import { ActionButton } from '../../components/ActionButton';
import {
  taskOfflineReason,
  useButtonRegistry,
  type TaskButtonHandler,
} from '../../platform/buttons';
import { taskButtonType } from '../../../shared/buttons';
import type { TaskButton } from '../../../shared/detail/schemas';

// The web system colours its buttons with Element UI types; here `primary` is Fluent's primary
// button and the other types are outlined buttons in the matching status colour, so a toolbar of
// several coloured buttons stays calm and only one thing looks like the main action.
const useStyles = makeStyles({
  success: {
    color: tokens.colorStatusSuccessForeground1,
    ...shorthands.borderColor(tokens.colorStatusSuccessBorder1),
    ':hover': {
      color: tokens.colorStatusSuccessForeground1,
      ...shorthands.borderColor(tokens.colorStatusSuccessForeground1),
      backgroundColor: tokens.colorStatusSuccessBackground1,
    },
    ':hover:active': {
      color: tokens.colorStatusSuccessForeground1,
      backgroundColor: tokens.colorStatusSuccessBackground2,
    },
  },
  warning: {
    color: tokens.colorStatusWarningForeground2,
    ...shorthands.borderColor(tokens.colorStatusWarningBorder1),
    ':hover': {
      color: tokens.colorStatusWarningForeground2,
      ...shorthands.borderColor(tokens.colorStatusWarningForeground2),
      backgroundColor: tokens.colorStatusWarningBackground1,
    },
    ':hover:active': {
      color: tokens.colorStatusWarningForeground2,
      backgroundColor: tokens.colorStatusWarningBackground2,
    },
  },
  danger: {
    color: tokens.colorStatusDangerForeground1,
    ...shorthands.borderColor(tokens.colorStatusDangerBorder1),
    ':hover': {
      color: tokens.colorStatusDangerForeground1,
      ...shorthands.borderColor(tokens.colorStatusDangerForeground1),
      backgroundColor: tokens.colorStatusDangerBackground1,
    },
    ':hover:active': {
      color: tokens.colorStatusDangerForeground1,
      backgroundColor: tokens.colorStatusDangerBackground2,
    },
  },
  info: {
    color: tokens.colorBrandForeground1,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
    ':hover': {
      color: tokens.colorBrandForeground1,
      ...shorthands.borderColor(tokens.colorBrandForeground1),
      backgroundColor: tokens.colorBrandBackground2,
    },
    ':hover:active': {
      color: tokens.colorBrandForeground1,
      backgroundColor: tokens.colorBrandBackground2Pressed,
    },
  },
});

type Tone = 'success' | 'warning' | 'danger' | 'info';
const TONES: readonly string[] = ['success', 'warning', 'danger', 'info'];

export type TaskButtonsProps = {
  buttons: readonly TaskButton[];
  onPress(button: TaskButton): void | Promise<unknown>;
};

/** Each button's registered handler (its icon and whether it needs the server), if any. */
function useHandlerOf(): (b: TaskButton) => TaskButtonHandler | null {
  const registry = useButtonRegistry();
  return (b) => {
    const type = taskButtonType(b);
    return type && registry ? registry.task[type] : null;
  };
}

/** Server-driven task buttons; each one's icon and network need come from its registered handler. */
export function TaskButtons({ buttons, onPress }: TaskButtonsProps): ReactElement {
  const styles = useStyles();
  const { online } = useNet();
  const handlerOf = useHandlerOf();
  return (
    <>
      {buttons.map((b, i) => {
        const color = (b.color ?? '').toLowerCase();
        const toned = TONES.includes(color) ? styles[color as Tone] : undefined;
        const handler = handlerOf(b);
        const Icon = handler?.icon;
        // Buttons that need the server are disabled offline, with the reason in a tooltip.
        return (
          <ActionButton
            key={`${b.btnType}:${b.btnName}:${i}`}
            unavailableReason={taskOfflineReason(handler, online)}
            size="small"
            appearance={color === 'primary' ? 'primary' : toned ? 'outline' : 'secondary'}
            className={toned}
            icon={Icon ? <Icon /> : undefined}
            aria-label={b.btnName}
            onAction={() => onPress(b)}
          >
            {b.btnName}
          </ActionButton>
        );
      })}
    </>
  );
}

/**
 * The same buttons as one 任务操作 menu, for the folded header's single line (the buttons of a
 * penalty case would not fit beside the title); offline, those that need the server are disabled
 * with the reason.
 */
export function TaskButtonsMenu({ buttons, onPress }: TaskButtonsProps): ReactElement {
  const { online } = useNet();
  const handlerOf = useHandlerOf();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton size="small" appearance="outline">
          {M.headerToolbar}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {buttons.map((b, i) => {
            const handler = handlerOf(b);
            const Icon = handler?.icon;
            const reason = taskOfflineReason(handler, online);
            return (
              <MenuItem
                key={`${b.btnType}:${b.btnName}:${i}`}
                icon={Icon ? <Icon /> : undefined}
                disabled={reason !== null}
                title={reason ?? undefined}
                aria-description={reason ?? undefined}
                onClick={() => void onPress(b)}
              >
                {b.btnName}
              </MenuItem>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
