import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXL} 0` },
});

export function LoadingState({ label = M.loading }: { label?: string }): ReactElement {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner size="small" label={label} />
    </div>
  );
}
