import {
  Button,
  CounterBadge,
  Tooltip,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import { DocumentEdit20Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { centreRows } from '../../components/centreRows.styles';
import { DraftsDialog } from './DraftsDialog';
import { useDraftsList } from './useDrafts';

const useStyles = makeStyles({
  iconWrap: centreRows.iconWrap,
  button: centreRows.badgeButton,
  badge: { position: 'absolute', top: '-6px', right: '-8px' },
});

/**
 * The frame's header button for the officer's local drafts, with their count. Hidden while there
 * are none; after sign-in nothing pops up: the count is the reminder.
 */
export function DraftsButton({
  className,
  labelClassName,
}: {
  className?: string;
  labelClassName?: string;
}): ReactElement | null {
  const styles = useStyles();
  const list = useDraftsList();
  const [open, setOpen] = useState(false);
  const count = list.data?.length ?? 0;
  if (count === 0 && !open) return null;
  return (
    <>
      <Tooltip content={M.draftsTitle} relationship="description" withArrow>
        <Button
          appearance="transparent"
          size="small"
          className={mergeClasses(styles.button, className)}
          aria-label={M.draftsButtonCount(count)}
          icon={
            <span className={styles.iconWrap}>
              <DocumentEdit20Regular />
              {count > 0 ? (
                <CounterBadge
                  className={styles.badge}
                  count={count}
                  size="small"
                  color="important"
                  aria-hidden
                />
              ) : null}
            </span>
          }
          onClick={() => setOpen(true)}
        >
          <span className={labelClassName}>{M.draftsButton}</span>
        </Button>
      </Tooltip>
      {open ? <DraftsDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
