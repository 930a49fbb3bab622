import { Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useOffline } from '@/lib/connectivity';
import { lazyContentScreen } from '@/lib/lazy-chunk';

export type Status = 'loading' | 'empty' | 'failed';

// Only a visitor offline on a page never saved needs it: it loads then, from the app's cache.
const OfflineState = lazyContentScreen(() => import('./OfflineState'));

/**
 * requirements §8 "Nothing found / fetching": Loading while data is on its way, No Data when there is
 * none. A failed call keeps showing Loading (requirements §8) and offers to ask again; a screen
 * reader is told that it failed, not left waiting on a Loading that will never end (WCAG 4.1.3).
 * Offline, where asking again cannot help, it says the page was never saved and what can be read instead.
 * `part`: the status of a part of a page (a home section, the weather), said in a line.
 */
export function StatusMessage({
  status,
  onRetry,
  part = false,
}: {
  status: Status;
  onRetry?: () => void;
  part?: boolean;
}) {
  const { t } = useTranslation();
  const offline = useOffline();
  if (status === 'empty') {
    return (
      <p className="status status--empty" role="status">
        {t('errors.noData')}
      </p>
    );
  }
  const failed = status === 'failed';
  const loading = (
    <div className="status status--loading" role={failed ? undefined : 'status'} aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {/* Seen, Loading stays (requirements §8); heard, the failure is said instead. */}
      <span aria-hidden={failed ? true : undefined}>{t('loading.label')}</span>
      {failed ? (
        <span className="visually-hidden" role={part ? 'status' : 'alert'}>
          {t('errors.loadFailed')}
        </span>
      ) : null}
      {failed && onRetry ? (
        <button type="button" className="button button--quiet" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      ) : null}
    </div>
  );
  if (status !== 'failed' || !offline) return loading;
  return (
    <Suspense fallback={loading}>
      <OfflineState part={part} />
    </Suspense>
  );
}
