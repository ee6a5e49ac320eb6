import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useSessionState } from '../../platform/session';
import { LoginFields, signInIcon, useLoginFields } from './LoginFields';
import { useLogin } from './useLogin';
import { useCaptcha } from './useCaptcha';
import { DEFAULT_TENANT_ID } from '../../../shared/session/constants';

const CAPTCHA_KEYS = ['tenantId', 'username', 'password', 'captcha'] as const;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS, width: '100%' },
});

export function LoginForm({
  defaultTenantId = DEFAULT_TENANT_ID,
  withCaptcha = false,
}: {
  defaultTenantId?: string;
  /** Grant type captcha (machine config): the 验证码 field and its image. */
  withCaptcha?: boolean;
}): ReactElement {
  const styles = useStyles();
  const { signedIn } = useSessionState();
  const login = useLogin();
  const captcha = useCaptcha(withCaptcha);
  const form = useLoginFields({
    tenantId: defaultTenantId || DEFAULT_TENANT_ID,
    username: '',
    password: '',
    captcha: '',
  });

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (login.isPending) return;
    if (!form.check(withCaptcha ? CAPTCHA_KEYS : undefined)) return;
    const { tenantId, username, password } = form.fields;
    login.reset();
    login.mutate(
      {
        tenantId: tenantId.trim(),
        username: username.trim(),
        password,
        ...(withCaptcha
          ? { captchaKey: captcha.captcha?.key, captchaCode: form.fields.captcha?.trim() }
          : {}),
      },
      {
        onSuccess: signedIn,
        // A captcha is good for one try: a refused sign-in needs a new image and a new code.
        onError: () => {
          if (!withCaptcha) return;
          form.change('captcha', '');
          captcha.refresh();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={M.loginTitle}>
      <LoginFields
        fields={form.fields}
        errors={form.errors}
        onChange={form.change}
        failure={login.isError ? login.error : undefined}
        captcha={withCaptcha ? captcha : undefined}
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
