import { useIsFetching } from '@/lib/query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LOADING_TIMEOUT_MS, showReloadLink } from '@ecg/domain/rules/hints';
import { isInstalled } from '@/lib/device';
import './loading-overlay.css';

/** Whether something the page waits for is loading: a first answer not yet in the cache. */
export function useBlockingLoad(): boolean {
  return (
    useIsFetching({
      predicate: (query) => query.state.data === undefined && query.meta?.background !== true,
    }) > 0
  );
}

/**
 * The full-screen loading overlay, mounted while something loads; in the installed app, after
 * 10 s of continuous loading, a reload link (requirements §8), as an installed app has no reload button.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(since);

  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{t('loading.label')}</span>
      {showReloadLink({ installed: isInstalled(), loadingSinceMs: since, now }) ? (
        <a
          className="loading-overlay__reload"
          href={window.location.href}
          onClick={() => window.location.reload()}
        >
          {t('loading.timeout')}
        </a>
      ) : null}
    </div>
  );
}
