import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { langOfRoute, uiLangFor } from '@ecg/domain/rules/language';
import { loadClientIdentity } from './app/client-state';
import { followNetwork } from './app/connectivity';
import { markPage } from './app/device';
import { startI18n } from './app/i18n';
import { storedUiLang } from './app/language';
import { createQueryClient, persistOptions } from './app/query-client';
import { retryFailedWhenOnline } from './app/reconnect-retry';
import { AppRoutes } from './app/router';
import { startServiceWorker } from './features/pwa/pwa-status';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();
followNetwork();
retryFailedWhenOnline(queryClient);

markPage();
loadClientIdentity();
startServiceWorker();

void startI18n(uiLangFor(langOfRoute(window.location.hash.replace(/^#/, '')), storedUiLang())).then(
  () =>
    root.render(
      <StrictMode>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <AppRoutes />
        </PersistQueryClientProvider>
      </StrictMode>,
    ),
);
