import {
  Button,
  Link,
  Tooltip,
  type ButtonProps,
  type LinkProps,
} from '@fluentui/react-components';
import { forwardRef, type ReactElement } from 'react';
import { M } from '../../shared/messages';
import { useNet } from '../platform/network';

// Actions that need the server are disabled offline, but stay focusable and explain why in a
// tooltip (a plainly disabled button can neither be hovered nor reached by keyboard).

/** Wraps an offline-blocked control in the tooltip that says why it is disabled. */
export function OfflineReason({
  blocked,
  children,
}: {
  blocked: boolean;
  children: ReactElement;
}): ReactElement {
  if (!blocked) return children;
  return (
    <Tooltip content={M.offlineAction} relationship="description" withArrow>
      {children}
    </Tooltip>
  );
}

/** True when an action that needs the server must be blocked right now. */
export function useOfflineBlocked(needsNetwork = true): boolean {
  const { online } = useNet();
  return needsNetwork && !online;
}

export type NetButtonProps = ButtonProps & { needsNetwork?: boolean };

export const NetButton = forwardRef<HTMLButtonElement, NetButtonProps>(function NetButton(
  { needsNetwork = true, disabled, ...rest },
  ref,
) {
  const blocked = useOfflineBlocked(needsNetwork);
  return (
    <OfflineReason blocked={blocked && !disabled}>
      <Button ref={ref} {...rest} disabled={disabled} disabledFocusable={blocked && !disabled} />
    </OfflineReason>
  );
});

export type NetLinkProps = LinkProps & { needsNetwork?: boolean };

export function NetLink({ needsNetwork = true, ...rest }: NetLinkProps): ReactElement {
  const blocked = useOfflineBlocked(needsNetwork);
  return (
    <OfflineReason blocked={blocked}>
      <Link {...rest} disabledFocusable={blocked} />
    </OfflineReason>
  );
}
