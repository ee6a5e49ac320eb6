import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useSessionState } from '../../platform/session';
import { LoginFields, signInIcon, useLoginFields } from './LoginFields';
import { useLogin } from './useLogin';
import { DEFAULT_TENANT_ID } from '../../../shared/session/constants';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS, width: '100%' },
});

export function LoginForm({
  defaultTenantId = DEFAULT_TENANT_ID,
}: {
  defaultTenantId?: string;
}): ReactElement {
  const styles = useStyles();
  const { signedIn } = useSessionState();
  const login = useLogin();
  const form = useLoginFields({
    tenantId: defaultTenantId || DEFAULT_TENANT_ID,
    username: '',
    password: '',
  });

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (login.isPending) return;
    if (!form.check()) return;
    const { tenantId, username, password } = form.fields;
    login.reset();
    login.mutate(
      { tenantId: tenantId.trim(), username: username.trim(), password },
      { onSuccess: signedIn },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={M.loginTitle}>
      <LoginFields
        fields={form.fields}
        errors={form.errors}
        onChange={form.change}
        failure={login.isError ? login.error : undefined}
      />
      <Button
        type="submit"
        appearance="primary"
        size="large"
        className={styles.submit}
        disabled={login.isPending}
        aria-busy={login.isPending}
        icon={signInIcon(login.isPending)}
      >
        {M.loginSubmit}
      </Button>
    </form>
  );
}
