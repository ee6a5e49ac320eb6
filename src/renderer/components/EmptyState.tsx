import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
  },
});

export function EmptyState({
  text,
  children,
}: {
  text: string;
  children?: ReactNode;
}): ReactElement {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <Text>{text}</Text>
      {children}
    </div>
  );
}
