import { useTranslation } from '@/lib/i18n';

/**
 * While the browser asks the visitor for their position (requirements §1, the prompt to share
 * it): a list measured from the visitor waits, and says why.
 */
export function LocationPrompt() {
  const { t } = useTranslation();
  return (
    <div className="status status--loading location-prompt" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>
        <strong className="location-prompt__title">{t('nearby.waiting')}</strong>
        {t('nearby.asking')}
      </span>
    </div>
  );
}
