import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Server16Regular } from '@fluentui/react-icons';
import { useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { useSessionState } from '../../platform/session';
import { useLeaveGuard } from '../../platform/unsaved';
import { useSettings, useUpdateSettings } from './useSettings';
import { settingsUpdate, type SettingsUpdate } from '../../../shared/settings/contract';
import { isInsecureServerUrl } from '../../../shared/settings/rules';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '560px',
  },
  current: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    wordBreak: 'break-all',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type FieldErrors = Partial<Record<keyof SettingsUpdate, string>>;

export function SettingsForm({
  onSaved,
  onCancel,
}: {
  onSaved?: () => void;
  /** In a dialog: 取消 closes it and nothing is saved. */
  onCancel?: () => void;
}): ReactElement {
  const styles = useStyles();
  const notify = useNotify();
  const { data: settings } = useSettings();
  const update = useUpdateSettings();
  const { session, logout } = useSessionState();
  const { confirmLeave } = useLeaveGuard();
  const [serverUrl, setServerUrl] = useState(settings.serverUrl);
  const [previewHost, setPreviewHost] = useState(settings.previewHost);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    // The same shared rule main applies, run here first so the officer sees it at the field.
    const parsed = settingsUpdate.safeParse({
      serverUrl: settings.serverUrlLocked ? settings.serverUrl : serverUrl,
      previewHost,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'serverUrl' || key === 'previewHost') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    // Main refuses it too; said here at the field, before anything is sent.
    if (
      !settings.allowInsecureHttp &&
      parsed.data.serverUrl !== settings.serverUrl &&
      isInsecureServerUrl(parsed.data.serverUrl)
    ) {
      setErrors({ serverUrl: M.settingsInsecureHttp });
      return;
    }
    setErrors({});
    const serverBefore = settings.serverUrl;
    // Another server signs the officer out (main does, as soon as it is saved): unsaved work in
    // any tab is asked about before anything is sent, and keeping it saves nothing.
    const signsOut = session !== null && parsed.data.serverUrl !== serverBefore;
    if (!signsOut) return save(parsed.data, serverBefore);
    void confirmLeave('all').then((go) => {
      if (go) save(parsed.data, serverBefore);
    });
  };

  const save = (data: SettingsUpdate, serverBefore: string): void =>
    update.mutate(data, {
      onSuccess: (view) => {
        notify(M.settingsSaved, 'success');
        // Main signs out when the server changes (another server, another account): follow it.
        if (session && view.serverUrl !== serverBefore) {
          notify(M.settingsSignedOut, 'warning');
          void logout({ unsavedConfirmed: true });
        }
        onSaved?.();
      },
      // A refused save is shown once, in the form (the MessageBar below), not also as a toast.
    });

  const serverHint = settings.serverUrlLocked ? M.settingsServerLocked : M.settingsServerUrlHint;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.current} aria-label={M.settingsEffectiveServer} role="group">
        <Server16Regular aria-hidden />
        <Text>
          {M.settingsEffectiveServer}：{settings.effectiveServerUrl}（
          {settings.embedded ? M.settingsEmbeddedInUse : M.settingsProductionInUse}）
        </Text>
      </div>
      <Field
        label={M.settingsServerUrl}
        hint={errors.serverUrl ? undefined : serverHint}
        validationState={errors.serverUrl ? 'error' : 'none'}
        validationMessage={errors.serverUrl}
      >
        <Input
          value={settings.serverUrlLocked ? settings.serverUrl : serverUrl}
          disabled={settings.serverUrlLocked}
          placeholder="https://"
          onChange={(_, d) => {
            setServerUrl(d.value);
            setErrors((v) => ({ ...v, serverUrl: undefined }));
          }}
        />
      </Field>
      <Field
        label={M.settingsPreviewHost}
        validationState={errors.previewHost ? 'error' : 'none'}
        validationMessage={errors.previewHost}
      >
        <Input
          value={previewHost}
          placeholder="https://"
          onChange={(_, d) => {
            setPreviewHost(d.value);
            setErrors((v) => ({ ...v, previewHost: undefined }));
          }}
        />
      </Field>
      {update.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(update.error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={update.isPending}
          icon={update.isPending ? <Spinner size="tiny" /> : undefined}
        >
          {update.isPending ? M.settingsSaving : M.settingsSave}
        </Button>
        {onCancel ? (
          <Button type="button" onClick={onCancel} disabled={update.isPending}>
            {M.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
