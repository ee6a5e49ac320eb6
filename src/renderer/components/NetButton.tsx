import {
  Button,
  Link,
  Tooltip,
  type ButtonProps,
  type LinkProps,
} from '@fluentui/react-components';
import { cloneElement, forwardRef, type ReactElement } from 'react';
import { M } from '../../shared/messages';
import { useNet } from '../platform/network';

// Actions that need the server are disabled offline, but stay focusable and explain why, the same
// way everywhere (issue 14): a tooltip on hover or focus, and `aria-description` on the control
// for a screen reader (a plainly disabled button can neither be hovered nor reached by keyboard).

/** Wraps an offline-blocked control in the tooltip that says why it is disabled. */
export function OfflineReason({
  blocked,
  reason = M.offlineAction,
  children,
}: {
  blocked: boolean;
  /** What the officer reads; the common 离线 text unless the action knows better. */
  reason?: string;
  children: ReactElement<{ 'aria-description'?: string }>;
}): ReactElement {
  if (!blocked) return children;
  return (
    <Tooltip content={reason} relationship="description" withArrow>
      {cloneElement(children, { 'aria-description': reason })}
    </Tooltip>
  );
}

/** True when an action that needs the server must be blocked right now. */
export function useOfflineBlocked(needsNetwork = true): boolean {
  const { online } = useNet();
  return needsNetwork && !online;
}

export type NetButtonProps = ButtonProps & {
  needsNetwork?: boolean;
  /** Offline, why (default: the common 离线 text). */
  offlineReason?: string;
};

export const NetButton = forwardRef<HTMLButtonElement, NetButtonProps>(function NetButton(
  { needsNetwork = true, offlineReason, disabled, ...rest },
  ref,
) {
  const blocked = useOfflineBlocked(needsNetwork);
  return (
    <OfflineReason blocked={blocked && !disabled} reason={offlineReason}>
      <Button ref={ref} {...rest} disabled={disabled} disabledFocusable={blocked && !disabled} />
    </OfflineReason>
  );
});

export type NetLinkProps = LinkProps & { needsNetwork?: boolean; offlineReason?: string };

export function NetLink({
  needsNetwork = true,
  offlineReason,
  ...rest
}: NetLinkProps): ReactElement {
  const blocked = useOfflineBlocked(needsNetwork);
  return (
    <OfflineReason blocked={blocked} reason={offlineReason}>
      <Link {...rest} disabledFocusable={blocked} />
    </OfflineReason>
  );
}
