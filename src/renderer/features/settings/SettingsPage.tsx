import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useBootstrap } from '../../platform/bootstrap';
import { RecorderSettings } from './RecorderSettings';
import { SettingsForm } from './SettingsForm';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  card: { maxWidth: '640px', padding: tokens.spacingHorizontalXL },
  version: { color: tokens.colorNeutralForeground3 },
});

export function SettingsPage(): ReactElement {
  const styles = useStyles();
  const boot = useBootstrap();
  return (
    <div className={styles.page}>
      <Text as="h1" size={500} weight="semibold">
        {M.settingsTitle}
      </Text>
      <Card className={styles.card}>
        <SettingsForm />
      </Card>
      <Card className={styles.card}>
        <RecorderSettings />
      </Card>
      <Text size={200} className={styles.version}>
        {M.settingsVersion(boot.version)}
      </Text>
    </div>
  );
}
