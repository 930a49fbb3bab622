import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { langOfRoute, uiLangFor } from '@ecg/domain/rules/language';
import { loadClientIdentity } from './lib/client-state';
import { markPage } from './lib/device';
import { startI18n } from './lib/i18n';
import { storedUiLang } from './lib/language';
import { CACHE_LIFE_MS, createQueryClient, queryPersister } from './lib/query-client';
import { retryFailedWhenOnline } from './lib/reconnect-retry';
import { AppRoutes } from './app/router';
import { startServiceWorker } from './features/pwa/pwa-status';
import './styles.css';

/**
 * Answers kept by an earlier build in another shape under the same key are dropped, not read:
 * raised when kept data changes shape (since issue 13 the home's lists keep whole pages).
 */
const KEPT_ANSWERS_SHAPE = '2';

const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();
retryFailedWhenOnline(queryClient);

markPage();
loadClientIdentity();
startServiceWorker();

void startI18n(uiLangFor(langOfRoute(window.location.hash.replace(/^#/, '')), storedUiLang())).then(
  () =>
    root.render(
      <StrictMode>
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={{
            persister: queryPersister,
            maxAge: CACHE_LIFE_MS,
            buster: KEPT_ANSWERS_SHAPE,
          }}
        >
          <AppRoutes />
        </PersistQueryClientProvider>
      </StrictMode>,
    ),
);
