import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ConditionsWidget } from '@/widgets/weather/ConditionsWidget';
import { LocalConditions } from '@/widgets/weather/LocalConditions';
import { usePageMeta } from '@/lib/page-meta';
import { useContentLang } from '@/lib/use-content-lang';
import { townshipName } from '@/lib/api/townships';
import { usePageWhere } from './page-where';
import { PlacePicker, useChosenTownship } from './PlacePicker';
import '@/components/service-page.css';
import './conditions-page.css';

/**
 * The service area's weather page (requirements §2 Service: weather): the whole widget where the
 * visitor is (or at the default position, said so), or in a chosen township.
 */
export default function WeatherServicePage({ zipcode }: { zipcode: number | undefined }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const titleId = useId();
  const township = useChosenTownship(lang, zipcode);
  const place = township ? townshipName(township, lang) : zipcode;
  const title = t('conditions.service.weatherTitle');
  usePageMeta(lang, place === undefined ? title : `${title} · ${place}`, {
    description: t('conditions.service.weatherText'),
  });
  const { where, isDefault } = usePageWhere(zipcode);
  return (
    <div className="page-column service conditions-page">
      <h1 className="page-title">{title}</h1>
      <PlacePicker lang={lang} page="weather" zipcode={zipcode} />
      {zipcode === undefined ? (
        <LocalConditions lang={lang} where={where} isDefault={isDefault} />
      ) : (
        <section aria-labelledby={titleId}>
          <h2 id={titleId} className="local-conditions__title">
            {place}
          </h2>
          <ConditionsWidget lang={lang} where={where} />
        </section>
      )}
    </div>
  );
}
