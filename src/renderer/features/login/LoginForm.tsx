import { Button, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Building16Regular, LockClosed16Regular, Person16Regular } from '@fluentui/react-icons';
import { useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useSessionState } from '../../platform/session';
import { useLogin, validateLogin, type LoginErrors, type LoginFields } from './useLogin';
import { DEFAULT_TENANT_ID } from '../../../shared/session/constants';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS, width: '100%' },
});

export function LoginForm({ defaultTenantId = DEFAULT_TENANT_ID }: { defaultTenantId?: string }): ReactElement {
  const styles = useStyles();
  const { signedIn } = useSessionState();
  const login = useLogin();
  const [fields, setFields] = useState<LoginFields>({ tenantId: defaultTenantId || DEFAULT_TENANT_ID, username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});

  const set = (key: keyof LoginFields) => (_: unknown, d: { value: string }) => {
    setFields((f) => ({ ...f, [key]: d.value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (login.isPending) return;
    const found = validateLogin(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.reset();
    login.mutate(
      { tenantId: fields.tenantId.trim(), username: fields.username.trim(), password: fields.password },
      { onSuccess: signedIn },
    );
  };

  const state = (key: keyof LoginFields): 'error' | 'none' => (errors[key] ? 'error' : 'none');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={M.loginTitle}>
      <Field label={M.loginTenant} required validationState={state('tenantId')} validationMessage={errors.tenantId}>
        <Input value={fields.tenantId} onChange={set('tenantId')} contentBefore={<Building16Regular aria-hidden />} autoComplete="off" />
      </Field>
      <Field label={M.loginAccount} required validationState={state('username')} validationMessage={errors.username}>
        <Input value={fields.username} onChange={set('username')} contentBefore={<Person16Regular aria-hidden />} autoComplete="username" autoFocus />
      </Field>
      <Field label={M.loginPassword} required validationState={state('password')} validationMessage={errors.password}>
        <Input
          type="password"
          value={fields.password}
          onChange={set('password')}
          contentBefore={<LockClosed16Regular aria-hidden />}
          autoComplete="current-password"
        />
      </Field>
      {login.isError ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{errorMessage(login.error)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button
        type="submit"
        appearance="primary"
        size="large"
        className={styles.submit}
        disabled={login.isPending}
        aria-busy={login.isPending}
        icon={login.isPending ? <Spinner size="tiny" appearance="inverted" aria-label={M.loginSubmitting} /> : undefined}
      >
        {M.loginSubmit}
      </Button>
    </form>
  );
}
