import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { useSessionState } from '../../platform/session';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * What main owes the officer after sign-in (a damaged local database was rebuilt: what was kept,
 * what was found again, what was lost). Main hands each notice out once; it stays until read.
 */
export function LocalNoticeDialog(): ReactElement | null {
  const styles = useStyles();
  const { session } = useSessionState();
  const [read, setRead] = useState<readonly string[] | null>(null);
  const notices = session?.notices;
  if (!notices?.length || read === notices) return null;
  return (
    <DialogShell
      title={M.localNoticeTitle}
      onClose={() => setRead(notices)}
      contentClassName={styles.content}
      actions={
        <Button appearance="primary" onClick={() => setRead(notices)}>
          {M.localNoticeRead}
        </Button>
      }
    >
      {notices.map((text) => (
        <MessageBar key={text} intent="warning">
          <MessageBarBody>{text}</MessageBarBody>
        </MessageBar>
      ))}
    </DialogShell>
  );
}
