import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { useNotify } from '../../platform/notify';
import { useRunAction } from '../../platform/useRunAction';
import { NetButton } from '../../components/NetButton';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalS } });

export type PackBarProps = {
  runId: string;
  RWID: string;
  RWMC: string;
  selected: ReadonlySet<string>;
  onExit(): void;
};

/** Packaging mode's bar: how many files are chosen, download them as one zip, leave the mode. */
export function PackBar({ runId, RWID, RWMC, selected, onExit }: PackBarProps): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const notify = useNotify();
  const run = useRunAction();

  const download = async (): Promise<void> => {
    if (selected.size === 0) return notify(M.packageSelectFiles, 'warning');
    await run(
      () =>
        call('documents:package', { runId, RWID, md5s: [...selected], fileName: `${RWMC}.zip` }),
      (r) => M.savedTo(r.savedTo),
    );
  };

  return (
    <MessageBar intent="info" aria-label={M.packBar}>
      <MessageBarBody role="status">{M.packSelectedCount(selected.size)}</MessageBarBody>
      <MessageBarActions>
        <div className={styles.actions}>
          <NetButton
            size="small"
            appearance="primary"
            icon={<ArrowDownload16Regular />}
            onClick={() => void download()}
          >
            {M.packDownloadSelected}
          </NetButton>
          <Button size="small" onClick={onExit}>
            {M.packExit}
          </Button>
        </div>
      </MessageBarActions>
    </MessageBar>
  );
}
