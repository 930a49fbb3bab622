import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useBusAlerts } from './api/get-bus-alerts';

/**
 * The region's bus service alerts in force, in the operators' own words (Chinese, as TDX
 * publishes them); nothing while there is no key or no alert, since the stop says so already.
 */
export function BusAlertList({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const titleId = useId();
  const alerts = useBusAlerts(lang).data?.data.alerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <section className="bus-alerts" aria-labelledby={titleId}>
      <h2 id={titleId} className="buses__stop-title">
        {t('buses.alerts')}
      </h2>
      <ul className="bus-alerts__list">
        {alerts.map((alert) => (
          <li key={alert.id} className="bus-alert" lang="zh-Hant-TW">
            <p className="bus-alert__title">
              {alert.url ? (
                <a href={alert.url} target="_blank" rel="noopener noreferrer external">
                  {alert.title}
                </a>
              ) : (
                alert.title
              )}
            </p>
            {alert.description ? <p className="bus-alert__text">{alert.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
