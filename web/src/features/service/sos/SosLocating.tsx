import { useTranslation } from '@/lib/i18n';

/** While the phone looks for its position (or the SOS part loads): a spinner in the space the answer takes. */
export function SosLocating() {
  const { t } = useTranslation();
  return (
    <div className="sos-result sos-result--locating" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('serviceHub.sos.locating')}</span>
    </div>
  );
}
