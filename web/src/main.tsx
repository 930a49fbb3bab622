import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { langOfRoute, uiLangFor } from '@ecg/domain/rules/language';
import { loadClientIdentity } from '@/lib/client-state';
import { wakeOutbox } from '@/lib/outbox/outbox-wake';
import { followNetwork } from '@/lib/connectivity';
import { markPage } from '@/lib/device';
import { startI18n } from '@/lib/i18n';
import { storedUiLang } from '@/lib/language';
import { createQueryClient, persistOptions } from '@/lib/query-client';
import { retryFailedWhenOnline } from '@/lib/reconnect-retry';
import { AppRoutes } from '@/app/router';
import { startServiceWorker } from '@/features/pwa/pwa-status';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();
followNetwork();
retryFailedWhenOnline(queryClient);

markPage();
loadClientIdentity();
startServiceWorker();
wakeOutbox();

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
