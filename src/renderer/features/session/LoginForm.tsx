import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorKind, errorMessage } from '../../platform/errors';
import { useSessionState } from '../../platform/session';
import { LoginFields, signInIcon, useLoginFields } from './LoginFields';
import { useLogin } from './useLogin';
import { useCaptcha } from './useCaptcha';
import { fieldToFix, type LoginFieldKey } from './refusal';
import { recallAccount, rememberAccount } from './remembered';
import { DEFAULT_TENANT_ID } from '../../../shared/session/constants';

const CAPTCHA_KEYS = ['tenantId', 'username', 'password', 'captcha'] as const;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  submit: { marginTop: tokens.spacingVerticalS, width: '100%' },
});

export function LoginForm({
  defaultTenantId = DEFAULT_TENANT_ID,
  withCaptcha = false,
  serverUrl = '',
}: {
  defaultTenantId?: string;
  /** Grant type captcha (machine config): the 验证码 field and its image. */
  withCaptcha?: boolean;
  /** The configured server ('' = embedded): the remembered account is this server's. */
  serverUrl?: string;
}): ReactElement {
  const styles = useStyles();
  const { signedIn } = useSessionState();
  const login = useLogin();
  const captcha = useCaptcha(withCaptcha);
  const [remembered] = useState(() => recallAccount(serverUrl));
  const form = useLoginFields({
    tenantId: remembered?.tenantId || defaultTenantId || DEFAULT_TENANT_ID,
    username: remembered?.account ?? '',
    password: '',
    captcha: '',
  });
  const refs = {
    tenantId: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    captcha: useRef<HTMLInputElement>(null),
  } satisfies Record<LoginFieldKey, unknown>;
  const submitRef = useRef<HTMLButtonElement>(null);

  /** Back to the field the refusal names, its text selected; else to 登录 (Enter tries again). */
  const focusAfterRefusal = (err: unknown): void => {
    const key = fieldToFix(errorMessage(err), errorKind(err));
    const input = key ? refs[key].current : null;
    if (!input) return submitRef.current?.focus();
    input.focus();
    input.select();
  };

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
        onSuccess: (session) => {
          rememberAccount(serverUrl, { tenantId: tenantId.trim(), account: username.trim() });
          signedIn(session);
        },
        onError: (err) => {
          // A captcha is good for one try: a refused sign-in needs a new image and a new code.
          if (withCaptcha) {
            form.change('captcha', '');
            captcha.refresh();
          }
          focusAfterRefusal(err);
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
        refs={refs}
        prefilled={Boolean(remembered)}
      />
      <Button
        ref={submitRef}
        type="submit"
        appearance="primary"
        size="large"
        className={styles.submit}
        // Focusable while it runs: a refusal with no field to fix puts the cursor back here.
        disabledFocusable={login.isPending}
        aria-busy={login.isPending}
        icon={signInIcon(login.isPending)}
      >
        {M.loginSubmit}
      </Button>
    </form>
  );
}
