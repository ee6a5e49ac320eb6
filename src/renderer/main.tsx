import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/App';
import { MissingToken } from './shell/MissingToken';
import { AppProviders } from './platform/providers';
import { missingBridgeToken } from './platform/api';
import { appTheme } from './platform/theme';
import { FluentProvider } from '@fluentui/react-components';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    {missingBridgeToken() ? (
      // No bridge is opened at all: it would only be refused.
      <FluentProvider theme={appTheme} style={{ height: '100%' }}>
        <MissingToken />
      </FluentProvider>
    ) : (
      <AppProviders>
        <App />
      </AppProviders>
    )}
  </StrictMode>,
);
