import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  mergeClasses,
  tokens,
  type DialogModalType,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { useRef, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useDialogDrag } from './useDialogDrag';
import { useKeyboardScroll } from './useKeyboardScroll';
import { useDialogLayer, useStackedDialogRepair } from './useStackedDialogRepair';
import { M } from '../../shared/messages';

export type DialogShellProps = {
  /** Default true: most dialogs are mounted only while open (closed Fluent dialogs confuse its focus tracking). */
  open?: boolean;
  title: ReactNode;
  /**
   * Escape, a click outside (modal only) and the title's close button call it; the dialog decides
   * what closing means (a form with unsaved input asks first). Escape reaches the top dialog only:
   * Fluent's surface takes it and marks it handled, so the dialogs beneath (its React parents, which
   * the key event bubbles through) ignore it. Without onClose only the dialog's own buttons close it:
   * the relogin prompt, deliberately, since Escape there would leave a session nobody can use.
   */
  onClose?(): void;
  /** The buttons (and any text) at the bottom. */
  actions?: ReactNode;
  children?: ReactNode;
  modalType?: DialogModalType;
  /** The surface's width in px, never wider than the window less a margin. */
  width?: number;
  surfaceClassName?: string;
  /** Merged over the default body: a column of blocks with the medium vertical gap. */
  contentClassName?: string;
  /**
   * Opened over another large dialog: its backdrop dims that one, as a first dialog dims the screen
   * (Fluent makes nested backdrops transparent, which leaves two busy dialogs on top of each other).
   */
  nested?: boolean;
  /** An × in the title bar (for dialogs without a close button among their actions). */
  titleClose?: boolean;
  /** Moved by its title bar (the spec's draggable dialogs); each opening starts centred. */
  draggable?: boolean;
  /** The body is a form: Enter submits it. */
  onSubmit?(e: FormEvent<HTMLFormElement>): void;
  noValidate?: boolean;
};

const HIDDEN = { display: 'none' } as const;

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    // Focused itself only when it scrolls with nothing focusable inside (useKeyboardScroll).
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      // Around the text, not on it: the surface's padding has room for it.
      outlineOffset: '4px',
      borderRadius: tokens.borderRadiusMedium,
    },
  },
  grip: { cursor: 'move', userSelect: 'none', touchAction: 'none' },
});

/** A Fluent dialog that closes through `onClose`: title, body and actions, optionally as a form. */
export function DialogShell({
  open = true,
  title,
  onClose,
  actions,
  children,
  modalType,
  width,
  surfaceClassName,
  contentClassName,
  nested = false,
  titleClose = false,
  draggable = false,
  onSubmit,
  noValidate,
}: DialogShellProps): ReactElement {
  const closeButton = titleClose ? (
    <DialogTrigger action="close">
      <Button appearance="subtle" aria-label={M.close} icon={<Dismiss20Regular />} />
    </DialogTrigger>
  ) : undefined;
  const surface = useRef<HTMLDivElement>(null);
  useStackedDialogRepair(surface, open);
  const layer = useDialogLayer(surface, open);
  const styles = useStyles();
  const drag = useDialogDrag(surface);
  const keyboardScroll = useKeyboardScroll<HTMLDivElement>();
  const grip = draggable
    ? {
        className: styles.grip,
        onPointerDown: drag.onPointerDown,
        onPointerMove: drag.onPointerMove,
        onPointerUp: drag.onPointerUp,
        onPointerCancel: drag.onPointerUp,
      }
    : {};
  const moved = draggable && (drag.offset.x !== 0 || drag.offset.y !== 0);
  const body = (
    <DialogBody>
      <DialogTitle action={closeButton} {...grip}>
        {title}
      </DialogTitle>
      <DialogContent {...keyboardScroll} className={mergeClasses(styles.content, contentClassName)}>
        {children}
      </DialogContent>
      {actions ? <DialogActions>{actions}</DialogActions> : null}
    </DialogBody>
  );
  return (
    <Dialog
      open={open}
      modalType={modalType}
      onOpenChange={onClose ? (_, d) => (d.open ? undefined : onClose()) : undefined}
    >
      {/* A new backdrop object on every render: Fluent deletes `appearance` from the slot props it is given. */}
      <DialogSurface
        ref={surface}
        className={surfaceClassName}
        // Beneath two others: hidden, with its backdrop, until they close (at most two on screen).
        style={
          layer.covered
            ? HIDDEN
            : {
                ...(width === undefined
                  ? {}
                  : { width: `${width}px`, maxWidth: 'calc(100vw - 48px)' }),
                ...(moved ? { translate: `${drag.offset.x}px ${drag.offset.y}px` } : {}),
              }
        }
        backdrop={
          layer.covered
            ? { style: HIDDEN }
            : nested || layer.overCovered
              ? { appearance: 'dimmed' }
              : undefined
        }
      >
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate={noValidate}>
            {body}
          </form>
        ) : (
          body
        )}
      </DialogSurface>
    </Dialog>
  );
}
