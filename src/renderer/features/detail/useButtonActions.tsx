import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { rowButtonType, taskButtonType } from '../../../shared/buttons';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCall } from '../../platform/ApiProvider';
import { useButtonRegistry, type ButtonContext } from '../../platform/buttons';
import { useNotify } from '../../platform/notify';
import { qk } from '../../platform/queryKeys';
import { useRouter } from '../../platform/router';
import { useOpenDocument } from '../../platform/useOpenDocument';
import { useRunAction } from '../../platform/useRunAction';
import type { DetailConfig, RowButton, TaskButton, TreeRow } from '../../../shared/detail/schemas';
import type { UserInfo } from '../../../shared/session/schemas';

export type ButtonActionsInput = {
  runId: string;
  RWID: string;
  config: DetailConfig | undefined;
  tree: readonly TreeRow[];
  user: UserInfo;
  parentName?: string;
  SFCXLSSJ?: string;
  togglePacking(): void;
};

export type ButtonActions = {
  onTaskButton(b: TaskButton): void;
  onRowButton(b: RowButton, row: TreeRow): void;
  /** The open dialog and the confirmation, to be mounted by the screen. */
  dialogs: ReactElement;
};

type Pending = { message: string; action(): Promise<unknown> };

/**
 * Dispatches the detail screen's server-driven buttons through the registry: a button no area
 * handles says so in the spec's words ('操作按钮暂未维护!', for a row's 相关操作 (XGCZ) button
 * '相关操作按钮暂未维护!'), never silently nothing.
 */
export function useButtonActions(input: ButtonActionsInput): ButtonActions {
  const { runId, RWID, config, tree, user, parentName, SFCXLSSJ, togglePacking } = input;
  const registry = useButtonRegistry();
  const call = useCall();
  const run = useRunAction();
  const notify = useNotify();
  const { navigate } = useRouter();
  const openDocument = useOpenDocument();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<ReactElement | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const ctx = useMemo<ButtonContext | null>(
    () =>
      config
        ? {
            runId,
            RWID,
            config,
            tree,
            user,
            parentName,
            SFCXLSSJ,
            call,
            run,
            notify,
            navigate: (path) => navigate(path),
            openDocument,
            show: setDialog,
            close: () => setDialog(null),
            confirm: (message, action) => setPending({ message, action }),
            // The task, its tree and log, and the task lists (a task's state shows there too).
            refresh: async () => {
              await Promise.all([
                queryClient.invalidateQueries({ queryKey: qk.taskAll }),
                queryClient.invalidateQueries({ queryKey: ['tasks'] }),
              ]);
            },
            togglePacking,
          }
        : null,
    [
      RWID,
      SFCXLSSJ,
      call,
      config,
      navigate,
      notify,
      openDocument,
      parentName,
      queryClient,
      run,
      runId,
      togglePacking,
      tree,
      user,
    ],
  );

  const onTaskButton = useCallback(
    (b: TaskButton): void => {
      const type = taskButtonType(b);
      if (!type || !registry || !ctx) return notify(M.buttonNotMaintained, 'warning');
      registry.task[type].run(ctx);
    },
    [ctx, notify, registry],
  );

  const onRowButton = useCallback(
    (b: RowButton, row: TreeRow): void => {
      const type = rowButtonType(b);
      if (!type || !registry || !ctx) {
        return notify(
          row.XGCZ_BUTTONS.includes(b) ? M.relatedButtonNotMaintained : M.buttonNotMaintained,
          'warning',
        );
      }
      registry.row[type].run(ctx, row);
    },
    [ctx, notify, registry],
  );

  const dialogs = (
    <>
      {/* Mounted only while open: several closed Fluent dialogs confuse its modal focus tracking. */}
      {dialog}
      <ConfirmDialog
        message={pending?.message ?? null}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          // The dialog stays open (buttons busy) until the write is answered.
          await pending?.action();
          setPending(null);
        }}
      />
    </>
  );
  return { onTaskButton, onRowButton, dialogs };
}
