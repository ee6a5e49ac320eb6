import { Button, Text } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useApi } from '../../platform/ApiProvider';
import { isUserData } from '../../platform/queryKeys';
import { useSessionState } from '../../platform/session';
import { DialogShell } from '../../components/DialogShell';
import { LoginFields, signInIcon, useLoginFields } from './LoginFields';
import { useLogin } from './useLogin';
import { CAPTCHA_KEY, useCaptcha } from './useCaptcha';
import { useSettings } from '../settings';
import { errorKind, errorMessage } from '../../platform/errors';
import { fieldToFix } from './refusal';

/**
 * Main reports an expired token with `session:expired`. The officer signs in again in place, so the
 * open tabs and whatever they were doing survive; the failed reads then run again.
 */
export function ReloginDialog(): ReactElement {
  const api = useApi();
  const queryClient = useQueryClient();
  const { session, signedIn, logout } = useSessionState();
  const login = useLogin();
  const [open, setOpen] = useState(false);
  const { data: settings } = useSettings();
  const withCaptcha = settings.grantType === 'captcha';
  // Fetched only while the dialog is open: an image fetched earlier may have expired.
  const captcha = useCaptcha(withCaptcha && open);
  const tenantId = session?.tenantId ?? '';
  const form = useLoginFields({ tenantId, username: '', password: '', captcha: '' });
  const { reset } = form;
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);

  const fallbackAccount = session?.account ?? '';
  useEffect(
    () =>
      api.on('session:expired', (p) => {
        reset({ tenantId, username: p.account || fallbackAccount, password: '', captcha: '' });
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
    if (!form.check(withCaptcha ? ['password', 'captcha'] : ['password'])) return;
    login.mutate(
      {
        tenantId,
        username: form.fields.username,
        password: form.fields.password,
        ...(withCaptcha
          ? { captchaKey: captcha.captcha?.key, captchaCode: form.fields.captcha?.trim() }
          : {}),
      },
      {
        onSuccess: (next) => {
          signedIn(next);
          setOpen(false);
          form.reset({ tenantId, username: '', password: '', captcha: '' });
          login.reset();
          // The officer's data again; not the captcha, whose image is fetched when the prompt opens.
          void queryClient.invalidateQueries({
            predicate: (q) => isUserData(q) && q.queryKey[0] !== CAPTCHA_KEY[0],
          });
        },
        // A captcha is good for one try: a refused sign-in needs a new image and a new code.
        onError: (err) => {
          if (withCaptcha) {
            form.change('captcha', '');
            captcha.refresh();
          }
          // Back to what the officer can fix here: the captcha, else the password (selected).
          const key = fieldToFix(errorMessage(err), errorKind(err));
          const input = key === 'captcha' ? captchaRef.current : passwordRef.current;
          input?.focus();
          input?.select();
        },
      },
    );
  };

  return (
    <DialogShell
      open={open}
      modalType="alert"
      title={M.loginExpired}
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
        refs={{ captcha: captchaRef }}
        fields={form.fields}
        errors={form.errors}
        onChange={form.change}
        failure={login.isError ? login.error : undefined}
        captcha={withCaptcha ? captcha : undefined}
      />
    </DialogShell>
  );
}
