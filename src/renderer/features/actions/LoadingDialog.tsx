import { Button, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { QueryBody } from '../../components/QueryBody';
import type { ButtonContext } from '../../platform/buttons';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';

const useStyles = makeStyles({ surface: { width: '560px', maxWidth: 'calc(100vw - 48px)' } });

/**
 * A task's record an action's form opens with (the running suspension, an execution registration,
 * the unit's request): under the task's query keys, so the task's refresh reads it again.
 */
export function useTaskRecord<T>(
  ctx: ButtonContext,
  name: string,
  read: () => Promise<Cached<T>>,
): ReturnType<typeof useQuery<Cached<T>>> {
  return useQuery({
    queryKey: qk.taskPart('actions', name, ctx.runId, ctx.RWID),
    queryFn: read,
    // What the form opens with must be the server's current record, not a minute-old copy.
    staleTime: 0,
  });
}

export type LoadingDialogProps<T> = {
  title: string;
  query: ReturnType<typeof useQuery<Cached<T>>>;
  onClose(): void;
  /** The form, once the record is read. */
  children(data: T): ReactElement;
};

/** The action's dialog while its record is read: the spinner, or the failure with a retry. */
export function LoadingDialog<T>({
  title,
  query,
  onClose,
  children,
}: LoadingDialogProps<T>): ReactElement {
  const styles = useStyles();
  // Once read, the form stays: a later background read failing must not take the officer's input.
  if (query.data !== undefined) return children(query.data.data);
  return (
    <DialogShell
      title={title}
      onClose={onClose}
      surfaceClassName={styles.surface}
      actions={<Button onClick={onClose}>{M.cancel}</Button>}
    >
      <QueryBody query={query} banner={false}>
        {() => null}
      </QueryBody>
    </DialogShell>
  );
}
