import { Spinner, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { ErrorState } from '../components/ErrorState';
import { LoginPage } from '../features/session';
import { useCall } from '../platform/ApiProvider';
import { BootstrapProvider } from '../platform/bootstrap';
import { Frame } from './Frame';
import { NetProvider } from '../platform/network';
import { qk } from '../platform/queryKeys';
import { RouterProvider } from '../platform/router';
import { SessionProvider, useSessionState } from '../platform/session';
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

function Gate(): ReactElement {
  const { session } = useSessionState();
  useDataChangedRefresh();
  if (!session) return <LoginPage />;
  return (
    <RouterProvider>
      <Frame />
    </RouterProvider>
  );
}

function Started({ bootstrap }: { bootstrap: Bootstrap }): ReactElement {
  return (
    <BootstrapProvider value={bootstrap}>
      <NetProvider initial={bootstrap.net}>
        <SessionProvider initial={bootstrap.session}>
          <Gate />
        </SessionProvider>
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
