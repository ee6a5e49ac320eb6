import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';

export type PrefillNoteProps = {
  /** The labels of the pre-filled fields, in form order (usePrefill's `labels`). */
  labels: readonly string[];
};

/**
 * The quiet line above a pre-filled form: which fields came from the task and the account, and
 * that they may be changed. Nothing when nothing was filled.
 */
export function PrefillNote({ labels }: PrefillNoteProps): ReactElement | null {
  if (labels.length === 0) return null;
  return (
    <MessageBar intent="info" layout="multiline" role="note">
      <MessageBarBody>{M.prefillNote(labels)}</MessageBarBody>
    </MessageBar>
  );
}
