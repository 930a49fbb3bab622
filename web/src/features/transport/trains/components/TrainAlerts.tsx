import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { TrainAlert } from '@ecg/domain/contracts';

/** TRA's alerts on the region, in TRA's own words (Chinese as published), with its link. */
export function TrainAlerts({ alerts }: { alerts: readonly TrainAlert[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (alerts.length === 0) return null;
  return (
    <section className="train-alerts" aria-labelledby={titleId}>
      <h2 id={titleId} className="train-alerts__title">
        {t('trains.alertsTitle')}
      </h2>
      <ul>
        {alerts.map((alert) => (
          <li key={alert.id} className="train-alert">
            <p className="train-alert__title" lang="zh-Hant-TW">
              {alert.title}
            </p>
            {alert.description ? (
              <p className="train-alert__text" lang="zh-Hant-TW">
                {alert.description}
              </p>
            ) : null}
            {alert.url ? (
              <a href={alert.url} target="_blank" rel="noopener noreferrer">
                {t('trains.alertLink')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
