import {
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';

const useStyles = makeStyles({
  center: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
    padding: tokens.spacingHorizontalXXL,
  },
  box: { maxWidth: '640px' },
});

/** Browser mode opened without its token: what to open instead (no retry that could never work). */
export function MissingToken(): ReactElement {
  const styles = useStyles();
  return (
    <main className={styles.center}>
      <MessageBar intent="warning" layout="multiline" className={styles.box}>
        <MessageBarBody>
          <MessageBarTitle>{M.bridgeTokenMissingTitle}</MessageBarTitle>
          {M.bridgeTokenMissing}
        </MessageBarBody>
      </MessageBar>
    </main>
  );
}
