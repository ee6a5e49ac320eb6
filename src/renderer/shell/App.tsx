import { Spinner, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactElement } from 'react';
import { M } from '../../shared/messages';
import { ErrorState } from '../components/ErrorState';
import { LoginPage } from '../features/session';
import { useCall } from '../platform/ApiProvider';
import { BootstrapProvider } from '../platform/bootstrap';
import { Frame } from './Frame';
import { NetProvider } from '../platform/network';
import { qk } from '../platform/queryKeys';
import { RouterProvider } from '../platform/router';
import { SessionProvider, sessionScope, useSessionState } from '../platform/session';
import { UnsavedProvider } from '../platform/UnsavedProvider';
import { BackendProvider } from './backend';
import { useDataChangedRefresh } from '../platform/useDataChanged';
import type { Bootstrap } from '../../shared/shell/contract';

const useStyles = makeStyles({
  center: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100vh',
    padding: '24px',
    boxSizing: 'border-box',
  },
  box: { maxWidth: '560px', width: '100%' },
});

/** The address of a page belongs to the officer who opened it: the login page shows none. */
function useNoAddressWhileSignedOut(signedOut: boolean): void {
  useEffect(() => {
    if (signedOut && location.hash)
      history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }, [signedOut]);
}

function Gate(): ReactElement {
  const { session } = useSessionState();
  useDataChangedRefresh();
  useNoAddressWhileSignedOut(!session);
  if (!session) return <LoginPage />;
  // Keyed by the officer: another account starts from its own tabs, never from the last one's.
  const scope = sessionScope(session);
  return (
    <RouterProvider key={scope} scope={scope}>
      <Frame />
    </RouterProvider>
  );
}

function Started({ bootstrap }: { bootstrap: Bootstrap }): ReactElement {
  return (
    <BootstrapProvider value={bootstrap}>
      <NetProvider initial={bootstrap.net}>
        <BackendProvider>
          {/* Above the session: logout and a server change ask about unsaved work first. */}
          <UnsavedProvider>
            <SessionProvider initial={bootstrap.session}>
              <Gate />
            </SessionProvider>
          </UnsavedProvider>
        </BackendProvider>
      </NetProvider>
    </BootstrapProvider>
  );
}

/** Asks main for its state once, then shows login or the frame. */
export function App(): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const boot = useQuery({
    queryKey: qk.bootstrap,
    queryFn: () => call('shell:bootstrap', undefined),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  // Once started, a later failed refetch must not tear down the signed-in window.
  if (boot.data) return <Started bootstrap={boot.data} />;
  return (
    <div className={styles.center}>
      {boot.isError ? (
        <div className={styles.box}>
          <ErrorState
            error={boot.error}
            onRetry={() => void boot.refetch()}
            retrying={boot.isFetching}
          />
        </div>
      ) : (
        <Spinner label={M.loading} />
      )}
    </div>
  );
}
