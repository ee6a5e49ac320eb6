import { Card, Link, Text } from '@fluentui/react-components';
import { Fire24Filled } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { DialogShell } from '../../components/DialogShell';
import { SettingsForm, useSettings } from '../settings';
import { LoginForm } from './LoginForm';
import { useLoginStyles } from './login.styles';

export function LoginPage(): ReactElement {
  const styles = useLoginStyles();
  const { data: settings } = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const server = settings.embedded ? M.serverEmbedded : settings.effectiveServerUrl;

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.head}>
          <div className={styles.emblem} aria-hidden>
            <Fire24Filled />
          </div>
          <Text as="h1" size={600} weight="semibold" className={styles.title}>
            {M.appName}
          </Text>
          <Text size={300} className={styles.subtitle}>
            {M.loginSubtitle}
          </Text>
        </div>
        <LoginForm
          defaultTenantId={settings.tenantId}
          withCaptcha={settings.grantType === 'captcha'}
          serverUrl={settings.serverUrl}
          // Another server, another remembered account: the form starts afresh.
          key={settings.serverUrl}
        />
        <div className={styles.server}>
          <Text size={200}>{M.loginServerInUse(server)}</Text>
          {/* Officers must be able to point at the production server before they can sign in. */}
          <Link as="button" onClick={() => setSettingsOpen(true)}>
            {M.loginServerSettings}
          </Link>
        </div>
      </Card>
      <Text size={200} className={styles.notice}>
        {M.loginNotice}
      </Text>
      <DialogShell
        open={settingsOpen}
        title={M.loginServerSettings}
        onClose={() => setSettingsOpen(false)}
        titleClose
      >
        <SettingsForm
          onSaved={() => setSettingsOpen(false)}
          onCancel={() => setSettingsOpen(false)}
        />
      </DialogShell>
    </main>
  );
}
