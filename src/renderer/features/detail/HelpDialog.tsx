import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { taskButtonType } from '../../../shared/buttons';
import { DialogShell } from '../../components/DialogShell';
import { useButtonRegistry } from '../../platform/buttons';
import { TaskTypeHelp } from '../actions';
import type { TaskButton } from '../../../shared/detail/schemas';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  heading: {
    display: 'block',
    margin: `0 0 ${tokens.spacingVerticalXS} 0`,
    fontWeight: tokens.fontWeightSemibold,
  },
  text: { display: 'block', margin: 0 },
});

export type HelpDialogProps = {
  buttons: readonly TaskButton[];
  onClose(): void;
  /** The task's type: types 11–19 get their own help page first (the actions area's). */
  taskType?: number | null;
};

/** 帮助: what this task's buttons do (each handler says it), the tree, the keyboard and offline work. */
export function HelpDialog({ buttons, onClose, taskType }: HelpDialogProps): ReactElement {
  const styles = useStyles();
  const registry = useButtonRegistry();
  const helpOf = (b: TaskButton): string => {
    const type = taskButtonType(b);
    return type && registry ? registry.task[type].help : M.helpButtonUnknown;
  };
  return (
    <DialogShell
      title={M.helpTitle}
      onClose={onClose}
      actions={
        <Button appearance="primary" onClick={onClose}>
          {M.close}
        </Button>
      }
    >
      <div className={styles.body}>
        <TaskTypeHelp rwlx={taskType} />
        <section aria-label={M.helpButtonsHeading}>
          <Text as="h3" className={styles.heading}>
            {M.helpButtonsHeading}
          </Text>
          <ul className={styles.list}>
            {buttons.map((b, i) => (
              <li key={`${b.btnType}:${i}`}>
                <Text weight="semibold">{b.btnName}</Text>：{helpOf(b)}
              </li>
            ))}
          </ul>
        </section>
        {[
          [M.helpTreeHeading, M.helpTreeText],
          [M.helpKeysHeading, M.helpKeysText],
          [M.helpOfflineHeading, M.helpOfflineText],
        ].map(([heading, text]) => (
          <section key={heading} aria-label={heading}>
            <Text as="h3" className={styles.heading}>
              {heading}
            </Text>
            <Text as="p" className={styles.text}>
              {text}
            </Text>
          </section>
        ))}
      </div>
    </DialogShell>
  );
}
