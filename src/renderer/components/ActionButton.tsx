import { Button, Spinner, type ButtonProps } from '@fluentui/react-components';
import { forwardRef, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { BUTTON_LOADING_RESET_MS } from '../../shared/common/constants';
import { OfflineReason } from './NetButton';

export type ButtonAction = () => void | Promise<unknown>;

export type ActionButtonProps = Pick<ButtonProps, 'size' | 'appearance' | 'shape'> & {
  onAction: ButtonAction;
  children?: ReactNode;
  icon?: ReactElement;
  className?: string;
  disabled?: boolean;
  /** Disabled but still focusable (so a tooltip can say why). */
  disabledFocusable?: boolean;
  /**
   * Why the action cannot run right now (offline, nothing cached), or null: the button is then
   * disabled but focusable and says why, as NetButton does (issue 14).
   */
  unavailableReason?: string | null;
  'aria-label'?: string;
};

const isPromise = (v: unknown): v is Promise<unknown> =>
  typeof (v as Promise<unknown> | undefined)?.then === 'function';

/**
 * A button that shows a spinner while its action runs. Spec 02 §9: the busy state ends after 3 s
 * at the latest, so a hung request never leaves a button stuck; the action reports its own outcome.
 */
export const ActionButton = forwardRef<HTMLButtonElement, ActionButtonProps>(function ActionButton(
  { onAction, icon, unavailableReason = null, ...rest },
  ref,
): ReactElement {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const done = (): void => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setBusy(false);
  };

  const unavailable = unavailableReason !== null && !rest.disabled;
  const click = (): void => {
    if (busy || rest.disabled || rest.disabledFocusable || unavailable) return;
    const result = onAction();
    if (!isPromise(result)) return;
    setBusy(true);
    timer.current = setTimeout(done, BUTTON_LOADING_RESET_MS);
    result.then(done, done);
  };

  return (
    <OfflineReason blocked={unavailable} reason={unavailableReason ?? undefined}>
      <Button
        ref={ref}
        {...rest}
        disabledFocusable={rest.disabledFocusable || unavailable}
        aria-busy={busy || undefined}
        icon={busy ? <Spinner size="extra-tiny" /> : icon}
        onClick={click}
      />
    </OfflineReason>
  );
});
