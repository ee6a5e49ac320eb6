import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useApi } from '../../platform/ApiProvider';
import { isUserData } from '../../platform/queryKeys';
import { useSessionState } from '../../platform/session';
import { DialogShell } from '../../components/DialogShell';
import { LoginFields, signInIcon, useLoginFields } from './LoginFields';
import { useLogin } from './useLogin';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Main reports an expired token with `session:expired`. The officer signs in again in place, so the
 * open tabs and whatever they were doing survive; the failed reads then run again.
 */
export function ReloginDialog(): ReactElement {
  const styles = useStyles();
  const api = useApi();
  const queryClient = useQueryClient();
  const { session, signedIn, logout } = useSessionState();
  const login = useLogin();
  const [open, setOpen] = useState(false);
  const tenantId = session?.tenantId ?? '';
  const form = useLoginFields({ tenantId, username: '', password: '' });
  const { reset } = form;
  const passwordRef = useRef<HTMLInputElement>(null);

  const fallbackAccount = session?.account ?? '';
  useEffect(
    () =>
      api.on('session:expired', (p) => {
        reset({ tenantId, username: p.account || fallbackAccount, password: '' });
        setOpen(true);
      }),
    [api, fallbackAccount, reset, tenantId],
  );

  // The cursor starts in the password field: the only thing the officer has to type. This runs after
  // Fluent's own focus-on-open (which would pick the first focusable element), and focus landing
  // inside the dialog is also what makes its focus trap take over the page (tabster's modalizer).
  useEffect(() => {
    if (open) passwordRef.current?.focus();
  }, [open]);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!open || !form.fields.username || login.isPending) return;
    if (!form.check(['password'])) return;
    login.mutate(
      { tenantId, username: form.fields.username, password: form.fields.password },
      {
        onSuccess: (next) => {
          signedIn(next);
          setOpen(false);
          form.reset({ tenantId, username: '', password: '' });
          login.reset();
          void queryClient.invalidateQueries({ predicate: isUserData });
        },
      },
    );
  };

  return (
    <DialogShell
      open={open}
      modalType="alert"
      title={M.loginExpired}
      contentClassName={styles.content}
      onSubmit={submit}
      noValidate
      actions={
        <>
          <Button appearance="secondary" onClick={() => void logout()} disabled={login.isPending}>
            {M.logout}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabled={login.isPending}
            icon={signInIcon(login.isPending)}
          >
            {M.loginSubmit}
          </Button>
        </>
      }
    >
      <Text>{M.reloginHint(form.fields.username)}</Text>
      <LoginFields
        relogin
        passwordRef={passwordRef}
        fields={form.fields}
        errors={form.errors}
        onChange={form.change}
        failure={login.isError ? login.error : undefined}
      />
    </DialogShell>
  );
}
