import { useTranslation } from 'react-i18next';
import type { LiveMeta } from '@ecg/domain/contracts';

/**
 * Where a live answer came from and how old it is; a sample says plainly that it is not
 * today's weather, and a stale answer that it could not be updated.
 */
export function WeatherSource({ meta }: { meta: LiveMeta }) {
  const { t } = useTranslation();
  // YYYY-MM-DD HH:mm: the seconds of a fetch time say nothing to a visitor.
  const time = meta.fetchedAt.slice(0, 16);
  return (
    <p className="live-source">
      {meta.source === 'sample' ? (
        <span className="live-badge live-badge--sample">{t('weather.sample')}</span>
      ) : null}
      {meta.stale ? (
        <span className="live-badge live-badge--stale">{t('weather.stale')}</span>
      ) : null}
      <span>
        {meta.source === 'sample'
          ? t('weather.sampleNote', { time })
          : t('weather.sourceNote', { time })}
      </span>
    </p>
  );
}
