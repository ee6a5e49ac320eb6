import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useApi } from '../../platform/ApiProvider';
import { errorMessage } from '../../platform/errors';
import { isUserData } from '../../platform/queryKeys';
import { useSessionState } from '../../platform/session';
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
  const [account, setAccount] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const fallbackAccount = session?.account ?? '';
  useEffect(
    () =>
      api.on('session:expired', (p) => {
        setAccount(p.account || fallbackAccount);
        setPassword('');
        setMissing(false);
      }),
    [api, fallbackAccount],
  );

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!account || login.isPending) return;
    if (!password) {
      setMissing(true);
      return;
    }
    login.mutate(
      { tenantId: session?.tenantId ?? '', username: account, password },
      {
        onSuccess: (next) => {
          signedIn(next);
          setAccount(null);
          setPassword('');
          login.reset();
          void queryClient.invalidateQueries({ predicate: isUserData });
        },
      },
    );
  };

  return (
    <Dialog open={account !== null} modalType="alert">
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{M.loginExpired}</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>{M.reloginHint(account ?? '')}</Text>
              <Field label={M.loginAccount}>
                <Input value={account ?? ''} readOnly />
              </Field>
              <Field
                label={M.loginPassword}
                required
                validationState={missing ? 'error' : 'none'}
                validationMessage={missing ? M.loginPasswordRequired : undefined}
              >
                <Input
                  type="password"
                  value={password}
                  autoFocus
                  autoComplete="current-password"
                  onChange={(_, d) => {
                    setPassword(d.value);
                    setMissing(false);
                  }}
                />
              </Field>
              {login.isError ? (
                <MessageBar intent="error" layout="multiline">
                  <MessageBarBody>{errorMessage(login.error)}</MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => void logout()} disabled={login.isPending}>
                {M.logout}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={login.isPending}
                icon={login.isPending ? <Spinner size="tiny" appearance="inverted" aria-label={M.loginSubmitting} /> : undefined}
              >
                {M.loginSubmit}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
