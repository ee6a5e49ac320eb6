import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';

export type PrefillNoteProps = {
  /** The labels of the pre-filled fields, in form order (usePrefill's `labels`). */
  labels: readonly string[];
  /** The sentence for them; by default, filled from the task and the account. */
  text?: (labels: readonly string[]) => string;
};

/**
 * The quiet line above a pre-filled form: which fields came from the task and the account, and
 * that they may be changed. Nothing when nothing was filled.
 */
export function PrefillNote({
  labels,
  text = M.prefillNote,
}: PrefillNoteProps): ReactElement | null {
  if (labels.length === 0) return null;
  return (
    <MessageBar intent="info" layout="multiline" role="note">
      <MessageBarBody>{text(labels)}</MessageBarBody>
    </MessageBar>
  );
}
