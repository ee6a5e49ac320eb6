import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  Building16Regular,
  LockClosed16Regular,
  Person16Regular,
  ShieldKeyhole16Regular,
} from '@fluentui/react-icons';
import { useCallback, useState, type ReactElement, type Ref } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { validateLogin, type LoginErrors, type LoginFields as Fields } from './useLogin';
import type { CaptchaState } from './useCaptcha';

const useStyles = makeStyles({
  captchaRow: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  captchaField: { flexGrow: 1 },
  // The image sits level with the input (below the field's label), 130×48 like blade-auth's.
  captchaImage: {
    marginTop: '26px',
    width: '110px',
    height: '32px',
    padding: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    cursor: 'pointer',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase100,
    overflow: 'hidden',
  },
  image: { width: '100%', height: '100%', objectFit: 'contain' },
});

export type LoginFieldsProps = {
  fields: Fields;
  errors: LoginErrors;
  onChange(key: keyof Fields, value: string): void;
  /** The relogin prompt: the tenant is the session's and the account fixed; only the password is asked. */
  relogin?: boolean;
  /** The last sign-in's refusal (wrong password, server unreachable). */
  failure?: unknown;
  passwordRef?: Ref<HTMLInputElement>;
  /** The login page's fields, so focus can go back to the one a refusal names (refusal.ts). */
  refs?: Partial<Record<keyof Fields, Ref<HTMLInputElement>>>;
  /** The account name was remembered: the cursor starts in the password field. */
  prefilled?: boolean;
  /** Grant type captcha: the image to read, and the 验证码 field under the password. */
  captcha?: CaptchaState;
};

const state = (errors: LoginErrors, key: keyof Fields): 'error' | 'none' =>
  errors[key] ? 'error' : 'none';

/** The sign-in fields of the login page and of the relogin prompt, with their messages. */
export function LoginFields({
  fields,
  errors,
  onChange,
  relogin = false,
  failure,
  passwordRef,
  refs,
  prefilled = false,
  captcha,
}: LoginFieldsProps): ReactElement {
  const styles = useStyles();
  const icon = (el: ReactElement): ReactElement | undefined => (relogin ? undefined : el);
  return (
    <>
      {relogin ? null : (
        <Field
          label={M.loginTenant}
          required
          validationState={state(errors, 'tenantId')}
          validationMessage={errors.tenantId}
        >
          <Input
            ref={refs?.tenantId}
            value={fields.tenantId}
            onChange={(_, d) => onChange('tenantId', d.value)}
            contentBefore={<Building16Regular aria-hidden />}
            autoComplete="off"
          />
        </Field>
      )}
      <Field
        label={M.loginAccount}
        required={!relogin}
        validationState={state(errors, 'username')}
        validationMessage={errors.username}
      >
        {relogin ? (
          // Shown, not edited: out of the tab order, so focus and Tab go to the password.
          <Input value={fields.username} readOnly tabIndex={-1} />
        ) : (
          <Input
            ref={refs?.username}
            value={fields.username}
            onChange={(_, d) => onChange('username', d.value)}
            contentBefore={<Person16Regular aria-hidden />}
            autoComplete="username"
            autoFocus={!prefilled}
          />
        )}
      </Field>
      <Field
        label={M.loginPassword}
        required
        validationState={state(errors, 'password')}
        validationMessage={errors.password}
      >
        <Input
          ref={passwordRef ?? refs?.password}
          type="password"
          value={fields.password}
          onChange={(_, d) => onChange('password', d.value)}
          contentBefore={icon(<LockClosed16Regular aria-hidden />)}
          autoComplete="current-password"
          autoFocus={relogin || prefilled}
        />
      </Field>
      {captcha ? (
        <div className={styles.captchaRow}>
          <Field
            label={M.loginCaptcha}
            required
            className={styles.captchaField}
            validationState={state(errors, 'captcha')}
            validationMessage={errors.captcha}
          >
            <Input
              ref={refs?.captcha}
              value={fields.captcha ?? ''}
              onChange={(_, d) => onChange('captcha', d.value)}
              contentBefore={icon(<ShieldKeyhole16Regular aria-hidden />)}
              autoComplete="off"
              maxLength={16}
            />
          </Field>
          <button
            type="button"
            className={styles.captchaImage}
            onClick={captcha.refresh}
            disabled={captcha.pending}
            aria-label={M.loginCaptchaImage}
            title={M.loginCaptchaImage}
          >
            {captcha.captcha ? (
              <img className={styles.image} src={captcha.captcha.image} alt={M.loginCaptcha} />
            ) : captcha.pending ? (
              <Spinner size="tiny" aria-label={M.loginCaptchaLoading} />
            ) : (
              M.loginCaptchaFailed
            )}
          </button>
        </div>
      ) : null}
      {(failure ?? captcha?.error) ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{errorMessage(failure ?? captcha?.error)}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}

/** The sign-in button's spinner while the sign-in runs. */
export const signInIcon = (pending: boolean): ReactElement | undefined =>
  pending ? (
    <Spinner size="tiny" appearance="inverted" aria-label={M.loginSubmitting} />
  ) : undefined;

export type LoginFieldsState = {
  fields: Fields;
  errors: LoginErrors;
  change(key: keyof Fields, value: string): void;
  /** Checks the named fields (all by default): true when they may be sent. */
  check(keys?: readonly (keyof Fields)[]): boolean;
  reset(fields: Fields): void;
};

/** The fields' values and messages: typing in a field clears its message. */
export function useLoginFields(initial: Fields): LoginFieldsState {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<LoginErrors>({});
  const change = useCallback((key: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  }, []);
  const check = (
    keys: readonly (keyof Fields)[] = ['tenantId', 'username', 'password'],
  ): boolean => {
    const all = validateLogin(fields);
    const found: LoginErrors = Object.fromEntries(
      keys.filter((k) => all[k]).map((k) => [k, all[k]]),
    );
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const reset = useCallback((next: Fields) => {
    setFields(next);
    setErrors({});
  }, []);
  return { fields, errors, change, check, reset };
}
