import {
  Button,
  CounterBadge,
  DrawerHeaderTitle,
  OverlayDrawer,
  Tooltip,
  makeStyles,
  mergeClasses,
  type CounterBadgeProps,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useState, type ReactElement, type ReactNode } from 'react';
import { M } from '../../shared/messages';
import { useDrawerMakesRoom } from '../platform/notify';
import { centreRows } from './centreRows.styles';

const useStyles = makeStyles({ iconWrap: centreRows.iconWrap, button: centreRows.badgeButton });

export type CentreDrawerProps = {
  /** The header button's text. */
  label: string;
  /** The button's accessible name (it says the count). */
  buttonLabel: string;
  /** The tooltip while something is counted. */
  busyText: string;
  icon: ReactElement;
  /** What the badge counts (work in progress); no badge at 0. */
  count: number;
  badgeColor: CounterBadgeProps['color'];
  badgeClassName?: string;
  /** The header's button class. */
  className?: string;
  /** The header's class for the button's text (icon only on narrow windows). */
  labelClassName?: string;
  /** The drawer's accessible name; also the tooltip when nothing is counted. */
  drawerLabel: string;
  /** The drawer's content, mounted only while it is open (opening reads afresh). */
  children(close: () => void): ReactNode;
};

/** A header button with a count badge that opens an end drawer (the upload and import centres). */
export function CentreDrawer(props: CentreDrawerProps): ReactElement {
  const {
    label,
    buttonLabel,
    busyText,
    icon,
    count,
    badgeColor,
    badgeClassName,
    className,
    labelClassName,
    drawerLabel,
    children,
  } = props;
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  useDrawerMakesRoom(open);
  return (
    <>
      <Tooltip content={count > 0 ? busyText : drawerLabel} relationship="description" withArrow>
        <Button
          appearance="transparent"
          size="small"
          className={mergeClasses(styles.button, className)}
          aria-label={buttonLabel}
          icon={
            <span className={styles.iconWrap}>
              {icon}
              {count > 0 ? (
                <CounterBadge
                  className={badgeClassName}
                  count={count}
                  size="small"
                  color={badgeColor}
                  aria-hidden
                />
              ) : null}
            </span>
          }
          onClick={() => setOpen(true)}
        >
          <span className={labelClassName}>{label}</span>
        </Button>
      </Tooltip>
      <OverlayDrawer
        position="end"
        size="medium"
        open={open}
        onOpenChange={(_, d) => setOpen(d.open)}
        aria-label={drawerLabel}
      >
        {open ? children(() => setOpen(false)) : null}
      </OverlayDrawer>
    </>
  );
}

/** A drawer's title with its close button. */
export function CentreTitle({ title, onClose }: { title: string; onClose(): void }): ReactElement {
  return (
    <DrawerHeaderTitle
      action={
        <Button
          appearance="subtle"
          aria-label={M.close}
          icon={<Dismiss20Regular />}
          onClick={onClose}
        />
      }
    >
      {title}
    </DrawerHeaderTitle>
  );
}
