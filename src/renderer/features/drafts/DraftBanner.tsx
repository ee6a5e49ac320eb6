import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { formatDateTime } from '../../platform/format';
import type { DraftSummary } from '../../../shared/drafts/contract';

const useStyles = makeStyles({
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export type DraftBannerProps = {
  /** A stored draft not yet restored or discarded, and whether the document changed since. */
  offer: { draft: DraftSummary; serverChanged: boolean } | null;
  /** The form holds a draft written offline and not yet submitted. */
  pending: { savedAt: number; online: boolean } | null;
  /** Why a draft could not be read or written (the form on screen is untouched). */
  error: string | null;
  /** False on a read-only page: the draft can only be discarded. */
  canRestore: boolean;
  busy: boolean;
  onRestore(): void;
  onDiscard(): void;
  /** 保存: submits the form (offered once the network is back). */
  onSubmit(): void;
};

/** Above a document's fields: the draft kept on this machine, and what the officer can do with it. */
export function DraftBanner(props: DraftBannerProps): ReactElement | null {
  const { offer, pending, error, canRestore, busy } = props;
  const styles = useStyles();
  if (!offer && !pending && !error) return null;
  return (
    <div className={styles.bars}>
      {offer ? (
        <MessageBar intent={offer.serverChanged ? 'warning' : 'info'} layout="multiline">
          <MessageBarBody>
            {M.draftFound(formatDateTime(offer.draft.savedAt))}
            {offer.draft.offline ? M.draftWrittenOffline : ''}
            {offer.serverChanged ? `；${M.draftServerChanged}` : ''}
            {canRestore ? `。${M.draftHeld}` : ''}
          </MessageBarBody>
          <MessageBarActions>
            {canRestore ? (
              <Button appearance="primary" size="small" disabled={busy} onClick={props.onRestore}>
                {M.draftRestore}
              </Button>
            ) : null}
            <Button size="small" disabled={busy} onClick={props.onDiscard}>
              {M.draftDiscard}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {pending ? (
        <MessageBar intent={pending.online ? 'warning' : 'info'} layout="multiline">
          <MessageBarBody>
            {M.draftPending(formatDateTime(pending.savedAt))}
            {pending.online ? `；${M.draftPendingOnline}` : `；${M.draftSavedOffline}`}
          </MessageBarBody>
          {pending.online ? (
            <MessageBarActions>
              <Button appearance="primary" size="small" disabled={busy} onClick={props.onSubmit}>
                {M.docPageSave}
              </Button>
            </MessageBarActions>
          ) : null}
        </MessageBar>
      ) : null}
      {error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
