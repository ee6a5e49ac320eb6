import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ApiProvider } from './ApiProvider';
import { AppToaster } from './notify';
import { createQueryClient } from './queryClient';
import { appTheme } from './theme';
import type { Api } from '../../shared/contract';

export type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass an in-memory Api; the app uses getApi(). */
  api?: Api;
  queryClient?: QueryClient;
};

export function AppProviders({ children, api, queryClient }: AppProvidersProps): ReactElement {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ApiProvider api={api}>
      <QueryClientProvider client={client}>
        <FluentProvider theme={appTheme} style={{ height: '100%' }}>
          <AppToaster>{children}</AppToaster>
        </FluentProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
