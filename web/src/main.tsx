import { PersistQueryClientProvider } from '@/lib/query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { langOfRoute, uiLangFor } from '@ecg/domain/rules/language';
import { loadClientIdentity } from '@/lib/client-state';
import { wakeOutbox } from '@/lib/outbox/outbox-wake';
import { followNetwork } from '@/lib/connectivity';
import { markPage } from '@/lib/device';
import { startI18n } from '@/lib/i18n';
import { storedUiLang } from '@/lib/language';
import { createQueryClient, persistOptions } from '@/lib/query-client';
import { retryFailedWhenOnline } from '@/lib/reconnect-retry';
import { takeHomeAhead } from '@/app/home-ahead';
import { AppRoutes, Home } from '@/app/router';
import { startServiceWorker } from '@/features/pwa/pwa-status';
import './styles.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
// Before anything reads the cache: a home rendered ahead brings the answers it shows.
const ahead = takeHomeAhead(container, queryClient);
followNetwork();
retryFailedWhenOnline(queryClient);

markPage();
loadClientIdentity();
startServiceWorker();
wakeOutbox();

const app = (
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <AppRoutes />
    </PersistQueryClientProvider>
  </StrictMode>
);

const uiLang = uiLangFor(langOfRoute(window.location.hash.replace(/^#/, '')), storedUiLang());
// A home rendered ahead hydrates with its chunk in: in one pass, never drawn anew. Should the
// chunk fail, the page hydrates all the same and the home's boundary says so (lib/lazy-chunk.ts).
const homeLoaded = ahead ? Home.preload().catch(() => undefined) : undefined;
void Promise.all([startI18n(uiLang), homeLoaded]).then(() => {
  if (ahead) {
    hydrateRoot(container, app, {
      // A part that did not match the page is drawn anew: said, so a test sees it.
      onRecoverableError: (error, info) => console.error(error, info.componentStack),
    });
  } else createRoot(container).render(app);
});
