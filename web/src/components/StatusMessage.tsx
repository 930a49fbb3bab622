import { useTranslation } from 'react-i18next';

export type Status = 'loading' | 'empty' | 'failed';

/**
 * SPEC §8 "Nothing found / fetching": Loading while data is on its way, No Data when there is
 * none. A failed call keeps saying Loading (SPEC §8) and offers to ask again.
 */
export function StatusMessage({ status, onRetry }: { status: Status; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (status === 'empty') {
    return (
      <p className="status status--empty" role="status">
        {t('errors.noData')}
      </p>
    );
  }
  return (
    <div className="status status--loading" role="status" aria-live="polite">
      <span className="status__spinner" aria-hidden="true" />
      <span>{t('loading.label')}</span>
      {status === 'failed' && onRetry ? (
        <button type="button" className="button button--quiet" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      ) : null}
    </div>
  );
}
