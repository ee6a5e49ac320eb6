import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { DialogShell } from './DialogShell';
import { M } from '../../shared/messages';

// A dialog that shows what was read and has nothing to submit: its one action is 关闭, and its body
// keeps one floor height (240 px) so the loading spinner, the empty text and the rows open at the same size
// (`floor={false}` for a dialog that shows one fixed message).

const useStyles = makeStyles({
  content: { gap: tokens.spacingVerticalS },
  floor: { minHeight: '240px' },
});

export type ReadDialogProps = {
  title: ReactNode;
  onClose(): void;
  /** Default true (mounted only while open). */
  open?: boolean;
  /** The surface's width in px (DialogShell's rule: never wider than the window less a margin). */
  width: number;
  children?: ReactNode;
  /** Default true: the 240 px floor of a read that loads. */
  floor?: boolean;
};

export function ReadDialog({
  title,
  onClose,
  open,
  width,
  children,
  floor = true,
}: ReadDialogProps): ReactElement {
  const styles = useStyles();
  return (
    <DialogShell
      open={open}
      title={title}
      onClose={onClose}
      width={width}
      contentClassName={mergeClasses(styles.content, floor && styles.floor)}
      actions={
        <Button appearance="secondary" onClick={onClose}>
          {M.close}
        </Button>
      }
    >
      {children}
    </DialogShell>
  );
}
