import { Field, Input, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Building16Regular, LockClosed16Regular, Person16Regular } from '@fluentui/react-icons';
import { useCallback, useState, type ReactElement, type Ref } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { validateLogin, type LoginErrors, type LoginFields as Fields } from './useLogin';

export type LoginFieldsProps = {
  fields: Fields;
  errors: LoginErrors;
  onChange(key: keyof Fields, value: string): void;
  /** The relogin prompt: the tenant is the session's and the account fixed; only the password is asked. */
  relogin?: boolean;
  /** The last sign-in's refusal (wrong password, server unreachable). */
  failure?: unknown;
  passwordRef?: Ref<HTMLInputElement>;
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
}: LoginFieldsProps): ReactElement {
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
            value={fields.username}
            onChange={(_, d) => onChange('username', d.value)}
            contentBefore={<Person16Regular aria-hidden />}
            autoComplete="username"
            autoFocus
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
          ref={passwordRef}
          type="password"
          value={fields.password}
          onChange={(_, d) => onChange('password', d.value)}
          contentBefore={icon(<LockClosed16Regular aria-hidden />)}
          autoComplete="current-password"
          autoFocus={relogin}
        />
      </Field>
      {failure ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{errorMessage(failure)}</MessageBarBody>
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
